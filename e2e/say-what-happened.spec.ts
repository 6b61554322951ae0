import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { chainLanes, openView, region, run, setCode, solveAndRun } from './support';

// What happened in a run, said plainly where a learner looks: the tool each call names, requests
// refused or cancelled rather than "no answer yet", a server's exception with its line, an
// endpoint's error answer in the chain, each request's headers apart, a check's "event #N" that
// replays to that step, the checks' tally in the status, and the way out of the editor.

const MONACO_TIMEOUT_MS = 45_000;

function messageRows(page: Page) {
  return region(page, 'Messages').getByRole('list', { name: 'JSON-RPC messages' }).getByRole('listitem');
}

function lessonSource(folder: string, file: 'main.ts' | 'solution.ts'): string {
  return readFileSync(new URL(`../lessons/${folder}/${file}`, import.meta.url), 'utf8');
}

test('lesson 21: each call names its tool; the big export reads cancelled in Messages and in the Wire', async ({
  page,
}) => {
  await solveAndRun(page, 'long-work');
  await openView(page, 'Messages');
  await expect(messageRows(page).filter({ hasText: 'no answer yet' })).toHaveCount(0);
  // Searching by the tool's name finds its calls (the view draws only the rows in sight: the search
  // brings all of them into its box).
  await region(page, 'Messages').getByRole('searchbox').fill('export_issues');
  await expect(messageRows(page).filter({ hasText: 'tools/call' })).toHaveCount(3);
  const calls = messageRows(page).filter({ hasText: /^\d+\s*tools\/call export_issues/ });
  await expect(calls).toHaveCount(2);
  await expect(calls.nth(1)).toContainText('cancelled: the client closed the stream');
  // The answer to the first call names the tool too.
  await expect(messageRows(page).filter({ hasText: /result\s*to tools\/call\s*export_issues/ })).toHaveCount(1);

  const wire = await openView(page, 'Wire');
  const cancelled = wire
    .getByRole('list', { name: 'HTTP requests' })
    .getByRole('listitem')
    .filter({ hasText: 'cancelled by the client' });
  await expect(cancelled).toHaveCount(1);
  await cancelled.getByRole('button').first().click();
  await expect(cancelled).toContainText('closing the response stream is how a client cancels the request');
  expect(await seriousViolations(page)).toEqual([]);
});

test('lesson 19: a request refused by HTTP says so, and each request’s headers stand apart', async ({ page }) => {
  await solveAndRun(page, 'authorization-2026');
  await openView(page, 'Messages');
  await expect(messageRows(page).filter({ hasText: 'refused: HTTP 401' }).first()).toBeVisible();
  // The view scrolls in its own box beside the Checks (only the rows in sight are drawn): scroll to the refusal.
  await region(page, 'Messages').hover();
  for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 600);
  await expect(messageRows(page).filter({ hasText: 'refused: HTTP 403' }).first()).toContainText(
    'tools/call close_issue',
  );
  await expect(messageRows(page).filter({ hasText: 'no answer yet' })).toHaveCount(0);

  const context = await openView(page, 'LLM context');
  const requests = context.getByRole('list', { name: /^HTTP headers the client sent/ }).getByRole('listitem');
  await expect(requests.first()).toContainText('Request 1: POST server/discover');
  expect(await requests.count()).toBeGreaterThan(3);
  // The first request carries no token; a later one does, and says so before it is opened.
  await expect(requests.first()).not.toContainText('a credential');
  const withToken = requests.filter({ hasText: 'a credential' }).first();
  await withToken.locator('summary').click();
  await expect(withToken).toContainText('authorization');
  expect(await seriousViolations(page)).toEqual([]);
});

test('an exception in a server’s factory reaches the Console with its message and the learner’s line', async ({
  page,
}) => {
  await page.goto('/lessons/authorization-2026/');
  const broken = lessonSource('19-authorization-2026', 'main.ts').replace(
    "const server = new McpServer({ name: 'tracker', version: '2.0.0' });",
    "const server = new McpServer({ name: 'tracker', version: '2.0.0' }); if (server) throw new Error('the factory broke');",
  );
  await setCode(page, broken);
  await run(page);
  const consoleRegion = region(page, 'Console');
  await expect(consoleRegion).toContainText("the server's code threw, and its SDK answered with an error");
  const line = consoleRegion.locator('.console__line').filter({ hasText: 'the factory broke' });
  await expect(line).toContainText('line 23');
  await expect(consoleRegion).toContainText('HTTP 500');
});

test('lesson 20: the chain says the endpoint answered -32022, not that no server answered', async ({ page }) => {
  await solveAndRun(page, 'serving-both-eras');
  const future = chainLanes(page).filter({ hasText: 'future-app' });
  await expect(future).toContainText('answered with an error');
  await expect(future).toContainText('-32022');
  await expect(region(page, 'Chain')).not.toContainText('no server answered');
});

test('a check’s "event #N" replays the run to that step; the status announces the tally', async ({ page }) => {
  await page.goto('/lessons/untrusted-descriptions/');
  await run(page);
  await expect(page.getByRole('status').filter({ hasText: /^Finished in/ })).toContainText(/checks: \d+ of \d+ passed/);
  const link = region(page, 'Checks').getByRole('button', { name: /^event #\d+$/ });
  await expect(link).toHaveCount(1);
  const seq = Number((await link.textContent())!.replace('event #', ''));
  await link.click();
  const scrubber = page.getByRole('slider', { name: 'Replay position' });
  await expect(scrubber).toHaveValue(String(seq));
  await expect(scrubber).toBeFocused();
});

test('focusing the editor tells how to leave it, in the light editor and in Monaco', async ({ page }) => {
  await page.goto('/lessons/host-client-server/');
  const editorRegion = region(page, 'Editor');
  const hint = editorRegion.getByText('Press Esc, then Tab, to leave the editor');
  await expect(hint).toBeHidden();
  await expect(editorRegion.locator('.code-editor')).toHaveAttribute('data-editor', 'monaco', {
    timeout: MONACO_TIMEOUT_MS,
  });
  await editorRegion.locator('.code-editor__surface').click();
  await expect(hint).toBeVisible();
  const input = page.locator(':focus');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const hintId = await hint.getAttribute('id');
  expect(describedBy.split(' ')).toContain(hintId);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('.code-editor__surface') !== null))
    .toBe(false);
  await expect(hint).toBeHidden();
});
