import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { LESSON_1, region, run, runButton } from './support';

// On a desktop the lesson page is two panes that scroll on their own: the document itself never
// scrolls (no white page under a slid-away header), whatever the learner does.

const LESSONS_DIR = new URL('../lessons/', import.meta.url);
const slugs = readdirSync(LESSONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^\d{2}-/.test(entry.name))
  .map((entry) => entry.name.replace(/^\d{2}-/, ''))
  .sort();

const DESKTOP = { width: 1400, height: 900 };
const MONACO_TIMEOUT_MS = 60_000;

async function documentMetrics(page: Page) {
  return page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
    scrollY: window.scrollY,
  }));
}

async function expectDocumentStill(page: Page): Promise<void> {
  const metrics = await documentMetrics(page);
  expect(metrics.scrollY, 'the document scrolled').toBe(0);
  expect(metrics.height, 'the document is taller than the viewport').toBe(metrics.viewport);
}

test.describe('lesson layout on a desktop', () => {
  test.use({ viewport: DESKTOP });

  // One test per lesson: together they took most of one test's time limit on a busy machine.
  for (const slug of slugs) {
    test(`${slug}, after a run, is exactly as tall as the viewport`, async ({ page }) => {
      await page.goto(`/lessons/${slug}/`);
      await run(page);
      await expectDocumentStill(page);
    });
  }

  test('scrolling the lesson text to its end, or the wheel over the header, moves only the panes', async ({ page }) => {
    await page.goto('/lessons/stdio-and-streamable-http/');
    await run(page);
    const prose = page.locator('.lesson-prose');
    await prose.hover();
    for (let i = 0; i < 30; i++) await page.mouse.wheel(0, 400);
    await expect
      .poll(() => prose.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1))
      .toBe(true);
    await page.locator('.app-header').hover();
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 400);
    await region(page, 'Console').hover();
    for (let i = 0; i < 30; i++) await page.mouse.wheel(0, 400);
    await expect(page.getByRole('link', { name: 'MCP Tour' })).toBeInViewport();
    await expectDocumentStill(page);
  });

  test('moving the caret through the code never scrolls the document or hides Run', async ({ page }) => {
    await page.goto(LESSON_1);
    await expect(region(page, 'Editor').locator('[data-editor="monaco"]')).toBeVisible({ timeout: MONACO_TIMEOUT_MS });
    await region(page, 'Editor').locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+End');
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ControlOrMeta+Home');
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowDown');
    await expectDocumentStill(page);
    await expect(runButton(page)).toBeInViewport();
  });

  test('after "Skip to content" the keyboard scrolls the lesson text', async ({ page }) => {
    await page.goto(LESSON_1);
    await expect(runButton(page)).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    const prose = page.locator('.lesson-prose');
    await page.keyboard.press('PageDown');
    await expect.poll(() => prose.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
    await page.keyboard.press('End');
    await expect
      .poll(() => prose.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1))
      .toBe(true);
    await expectDocumentStill(page);
  });

  test('the success message appears in the Checks panel: the editor stays put and no view is covered', async ({
    page,
  }) => {
    await page.goto(LESSON_1);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
    const editorTop = async () => (await region(page, 'Editor').boundingBox())?.y;
    const before = await editorTop();
    await run(page);
    const message = page.getByRole('status').filter({ hasText: 'All checks pass. Lesson done!' });
    await expect(message).toBeVisible();
    expect(await editorTop()).toBe(before);
    await expect(page.getByRole('link', { name: /^Next: 2\./ })).toBeInViewport();
    // In the flow of the Checks panel, not floating over the Console or the views.
    await expect(region(page, 'Checks').getByText('All checks pass. Lesson done!')).toBeVisible();
    const shown = (await message.boundingBox())!;
    for (const name of ['Console', 'Chain'] as const) {
      const other = (await region(page, name).boundingBox())!;
      const apart =
        shown.y + shown.height <= other.y ||
        other.y + other.height <= shown.y ||
        shown.x + shown.width <= other.x ||
        other.x + other.width <= shown.x;
      expect(apart, name).toBe(true);
    }
  });
});
