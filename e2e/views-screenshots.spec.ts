import { expect, test, type Page } from '@playwright/test';
import { ERRORS_PROGRAM, LEAKY_PROGRAM } from './programs';
import { openView, region, run, setCode, shootRunViews, solveAndRun } from './support';

// Pictures of each run view for a human to look at (e2e/screenshots/views-*, not committed):
// desktop, 375 px and dark, over real lesson runs.

const SHOTS = 'e2e/screenshots';

const layouts = [
  // Tall desktop windows, so the whole of the run views fits in the workbench's own scroll box.
  { name: 'desktop', viewport: { width: 1280, height: 2400 }, colorScheme: 'light' as const },
  { name: 'narrow', viewport: { width: 375, height: 812 }, colorScheme: 'light' as const },
  { name: 'dark', viewport: { width: 1280, height: 2400 }, colorScheme: 'dark' as const },
];

async function shoot(page: Page, layout: string, name: string) {
  await shootRunViews(page, `${SHOTS}/${layout}-views-${name}.png`);
}

for (const layout of layouts) {
  test.describe(`view screenshots: ${layout.name}`, () => {
    test.use({ viewport: layout.viewport, colorScheme: layout.colorScheme });

    test('chain: two instances', async ({ page }) => {
      await solveAndRun(page, 'two-instances-one-name');
      await expect(region(page, 'Chain')).toContainText('API calls 1');
      await shoot(page, layout.name, 'chain-two-instances');
    });

    test('chain: three connections, one refused at the door', async ({ page }) => {
      await solveAndRun(page, 'tokens-never-touch-the-model');
      await shoot(page, layout.name, 'chain-token-in-query');
      await region(page, 'Chain').getByRole('button', { name: 'As text' }).click();
      await shoot(page, layout.name, 'chain-as-text');
    });

    test('chain: refused by the host policy, replayed to the refusal', async ({ page }) => {
      await solveAndRun(page, 'discovery-is-not-permission');
      const replay = page.getByRole('group', { name: 'Replay' });
      await replay.getByRole('button', { name: 'Start' }).click();
      for (let i = 0; i < 22; i++) await replay.getByRole('button', { name: 'Next event' }).click();
      await shoot(page, layout.name, 'chain-policy-refusal');
    });

    test('messages: handshake replayed, errors of both kinds', async ({ page }) => {
      await solveAndRun(page, 'your-first-tool');
      const messages = await openView(page, 'Messages');
      const replay = page.getByRole('group', { name: 'Replay' });
      await replay.getByRole('button', { name: 'Start' }).click();
      await replay.getByRole('button', { name: 'Next message' }).click();
      await replay.getByRole('button', { name: 'Next message' }).click();
      await messages.getByRole('listitem').nth(1).getByRole('button').first().click();
      await shoot(page, layout.name, 'messages-handshake');
      await replay.getByRole('button', { name: 'End' }).click();
      await messages.getByRole('button', { name: 'Errors', exact: true }).click();
      await shoot(page, layout.name, 'messages-errors-hidden');
    });

    test('messages: a protocol error and an isError result', async ({ page }) => {
      await page.goto('/playground/');
      await setCode(page, ERRORS_PROGRAM);
      await run(page);
      const messages = await openView(page, 'Messages');
      await messages.getByRole('listitem').filter({ hasText: 'error -32601' }).getByRole('button').first().click();
      await messages.getByRole('listitem').filter({ hasText: 'isError result' }).getByRole('button').first().click();
      await shoot(page, layout.name, 'messages-errors');
    });

    test('LLM context: a secret that reached the model', async ({ page }) => {
      await page.goto('/playground/');
      await setCode(page, LEAKY_PROGRAM);
      await run(page);
      await openView(page, 'LLM context');
      await shoot(page, layout.name, 'llm-leak');
    });

    test('LLM context and what never reaches it', async ({ page }) => {
      await solveAndRun(page, 'tokens-never-touch-the-model');
      await openView(page, 'LLM context');
      await shoot(page, layout.name, 'llm-context');
    });

    test('wire: stdio lines and an HTTP exchange', async ({ page }) => {
      await solveAndRun(page, 'stdio-and-streamable-http');
      const wire = await openView(page, 'Wire');
      await shoot(page, layout.name, 'wire-stdio');
      await wire.getByLabel('Connection').selectOption({ index: 1 });
      await wire
        .getByRole('list', { name: 'HTTP requests' })
        .getByRole('listitem')
        .first()
        .getByRole('button')
        .first()
        .click();
      await shoot(page, layout.name, 'wire-http');
    });

    test('wire: in-memory objects', async ({ page }) => {
      await solveAndRun(page, 'host-client-server');
      await openView(page, 'Wire');
      await shoot(page, layout.name, 'wire-objects');
    });
  });
}
