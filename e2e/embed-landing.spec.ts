import { expect, test, type Page } from '@playwright/test';
import type { HostSite } from './embedHost';
import { collectErrors, hostSite } from './embedSupport';

// Landing in the middle of a post (e2e/fixtures/embed-landing.html) whose embeds load as they come
// near, served from another origin: a hand-written <pre data-mcp-tour> and a Markdown fence above the
// anchor the reader lands at. Nothing the reader sees may move while the embeds arrive.

let host: HostSite;
test.beforeAll(async ({}, testInfo) => {
  host = await hostSite(testInfo.project.use.baseURL);
});
test.afterAll(async () => host?.close());
test.describe.configure({ timeout: 120_000 });

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** From the next navigation on, records each layout shift with what moved (for the failure message). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: string[] };
    record.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (source) =>
            `${(source.node as Element | undefined)?.id || source.node?.nodeName} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`,
        );
        record.shifts.push(`${entry.value.toFixed(4)} at scrollY ${Math.round(window.scrollY)}: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
const total = (shifts: string[]) => shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0);

/**
 * The fence just above the anchor is in and its runner ready, and the block above it is in too or
 * still out of reach (more than a screen above): nothing more arrives without the reader.
 */
async function embedsSettled(page: Page): Promise<void> {
  await expect(page.locator('#fence')).toHaveAttribute('data-mcp-tour-state', 'loaded', { timeout: 30_000 });
  const fence = page.locator('#fence + iframe').contentFrame();
  await expect(fence.getByRole('button', { name: 'Run', exact: true })).toBeEnabled({ timeout: 30_000 });
  await expect(page.locator('#block')).not.toHaveAttribute('data-mcp-tour-state', 'loading', { timeout: 30_000 });
}

for (const [name, viewport] of [
  ['desktop', { width: 1000, height: 700 }],
  ['phone', { width: 375, height: 740 }],
] as const) {
  test(`${name}: landing at an anchor below a <pre> embed and a fence, and reloading mid-post: no layout shift`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await watchLayoutShift(page);
    await page.setViewportSize(viewport);
    await page.goto(`${host.url('embed-landing')}#later`);
    await embedsSettled(page);
    await expect(page.locator('#later')).toBeInViewport();
    const landing = await layoutShifts(page);
    expect(total(landing), landing.join(', ')).toBeLessThanOrEqual(0.02);

    await page.evaluate(() => window.scrollBy(0, -200));
    await page.reload();
    await embedsSettled(page);
    const reload = await layoutShifts(page);
    expect(total(reload), reload.join(', ')).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
}

test('an autorun embed a screen below the top runs by itself and never scrolls the post', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(host.url('embed-autorun'));
  const iframe = page.locator('#autorun + iframe');
  const frame = iframe.contentFrame();
  await expect(frame.getByRole('region', { name: 'Console' })).toContainText('AUTORUN DONE', { timeout: 30_000 });
  await expect(frame.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // It ran below the fold, where the reader has not been.
  expect((await iframe.boundingBox())?.y).toBeGreaterThanOrEqual(700);
  expect(errors).toEqual([]);
});
