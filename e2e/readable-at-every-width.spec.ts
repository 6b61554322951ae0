import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { openView, region, setCode, solveAndRun } from './support';

// What a learner reads must fit where it is shown, at the common desktop widths and on a phone:
// lesson tables and code blocks wrap inside the lesson column, and the LLM context's "never sent
// to the model" values keep room to be read. The editor wraps long lines on Alt+Z.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 375, height: 800 },
] as const;

const MONACO_TIMEOUT_MS = 45_000;

/** Elements of `selector` whose content is wider than the box that shows it (something cut off or hidden in a scroll). */
function overflowing(page: Page, selector: string) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent?.slice(0, 60)),
    selector,
  );
}

for (const size of SIZES) {
  test(`lesson tables and code blocks fit the lesson column at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const slug of ['what-changed-on-the-wire', 'porting-a-server-to-sdk-v2', 'structured-output']) {
      await page.goto(`/lessons/${slug}/`);
      await expect(page.locator('.prose')).toBeVisible();
      expect(await overflowing(page, '.prose pre, .prose table'), slug).toEqual([]);
    }
    // Lesson 13's table, the core of that lesson: every cell inside the column.
    await page.goto('/lessons/porting-a-server-to-sdk-v2/');
    const column = await page.locator('.prose').boundingBox();
    const cells = await page
      .locator('.prose table td, .prose table th')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
    expect(cells.length).toBeGreaterThan(0);
    for (const right of cells) expect(right).toBeLessThanOrEqual(column!.x + column!.width + 1);
  });
}

test('the LLM context reads at 1280, 1440, 1920 and on a phone: values keep half the row', async ({ page }) => {
  await page.setViewportSize(SIZES[1]);
  await solveAndRun(page, 'what-changed-on-the-wire');
  const context = await openView(page, 'LLM context');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const rows = await context.locator('.llm-boundary__values .name-values__row').evaluateAll((elements) =>
      elements
        .filter((row) => row.getClientRects().length > 0)
        .map((row) => ({
          row: row.getBoundingClientRect().width,
          value: row.querySelector('dd')!.getBoundingClientRect().width,
          name: row.querySelector('dt')!.textContent,
        })),
    );
    expect(rows.length, `${size.width}`).toBeGreaterThan(0);
    for (const { row, value, name } of rows)
      expect(value, `${name} at ${size.width}`).toBeGreaterThanOrEqual(row * 0.45);
    expect(await overflowing(page, '.llm-boundary, .llm-entry')).toEqual([]);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('Alt+Z wraps long lines and is remembered; a line that fits scrolls the editor back left', async ({ page }) => {
  await page.goto('/playground/');
  const editor = region(page, 'Editor').locator('.code-editor');
  await expect(editor).toHaveAttribute('data-editor', 'monaco', { timeout: MONACO_TIMEOUT_MS });
  await setCode(page, `const short = 1;\nconst long = '${'x'.repeat(400)}';\nconst b = 2;\n`);
  // Lines on screen: a wrapped long line takes several.
  const screenLines = () => page.locator('.monaco-editor .view-line').count();
  const scrolledLeft = () =>
    page.locator('.monaco-editor .lines-content').evaluate((element) => Number.parseFloat(element.style.left || '0'));

  // Without wrap: the end of the long line scrolls the editor right; the next, short line brings it back.
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect.poll(scrolledLeft).toBeLessThan(0);
  await page.keyboard.press('ArrowDown');
  await expect.poll(scrolledLeft).toBe(0);

  const unwrapped = await screenLines();
  await page.keyboard.press('Alt+z');
  await expect.poll(screenLines).toBeGreaterThan(unwrapped + 1);

  // Remembered: the next page's editor wraps too, until Alt+Z again.
  await page.goto('/playground/');
  await expect(editor).toHaveAttribute('data-editor', 'monaco', { timeout: MONACO_TIMEOUT_MS });
  await setCode(page, `const long = '${'x'.repeat(400)}';\n`);
  await expect.poll(screenLines).toBeGreaterThan(2);
  await page.keyboard.press('Alt+z');
  await expect.poll(screenLines).toBeLessThanOrEqual(2);
});

test('token counts: the tokenizer loads only when the LLM context opens, then counts each entry and the total', async ({
  page,
}) => {
  const tokenizer: string[] = [];
  page.on('request', (request) => {
    if (/o200k_base/.test(request.url())) tokenizer.push(request.url());
  });
  await solveAndRun(page, 'what-the-model-sees');
  await openView(page, 'Messages');
  expect(tokenizer).toEqual([]);
  const context = await openView(page, 'LLM context');
  await expect(context.getByText(/≈ [\d,]+ tokens in all/)).toBeVisible();
  await expect(context).toContainText('an estimate with the o200k_base (GPT-4o) tokenizer');
  expect(tokenizer.length).toBeGreaterThan(0);
  const perEntry = await context.locator('.llm-entry__tokens').allTextContents();
  expect(perEntry.length).toBe(await context.locator('.llm-entry').count());
  const sum = perEntry.reduce((total, text) => total + Number(text.replace(/[^\d]/g, '')), 0);
  await expect(context.getByText(/≈ [\d,]+ tokens in all/)).toContainText(`≈ ${sum.toLocaleString('en-US')} tokens`);
});
