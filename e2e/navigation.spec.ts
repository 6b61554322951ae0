import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { LESSON_1, lessonFile, region, runButton, setCode } from './support';

// The site is a single-page app over prerendered pages: every page is a static file that the app
// hydrates, and from then on in-app links change the page without loading another. These tests
// follow links as a learner does and read what the page shows; a mark left on `window` tells a page
// load (the mark is gone) from an in-app navigation (the mark stays).

const LESSON_2 = '/lessons/your-first-tool/';

async function markThisDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { visitMark: string }).visitMark = 'same document';
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { visitMark?: string }).visitMark === 'same document');
}

/** Console errors and warnings, hydration mismatches among them, from the moment this is called. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const liveRegion = (page: Page) => page.locator('.app > [role="status"][aria-live="polite"]');

test('every page hydrates its prerendered markup with no error or warning in the console', async ({ page }) => {
  const problems = consoleProblems(page);
  for (const path of ['/', LESSON_1, '/playground/', '/no-such-page/', '/lessons/no-such-lesson/']) {
    await page.goto(path);
    // Hydrated: the page's own state has been drawn (the editor appears only in the browser).
    if (path === LESSON_1 || path === '/playground/') await expect(runButton(page)).toBeEnabled({ timeout: 30_000 });
    else await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#root h1')).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No lesson at this address');
  // The unknown addresses answer 404 (with the not-found page), which the browser reports.
  expect(problems.filter((problem) => !problem.includes('status of 404 (Not Found)'))).toEqual([]);
});

test('Next, Previous, Back and Forward change the lesson without a page load', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto(LESSON_1);
  await expect(runButton(page)).toBeEnabled();
  await markThisDocument(page);

  await page.getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(LESSON_2);
  await expect(page).toHaveTitle(/^2\. .* — MCP Tour$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(liveRegion(page)).toHaveText(await heading.innerText());
  await expect(runButton(page)).toBeEnabled();

  await page.getByRole('link', { name: /^Previous/ }).click();
  await expect(page).toHaveURL(LESSON_1);
  await expect(page).toHaveTitle(/^1\. .* — MCP Tour$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(LESSON_2);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.goForward();
  await expect(page).toHaveURL(LESSON_1);
  await expect(runButton(page)).toBeEnabled();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Playground' }).click();
  await expect(page).toHaveURL('/playground/');
  await expect(page).toHaveTitle('Playground — MCP Tour');
  await expect(runButton(page)).toBeEnabled();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lessons' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: /Lesson 2:/ }).click();
  await expect(page).toHaveURL(LESSON_2);

  expect(await sameDocument(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('the sandbox frame and the editor stay through five lessons', async ({ page }) => {
  // Five lessons with the full editor: more than the default ceiling on a busy 2-core machine.
  test.slow();
  await page.goto(LESSON_1);
  await expect(runButton(page)).toBeEnabled({ timeout: 30_000 });
  // The full editor has taken over from the light one.
  await expect(region(page, 'Editor').locator('.monaco-editor')).toHaveCount(1, { timeout: 60_000 });
  // The editor's container is made once per Monaco editor (src/ui/editor/monaco/monacoView.ts); the
  // view inside it (.monaco-editor) Monaco draws anew for each model it is given.
  const EDITOR = '.code-editor__monaco-frame';
  await page.evaluate((editor) => {
    for (const element of [document.querySelector('iframe'), document.querySelector(editor)])
      (element as unknown as { visitMark: string }).visitMark = 'first';
  }, EDITOR);
  for (let step = 2; step <= 6; step += 1) {
    await page.getByRole('link', { name: /^Next/ }).click();
    await expect(page).toHaveTitle(new RegExp(`^${step}\\. `));
    await expect(runButton(page)).toBeEnabled();
    await expect(region(page, 'Editor').locator('.monaco-editor')).toHaveCount(1);
  }
  const kept = await page.evaluate(
    (editor) => ({
      frames: document.querySelectorAll('iframe').length,
      frameKept: (document.querySelector('iframe') as unknown as { visitMark?: string })?.visitMark === 'first',
      editors: document.querySelectorAll('.monaco-editor').length,
      editorKept: (document.querySelector(editor) as unknown as { visitMark?: string })?.visitMark === 'first',
    }),
    EDITOR,
  );
  expect(kept).toEqual({ frames: 1, frameKept: true, editors: 1, editorKept: true });
});

test('a deep link and a reload open the lesson they name', async ({ page }) => {
  await page.goto(LESSON_2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your first tool');
  await expect(runButton(page)).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your first tool');
  await expect(runButton(page)).toBeEnabled();
});

test('an unknown address shows the not-found page, whose lesson list navigates in the app', async ({ page }) => {
  await page.goto('/lessons/not-a-lesson/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No lesson at this address');
  await markThisDocument(page);
  await page.getByRole('link', { name: /Lesson 1:/ }).click();
  await expect(page).toHaveURL(LESSON_1);
  await expect(runButton(page)).toBeEnabled();
  expect(await sameDocument(page)).toBe(true);
});

test('a modifier-click opens the link in a new tab and leaves this page as it is', async ({ page, context }) => {
  await page.goto(LESSON_1);
  await expect(runButton(page)).toBeEnabled();
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: /^Next/ }).click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(LESSON_2);
  await expect(page).toHaveURL(LESSON_1);
});

test("each lesson's code and the playground's survive navigating away and back", async ({ page }) => {
  await page.goto(LESSON_1);
  await setCode(page, '// lesson one, edited\nconsole.log(1);\n');
  await page.getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(LESSON_2);
  await setCode(page, '// lesson two, edited\nconsole.log(2);\n');
  await page.goBack();
  await expect(region(page, 'Editor')).toContainText('// lesson one, edited');
  await page.goForward();
  await expect(region(page, 'Editor')).toContainText('// lesson two, edited');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Playground' }).click();
  await setCode(page, '// playground, edited\nconsole.log(3);\n');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lessons' }).click();
  await expect(page).toHaveURL('/');
  await page.goBack();
  await expect(region(page, 'Editor')).toContainText('// playground, edited');
});

test("a lesson's editor keeps its undo history when the learner comes back to it", async ({ page }) => {
  test.slow();
  const starterLine = lessonFile('main.ts')
    .split('\n')
    .find((line) => line.trim() !== '')!
    .trim();
  const monaco = (timeout?: number) =>
    expect(region(page, 'Editor').locator('.code-editor')).toHaveAttribute('data-editor', 'monaco', { timeout });
  await page.goto(LESSON_1);
  await monaco(60_000);
  await setCode(page, '// my first try\n');
  // Reset is one edit in the editor's history.
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(region(page, 'Editor')).toContainText(starterLine);
  await page.getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(LESSON_2);
  await monaco();
  await page.goBack();
  await expect(page).toHaveURL(LESSON_1);
  await monaco();

  await region(page, 'Editor').locator('.code-editor__surface').click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(region(page, 'Editor')).toContainText('// my first try');
  await expect(region(page, 'Editor')).not.toContainText(starterLine);
  // What Undo brought back is the lesson's code: it is saved, and a reload opens it.
  await page.reload();
  await expect(region(page, 'Editor')).toContainText('// my first try');
});

test('Back puts the lesson list where it was scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/');
  const card = page.getByRole('link', { name: /Lesson 6:/ });
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  await card.click();
  await expect(page).toHaveURL(/\/lessons\//);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('pages reached in the app have no serious accessibility problems', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Lesson 1:/ }).click();
  await expect(runButton(page)).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Playground' }).click();
  await expect(runButton(page)).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
});
