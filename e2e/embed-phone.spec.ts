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

/** A finger at the centre of what the locator finds, as a person taps. */
async function tapCentre(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
