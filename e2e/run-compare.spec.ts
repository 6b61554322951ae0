import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { region, run, setCode, withoutMonaco } from './support';

// Compare two runs: lesson 12 asks the learner to "compare the two conversations" before and after
// switching the modern client to negotiate. Pin the starter's run, run the solution, and see both
// runs' Messages and LLM context side by side (one above the other on a phone).

const LESSON_12 = '/lessons/what-changed-on-the-wire/';
const solution = readFileSync(new URL('../lessons/12-what-changed-on-the-wire/solution.ts', import.meta.url), 'utf8');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 375, height: 800 },
] as const;

const pinGroup = (page: Page) => page.getByRole('group', { name: 'Compare runs' });
const compareDialog = (page: Page) => page.getByRole('dialog', { name: 'Run 1 (pinned) and run 2' });

/** Runs the starter, pins it, runs the solution; returns what the page's own Messages panel said of run 1. */
async function pinStarterThenRunSolution(page: Page): Promise<string> {
  await withoutMonaco(page);
  await page.goto(LESSON_12);
  await run(page);
  await page.getByRole('tab', { name: /^Messages\b/ }).click();
  const firstSummary = (await region(page, 'Messages').locator('.panel__summary').textContent()) ?? '';
  await expect(pinGroup(page)).toContainText('Run 1 finished.');
  await pinGroup(page).getByRole('button', { name: 'Pin this run' }).click();
  await expect(pinGroup(page)).toContainText('Run 1 is pinned. Change the code and run again to compare.');
  await expect(pinGroup(page).getByRole('button', { name: /^Compare/ })).toHaveCount(0);

  await setCode(page, solution);
  await run(page);
  await expect(pinGroup(page)).toContainText('Run 1 pinned, run 2 is the latest.');
  return firstSummary;
}

for (const size of SIZES) {
  test(`pin a run and compare it with the next, ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    const firstSummary = await pinStarterThenRunSolution(page);

    const compare = pinGroup(page).getByRole('button', { name: 'Compare run 1 with run 2' });
    await compare.scrollIntoViewIfNeeded();
    const bar = await pinGroup(page).boundingBox();
    expect(bar && bar.x + bar.width).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: test.info().outputPath(`pin-bar-${size.width}.png`) });
    await compare.click();
    const dialog = compareDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');

    const pinned = dialog.getByRole('region', { name: 'Messages · pinned run 1', exact: true });
    const latest = dialog.getByRole('region', { name: 'Messages · latest run 2', exact: true });
    await expect(pinned).toBeVisible();
    await expect(latest).toBeVisible();
    // The pinned side is the run the page's panels showed: the same view over the same record.
    await expect(pinned.locator('.panel__summary')).toHaveText(firstSummary);
    // The starter's modern-app still opened with initialize; the solution's probes with server/discover.
    await expect(pinned).not.toContainText('server/discover');
    await expect(latest).toContainText('server/discover');
    await expect(dialog.getByText('Pinned', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Latest', { exact: true })).toBeVisible();

    const [a, b] = [await pinned.boundingBox(), await latest.boundingBox()];
    if (!a || !b) throw new Error('both sides are drawn');
    if (size.width < 768) {
      expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1); // stacked
      expect(Math.abs(a.x - b.x)).toBeLessThan(2);
    } else {
      expect(b.x).toBeGreaterThanOrEqual(a.x + a.width - 1); // side by side
      expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    }
    for (const box of [a, b]) expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: test.info().outputPath(`compare-messages-${size.width}.png`) });

    await dialog.getByRole('tab', { name: 'LLM context' }).click();
    await expect(dialog.getByRole('region', { name: 'LLM context · pinned run 1', exact: true })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'LLM context · latest run 2', exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`compare-llm-${size.width}.png`) });

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(compare).toBeFocused();

    await pinGroup(page).getByRole('button', { name: 'Unpin' }).click();
    await expect(pinGroup(page).getByRole('button', { name: 'Pin this run' })).toBeVisible();
    await expect(pinGroup(page)).toContainText('Run 2 finished.');
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`Compare runs (${colorScheme}): no serious axe findings`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await pinStarterThenRunSolution(page);
    expect(await seriousViolations(page), 'pin bar').toEqual([]);
    await pinGroup(page).getByRole('button', { name: 'Compare run 1 with run 2' }).click();
    await expect(compareDialog(page).getByRole('region', { name: 'Messages · latest run 2' })).toBeVisible();
    expect(await seriousViolations(page), 'Compare dialog').toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`compare-${colorScheme}.png`) });
  });
}
