import { expect, test, type Page } from '@playwright/test';
import type { HostSite } from './embedHost';
import { MONACO_CHUNK, collectErrors, hostSite, runIn } from './embedSupport';

// A post with ten embeds: the blog stays responsive, embeds far below the fold wait until the
// reader scrolls near, and no embed fetches the full editor (Monaco) until the reader edits one.

let host: HostSite;
test.beforeAll(async ({}, testInfo) => {
  host = await hostSite(testInfo.project.use.baseURL);
});
test.afterAll(async () => host?.close());

const EMBEDS = 10;

/** What each embed on the page is doing: its frame's runner state (started or idle) and editor kind. */
async function embedStates(page: Page) {
  const states: Array<{ runner: string | null; editor: string | null } | null> = [];
  for (const handle of await page.locator('iframe').elementHandles()) {
    const frame = await handle.contentFrame();
    const state = await frame
      ?.evaluate(() => ({
        runner: document.querySelector('main.embed')?.getAttribute('data-runner') ?? null,
        editor: document.querySelector('.code-editor')?.getAttribute('data-editor') ?? null,
      }))
      .catch(() => null);
    states.push(state ?? null);
  }
  return states;
}

test('ten embeds on one page: responsive, lazy, and no editor until one is edited', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const monacoRequests: string[] = [];
  page.on('request', (request) => {
    if (MONACO_CHUNK.test(new URL(request.url()).pathname)) monacoRequests.push(request.frame().url());
  });

  await page.goto(host.url('embed-ten'));
  const first = page.locator('[data-mcp-tour="host-client-server"] iframe').contentFrame();
  await expect(first.getByRole('button', { name: 'Run', exact: true })).toBeEnabled({ timeout: 30_000 });

  // Only the embeds within about a screen of the top exist yet, so at most those start a runner.
  expect(await page.locator('[data-mcp-tour]').count()).toBe(EMBEDS - 1);
  const early = await embedStates(page);
  expect(early.length).toBeLessThanOrEqual(3);
  expect(early[0]?.runner).toBe('started');
  for (const marker of await page
    .locator('[data-mcp-tour]')
    .all()
    .then((all) => all.slice(3))) {
    expect(await marker.getAttribute('data-mcp-tour-state')).toBeNull();
  }

  // The blog keeps answering its reader while the embeds load: typing lands (how fast is the bench's to measure).
  const input = page.locator('#comment');
  await input.pressSequentially('still responsive');
  await expect(input).toHaveValue('still responsive');

  // Scroll through the post: every embed loads as the reader comes near it, and each can run.
  const embeds = page.locator('[data-mcp-tour], iframe[src*="/embed/"]:not(.mcp-tour-embed)');
  for (let index = 0; index < EMBEDS; index += 1) {
    const embed = embeds.nth(index);
    await embed.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const iframe =
      (await embed.evaluate((element) => element.tagName)) === 'IFRAME' ? embed : page.locator('iframe').nth(index);
    const frame = iframe.contentFrame();
    await expect(frame.getByRole('button', { name: 'Run', exact: true })).toBeEnabled({ timeout: 30_000 });
  }
  await expect(page.locator('iframe')).toHaveCount(EMBEDS);
  // The embeds are out-of-process frames (another site) whose code runs in Workers: the blog's own
  // 50 ms timer kept ticking through all of it.
  const ticks = await page.evaluate(() => (window as unknown as { hostGaps: number[] }).hostGaps.length);
  expect(ticks).toBeGreaterThan(0);

  // All ten are in; none fetched Monaco.
  const loaded = await embedStates(page);
  expect(loaded.map((state) => state?.editor)).toEqual(Array(EMBEDS).fill('light'));
  expect(monacoRequests).toEqual([]);

  // Run works far down the page too.
  const last = page
    .locator('iframe')
    .nth(EMBEDS - 2)
    .contentFrame();
  await runIn(last);
  await expect(last.getByRole('region', { name: 'Console' })).toContainText('block four function');

  // Editing one embed brings the full editor to that embed only.
  const edited = page.locator('iframe').nth(EMBEDS - 2);
  await edited.contentFrame().getByRole('textbox', { name: 'Code' }).click();
  await page.keyboard.type('// edited\n');
  await expect(edited.contentFrame().locator('.code-editor')).toHaveAttribute('data-editor', 'monaco', {
    timeout: 60_000,
  });
  expect(monacoRequests.length).toBeGreaterThan(0);
  expect(new Set(monacoRequests)).toEqual(
    new Set([await edited.evaluate((element: HTMLIFrameElement) => element.src)]),
  );
  const after = await embedStates(page);
  expect(after.filter((state) => state?.editor === 'monaco')).toHaveLength(1);

  expect(errors).toEqual([]);
});
