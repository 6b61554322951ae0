import { expect, test, type Page } from '@playwright/test';
import { LESSON_1, openView, region, run } from './support';

// Pictures of the main pages for a human to look at (e2e/screenshots/, not committed).

const SHOTS = 'e2e/screenshots';

async function lessonAfterSolve(page: Page) {
  await page.goto(LESSON_1);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await run(page);
  await expect(page.getByText('All checks pass. Lesson done!')).toBeVisible();
}

async function playgroundAfterRun(page: Page) {
  await page.goto('/playground/');
  await run(page);
  await expect(region(page, 'Console')).toContainText('2 + 3 =');
}

const layouts = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const, fullPage: false },
  { name: 'narrow', viewport: { width: 375, height: 812 }, colorScheme: 'light' as const, fullPage: true },
  { name: 'dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' as const, fullPage: false },
];

for (const layout of layouts) {
  test.describe(`screenshots: ${layout.name}`, () => {
    test.use({ viewport: layout.viewport, colorScheme: layout.colorScheme });

    test('home', async ({ page }) => {
      // Lesson 1 finished earlier, so the list shows a done mark and progress.
      await page.addInitScript(() => localStorage.setItem('mcp-tour:v1:done', JSON.stringify(['host-client-server'])));
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${layout.name}-home.png`, fullPage: layout.fullPage });
    });

    test('lesson, fresh', async ({ page }) => {
      await page.goto(LESSON_1);
      await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
      await page.screenshot({ path: `${SHOTS}/${layout.name}-lesson.png`, fullPage: layout.fullPage });
    });

    test('lesson, solved and run', async ({ page }) => {
      await lessonAfterSolve(page);
      await page.screenshot({ path: `${SHOTS}/${layout.name}-lesson-solved.png`, fullPage: layout.fullPage });
      await region(page, 'Checks').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${layout.name}-lesson-panels.png`, fullPage: false });
    });

    test('lesson, error', async ({ page }) => {
      await page.goto(LESSON_1);
      await page.getByRole('region', { name: 'Editor' }).locator('.code-editor__surface').click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText("console.log('start');\nconst broken: any = null;\nbroken.call();\n");
      await run(page);
      await region(page, 'Console').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${layout.name}-lesson-error.png`, fullPage: layout.fullPage });
    });

    test('playground', async ({ page }) => {
      await playgroundAfterRun(page);
      const messages = await openView(page, 'Messages');
      await messages.getByRole('button', { name: /^\d+ tools\/call\b/ }).click();
      await page.screenshot({ path: `${SHOTS}/${layout.name}-playground.png`, fullPage: layout.fullPage });
    });

    test('not found', async ({ page }) => {
      await page.goto('/lessons/no-such-lesson/');
      await page.screenshot({ path: `${SHOTS}/${layout.name}-not-found.png`, fullPage: layout.fullPage });
    });
  });
}
