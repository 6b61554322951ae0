import { expect, test, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { LESSON_1, lessonFile, region, run, setCode } from './support';

// The code editor: a light view usable at once, then Monaco in its place without losing anything.
// Holding back Monaco's chunk makes "before Monaco" a state the test controls, not a race.

const MONACO_CHUNK = /\/assets\/monacoView-[^/]*\.js$/;
// Monaco is a 3 MB chunk: on a slow two-core machine running two workers it can take 20 s to arrive.
const MONACO_TIMEOUT_MS = 45_000;

function editor(page: Page) {
  return region(page, 'Editor').locator('.code-editor');
}

/** Delays Monaco's chunk until the returned function is called. */
async function holdMonaco(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(MONACO_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function monacoReady(page: Page) {
  await expect(editor(page)).toHaveAttribute('data-editor', 'monaco', { timeout: MONACO_TIMEOUT_MS });
}

/** The playground's code, read from its address (#code/<lz-string>, written as the learner types). */
async function playgroundCode(page: Page): Promise<string> {
  const hash = new URL(page.url()).hash;
  return hash.startsWith('#code/') ? (LZString.decompressFromEncodedURIComponent(hash.slice('#code/'.length)) ?? '') : '';
}

test.describe('code editor', () => {
  test.describe.configure({ timeout: 120_000 });

  test('works before Monaco arrives, and the swap keeps every keystroke, the caret and the layout', async ({ page }) => {
    const releaseMonaco = await holdMonaco(page);
    await page.goto('/playground/');
    await expect(editor(page)).toHaveAttribute('data-editor', 'light');
    await setCode(page, 'const typed = "');
    await page.keyboard.type('before');
    const lightBox = await editor(page).locator('.code-editor__surface').boundingBox();

    releaseMonaco();
    // Keep typing while Monaco loads and takes over: no keystroke may be lost or reordered.
    let typed = '';
    for (let after = 0; after < 5; ) {
      await page.keyboard.type('x');
      typed += 'x';
      if ((await editor(page).getAttribute('data-editor')) === 'monaco') after++;
      expect(typed.length).toBeLessThan(2000);
    }
    await page.keyboard.type('";');
    await expect.poll(() => playgroundCode(page)).toBe(`const typed = "before${typed}";`);
    expect(await editor(page).locator('.code-editor__surface').boundingBox()).toEqual(lightBox);
    await expect(page.getByRole('textbox', { name: 'Playground code' })).toBeFocused();
  });

  test('Ctrl+Enter inside the editor runs the code, in both views', async ({ page }) => {
    const releaseMonaco = await holdMonaco(page);
    await page.goto('/playground/');
    await setCode(page, "console.log('run from the light view');\n");
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(region(page, 'Console')).toContainText('run from the light view');

    releaseMonaco();
    await monacoReady(page);
    await setCode(page, "console.log('run from Monaco');\n");
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(region(page, 'Console')).toContainText('run from Monaco');
    // The chord ran the code and typed nothing.
    await expect.poll(() => playgroundCode(page)).toBe("console.log('run from Monaco');\n");
  });

  test('Ctrl+S inside the editor is taken by the editor, not the browser', async ({ page }) => {
    await page.goto(LESSON_1);
    await monacoReady(page);
    await page.evaluate(() => {
      // Capture phase (Monaco stops the event's propagation), read once the event has been handled.
      const record = (event: KeyboardEvent) => setTimeout(() => (document.body.dataset.savePrevented = String(event.defaultPrevented)));
      window.addEventListener('keydown', (event) => event.key === 's' && record(event), true);
    });
    await editor(page).locator('.code-editor__surface').click();
    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.locator('body')).toHaveAttribute('data-save-prevented', 'true');
  });

  test('after Solve, Ctrl+Z in the editor brings the previous code back', async ({ page }) => {
    await page.goto(LESSON_1);
    await monacoReady(page);
    await setCode(page, '// my attempt\n');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    const solutionLine = lessonFile('solution.ts').split('\n').find((line) => line.includes('McpServer('))!;
    await expect(region(page, 'Editor')).toContainText(solutionLine.trim());
    await editor(page).locator('.code-editor__surface').click();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(region(page, 'Editor')).toContainText('// my attempt');
    await expect(region(page, 'Editor')).not.toContainText('McpServer');
  });

  test('a runtime error is marked at its line, with its message under the editor', async ({ page }) => {
    await page.goto('/playground/');
    await monacoReady(page);
    await setCode(page, "const answer = 42;\nthrow new Error('boom at line two');\n");
    await run(page);
    const messages = editor(page).locator('.code-editor__messages');
    await expect(messages).toContainText('Line 2');
    await expect(messages).toContainText('boom at line two');
    const squiggle = editor(page).locator('.squiggly-error');
    await expect(squiggle).toHaveCount(1);
    await squiggle.hover({ force: true });
    await expect(page.getByRole('tooltip').filter({ hasText: 'boom at line two' })).toBeVisible();
  });

  test('the light view tints the error line', async ({ page }) => {
    await holdMonaco(page);
    await page.goto('/playground/');
    await setCode(page, "const answer = 42;\nthrow new Error('boom');\n");
    await run(page);
    await expect(editor(page).locator('.code-editor__marked-line[data-severity="error"]')).toHaveCount(1);
    await expect(editor(page).locator('.code-editor__messages')).toContainText('Line 2');
  });

  test('Tab indents, and Escape then Tab leaves the editor (no keyboard trap)', async ({ page }) => {
    const releaseMonaco = await holdMonaco(page);
    await page.goto('/playground/');
    await setCode(page, 'x');
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    await expect.poll(() => playgroundCode(page)).toBe('  x');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Playground code' })).not.toBeFocused();

    releaseMonaco();
    await monacoReady(page);
    await editor(page).locator('.code-editor__surface').click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.code-editor') ?? null)).toBeNull();
  });
});
