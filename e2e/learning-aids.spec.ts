import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { LESSON_1, lessonFile, region, setCode, withoutMonaco } from './support';

// The learning aids beside Solve: hints one at a time, and the learner's code compared with the
// solution. Driven by keyboard where a learner would, read as a learner sees them.

const hintsRegion = (page: Page) => page.getByRole('region', { name: 'Hints', exact: true });
const compareDialog = (page: Page) => page.getByRole('dialog', { name: 'Your code and the solution' });
// Monaco loads on demand and computes the diff in a worker: slow on a busy 2-core machine.
const DIFF_TIMEOUT_MS = 60_000;

test('hints come one at a time, by keyboard, and stay for the visit', async ({ page }) => {
  await page.goto(LESSON_1);
  await expect(hintsRegion(page)).toHaveCount(0);

  const hint = page.getByRole('button', { name: 'Show a hint' });
  await hint.focus();
  await page.keyboard.press('Enter');
  const hints = hintsRegion(page).getByRole('listitem');
  await expect(hints).toHaveCount(1);
  await expect(hints.first()).toContainText('Hint 1 of 3');
  await expect(hints.first()).toContainText('tools/call');

  // Focus stays on the button, which now says what it does next.
  await expect(page.getByRole('button', { name: 'Next hint (2 of 3)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(hints).toHaveCount(2);
  await expect(hints.nth(1)).toContainText('Hint 2 of 3');
  await expect(hints.nth(1)).toContainText('client.callTool(…)');
  await page.keyboard.press(' ');
  await expect(hints).toHaveCount(3);
  // A hint is no solution: the code Solve would put in is not in them.
  await expect(hintsRegion(page)).not.toContainText('Hosts own clients and clients talk to servers');

  const done = page.getByRole('button', { name: 'Every hint is shown (3 of 3)' });
  await expect(done).toBeFocused();
  await expect(done).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(hints).toHaveCount(3);

  await hintsRegion(page).getByRole('button', { name: 'Hide hints' }).click();
  await expect(hintsRegion(page)).toHaveCount(0);

  // The next lesson starts with none; coming back finds the three again.
  await page
    .getByRole('link', { name: /Your first tool/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your first tool');
  await expect(page.getByRole('button', { name: 'Show a hint' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Host, client and server');
  await expect(hintsRegion(page).getByRole('listitem')).toHaveCount(3);
});

test('a page without an exercise has no Hint and no Compare', async ({ page }) => {
  // Every lesson of the curriculum is an exercise today; the schema refuses hints on a read-and-run
  // lesson (build/lessons/readLessons.test.ts). The playground has nothing to solve.
  await page.goto('/playground/');
  await expect(region(page, 'Editor')).toBeVisible();
  await expect(page.getByRole('button', { name: /hint/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Compare with solution' })).toHaveCount(0);
});

test('Compare shows what differs from the solution, and Escape closes it', async ({ page }) => {
  await page.goto(LESSON_1);
  await setCode(page, `${lessonFile('main.ts')}\n// my own line\n`);
  const compare = page.getByRole('button', { name: 'Compare with solution' });
  await compare.focus();
  await page.keyboard.press('Enter');

  const dialog = compareDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/\d+ places? differs? between your code and the solution\./, {
    timeout: DIFF_TIMEOUT_MS,
  });
  // The solution's new lines and the learner's own line are both on screen.
  await expect(dialog.getByText('const result = await client.callTool({')).toBeVisible();
  await expect(dialog.getByText('// my own line')).toBeVisible();
  // Nothing was replaced: the editor still holds the learner's code.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(compare).toBeFocused();
  await expect(region(page, 'Editor')).toContainText('// my own line');
});

test('without Monaco, Compare shows both texts', async ({ page }) => {
  await withoutMonaco(page);
  await page.goto(LESSON_1);
  await page.getByRole('button', { name: 'Compare with solution' }).click();
  const dialog = compareDialog(page);
  await expect(dialog.getByRole('status')).toHaveText(/could not be loaded/);
  await expect(dialog.getByRole('heading', { name: 'Your code', exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Solution', exact: true })).toBeVisible();
  await expect(dialog.getByText("name: 'count_words',\n  arguments:", { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`hints and Compare (${colorScheme}): no serious axe findings`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(LESSON_1);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: /^(Show a hint|Next hint)/ }).click();
    await expect(hintsRegion(page).getByRole('listitem')).toHaveCount(3);
    expect(await seriousViolations(page), 'hints').toEqual([]);

    await page.getByRole('button', { name: 'Compare with solution' }).click();
    await expect(compareDialog(page).getByRole('status')).toHaveText(/differs? between/, { timeout: DIFF_TIMEOUT_MS });
    expect(await seriousViolations(page), 'Compare dialog').toEqual([]);
  });
}
