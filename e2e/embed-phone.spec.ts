import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import type { HostSite } from './embedHost';
import { hostSite, tab } from './embedSupport';

// An embed in a post read on a touch phone (375 px): what a finger does, and what fits one row.

let host: HostSite;
test.beforeAll(async ({}, testInfo) => {
  host = await hostSite(testInfo.project.use.baseURL);
});
test.afterAll(async () => host?.close());
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

test('in a post from another site, a tap on Run under folded, wrapped code runs it; tabs and Show all answer a tap', async ({
  page,
}) => {
  await page.goto(host.url('embed-phone'));
  const frame = page.locator('#folded + iframe').contentFrame();
  await expect(frame.getByRole('button', { name: 'Show all 10 lines' })).toBeVisible({ timeout: 30_000 });
  const run = frame.getByRole('button', { name: 'Run', exact: true });
  await expect(run).toBeEnabled({ timeout: 30_000 });
  await tapCentre(page, run);
  await expect(frame.getByRole('region', { name: 'Console' })).toContainText('TAPPED RUN', { timeout: 30_000 });
  await expect(frame.getByRole('textbox')).not.toBeFocused();
  // The code's input stays inside the box it is shown in.
  const [input, surface] = await Promise.all(
    ['textarea', '.code-editor__surface'].map((selector) =>
      frame.locator(selector).evaluate((element) => element.getBoundingClientRect().bottom),
    ),
  );
  expect(input).toBeLessThanOrEqual(surface);
  // The held code scrolls inside its box, the highlighted text with it.
  await frame.locator('textarea').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
    element.dispatchEvent(new Event('scroll'));
  });
  const lastLine = frame.locator('.code-editor__code').getByText("'TAPPED RUN'");
  await expect
    .poll(() => lastLine.evaluate((element) => element.getBoundingClientRect().bottom))
    .toBeLessThanOrEqual(surface);
  // Other controls answer a tap too: a tab, and "Show all 10 lines".
  await tapCentre(page, tab(frame, 'Messages'));
  await expect(tab(frame, 'Messages')).toHaveAttribute('aria-selected', 'true');
  await tapCentre(page, frame.getByRole('button', { name: 'Show all 10 lines' }));
  await expect(frame.getByRole('button', { name: 'Show all 10 lines' })).toHaveCount(0);
  await expect(frame.getByRole('textbox')).not.toBeFocused();
});

test('at 375 px the view tabs take one row, which scrolls to the tab the keyboard opens', async ({ page }) => {
  await page.goto(host.url('embed-phone'));
  const snippet = page.locator('#folded + iframe').contentFrame();
  await expect(tab(snippet, 'Wire')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => tabRows(snippet.getByRole('tab'))).toBe(1);
  // A tab past the edge comes into view when the keyboard opens it, and back.
  await tab(snippet, 'Console').focus();
  await page.keyboard.press('End');
  await expect(tab(snippet, 'Wire')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => insideStrip(tab(snippet, 'Wire'))).toBe(true);
  await page.keyboard.press('Home');
  await expect.poll(() => insideStrip(tab(snippet, 'Console'))).toBe(true);

  await page.locator('#lesson').scrollIntoViewIfNeeded();
  const lesson = page.locator('#lesson iframe').contentFrame();
  await expect(tab(lesson, 'Wire')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => tabRows(lesson.getByRole('tab'))).toBe(1);
  await tab(lesson, 'Console').focus();
  await page.keyboard.press('End');
  await expect(tab(lesson, 'Wire')).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => insideStrip(tab(lesson, 'Wire'))).toBe(true);
  await page.keyboard.press('Home');
  await expect.poll(() => insideStrip(tab(lesson, 'Console'))).toBe(true);

  await page.locator('#folded').evaluate((element) => element.scrollIntoView());
  await page.screenshot({ path: 'test-results/embed-phone-tabs-light.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect(snippet.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: 'test-results/embed-phone-tabs-dark.png', fullPage: true });
  expect(await seriousViolations(page, ['color-contrast'])).toEqual([]);
});

/** How many rows the tabs take (distinct tops). */
async function tabRows(tabs: Locator): Promise<number> {
  return new Set(await tabs.evaluateAll((all) => all.map((one) => Math.round(one.getBoundingClientRect().top)))).size;
}

/** Whether the tab shows whole inside its tab strip (not scrolled out of it). */
async function insideStrip(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const tab = element.getBoundingClientRect();
    const strip = element.closest('[role="tablist"]')!.getBoundingClientRect();
    return tab.left >= strip.left - 0.5 && tab.right <= strip.right + 0.5;
  });
}

/** A finger at the centre of what the locator finds, as a person taps. */
async function tapCentre(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
