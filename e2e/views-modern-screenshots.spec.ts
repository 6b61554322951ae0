import { expect, test, type Page } from '@playwright/test';
import { HTTP_LINK_PROGRAM, LISTEN_PROGRAM, TWO_ERAS_PROGRAM } from '../test/fixtures/modernPrograms';
import { openView, region, run, setCode, shootRunViews } from './support';

// Pictures of the run views over the two protocol eras, for a person to look at (not committed):
// desktop, 375 px and dark. SHOTS_DIR says where (e2e/screenshots by default).

const SHOTS = process.env.SHOTS_DIR ?? 'e2e/screenshots';

const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 2000 }, colorScheme: 'light' as const },
  { name: 'narrow', viewport: { width: 375, height: 812 }, colorScheme: 'light' as const },
  { name: 'dark', viewport: { width: 1280, height: 2000 }, colorScheme: 'dark' as const },
];

async function runProgram(page: Page, code: string) {
  await page.goto('/playground/');
  await setCode(page, code);
  await run(page);
}

async function shoot(page: Page, layout: string, name: string) {
  await shootRunViews(page, `${SHOTS}/${layout}-modern-${name}.png`);
}

for (const layout of layouts) {
  test.describe(`modern view screenshots: ${layout.name}`, () => {
    test.use({ viewport: layout.viewport, colorScheme: layout.colorScheme });

    test('1.x lesson: stdio and a legacy Streamable HTTP session', async ({ page }) => {
      await page.goto('/lessons/stdio-and-streamable-http/');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await run(page);
      await expect(region(page, 'Chain')).toContainText('2025-11-25 · SDK 1.x');
      await shoot(page, layout.name, 'legacy-chain');
      await openView(page, 'Messages');
      await shoot(page, layout.name, 'legacy-messages');
    });

    test('two eras: chain, messages with rounds and a folded _meta', async ({ page }) => {
      await runProgram(page, TWO_ERAS_PROGRAM);
      await expect(region(page, 'Chain')).toContainText('2026-07-28 · SDK v2');
      await shoot(page, layout.name, 'two-eras-chain');
      const messages = await openView(page, 'Messages');
      await shoot(page, layout.name, 'two-eras-messages');
      const rows = messages.getByRole('list', { name: 'JSON-RPC messages' }).getByRole('listitem');
      const input = rows.filter({ hasText: 'input_required result' });
      await input.getByRole('button').first().click();
      await input.locator('details summary').click();
      await input.scrollIntoViewIfNeeded();
      await shoot(page, layout.name, 'two-eras-messages-input-required');
      await openView(page, 'LLM context');
      await shoot(page, layout.name, 'two-eras-llm');
      await openView(page, 'Wire');
      await shoot(page, layout.name, 'two-eras-wire');
    });

    test('over the tour HTTP link: chain and wire', async ({ page }) => {
      await runProgram(page, HTTP_LINK_PROGRAM);
      await shoot(page, layout.name, 'http-link-chain');
      const wire = await openView(page, 'Wire');
      const call = wire
        .getByRole('list', { name: 'HTTP requests' })
        .getByRole('listitem')
        .filter({ hasText: 'tools/call' });
      await call.getByRole('button').first().click();
      await shoot(page, layout.name, 'http-link-wire');
    });

    test('a listen stream', async ({ page }) => {
      await runProgram(page, LISTEN_PROGRAM);
      await openView(page, 'Messages');
      await shoot(page, layout.name, 'listen-messages');
    });
  });
}
