import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import type { HostSite } from './embedHost';
import { collectErrors, hostSite, runIn } from './embedSupport';

// Type errors in an embed are the ones `tsc` reports for the same file (e2e/fixtures/embed-types.html,
// a post on another origin): SDK 1.x code written as tsc accepts it shows none, and what tsc rejects
// is underlined; a `js` fence and a block with typecheck=0 show syntax errors only.

let host: HostSite;
test.beforeAll(async ({}, testInfo) => {
  host = await hostSite(testInfo.project.use.baseURL);
});
test.afterAll(async () => host?.close());
test.describe.configure({ timeout: 120_000 });

/** The embed after the post's element, with the full editor (Monaco) loaded by a click into its code. */
async function editing(page: Page, id: string): Promise<FrameLocator> {
  const marker = page.locator(`#${id}`);
  await marker.scrollIntoViewIfNeeded();
  await expect(marker).toHaveAttribute('data-mcp-tour-state', 'loaded', { timeout: 30_000 });
  const frame = page.locator(`#${id} + iframe`).contentFrame();
  await frame.getByRole('textbox', { name: 'Code' }).click();
  await expect(frame.locator('.code-editor')).toHaveAttribute('data-editor', 'monaco', { timeout: 60_000 });
  return frame;
}

/** Adds lines at the end of the embed's code. */
async function append(page: Page, frame: FrameLocator, text: string): Promise<void> {
  await frame.getByRole('textbox', { name: 'Code' }).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(text);
}

test('SDK 1.x code that tsc accepts shows no type error; what tsc rejects is underlined with its message', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(host.url('embed-types'));
  const frame = await editing(page, 'sdk1');
  await runIn(frame);
  await expect(frame.getByRole('region', { name: 'Console' })).toContainText('2 + 3 = 5');
  // Without the cast, SDK 1.32.2's callTool result is a union with the { toolResult } shape, whose
  // index signature makes `content` unknown: tsc's TS18046, and the only error in the file.
  await append(
    page,
    frame,
    "\nconst raw = await client.callTool({ name: 'add', arguments: { a: 1, b: 1 } });\nraw.content[0];",
  );
  const squiggle = frame.locator('.squiggly-error');
  await expect(squiggle).toHaveCount(1, { timeout: 30_000 });
  await squiggle.hover({ force: true });
  await expect(frame.locator('.monaco-hover').filter({ visible: true })).toContainText(
    "'raw.content' is of type 'unknown'",
  );
  expect(errors).toEqual([]);
});

for (const [id, what] of [
  ['js', 'a js fence is not type-checked as TypeScript'],
  ['off', 'typecheck=0 turns type errors off'],
] as const) {
  test(`${what}: only a syntax error is underlined`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(host.url('embed-types'));
    const frame = await editing(page, id);
    // `count = 'one'` is a type error in TypeScript; a syntax error comes back in the same check,
    // so once it shows, the type errors of this version of the code would show too.
    await append(page, frame, '\nconsole.log(;');
    await expect(frame.locator('.squiggly-error')).toHaveCount(1, { timeout: 30_000 });
    await expect(frame.locator('.view-lines')).toContainText("count = 'one';");
  });
}
