import { expect, test, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { region, setCode, withoutMonaco } from './support';

// Typing code as a learner does: a closing brace lines up with its block and is never doubled,
// Shift+Alt+F formats, and F8's error view names the file as the lesson does (main.ts).

const MONACO_TIMEOUT_MS = 45_000;

const editor = (page: Page) => region(page, 'Editor').locator('.code-editor');

async function monacoReady(page: Page): Promise<void> {
  await expect(editor(page)).toHaveAttribute('data-editor', 'monaco', { timeout: MONACO_TIMEOUT_MS });
}

/** The playground's code, from its address (written as the learner types). */
async function playgroundCode(page: Page): Promise<string> {
  const hash = new URL(page.url()).hash;
  return hash.startsWith('#code/')
    ? (LZString.decompressFromEncodedURIComponent(hash.slice('#code/'.length)) ?? '')
    : '';
}

/** Empties the editor and types `keys` (strings typed, "Enter" pressed). */
async function typeInto(page: Page, surface: string, keys: string[]): Promise<void> {
  await editor(page).locator(surface).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  for (const key of keys) {
    if (key === 'Enter') await page.keyboard.press('Enter');
    else await page.keyboard.type(key);
  }
}

const BLOCK = ['if (ready) {', 'Enter', 'go();', 'Enter', '}'];

test.describe('typing in the editor', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Monaco: "}" on a new line lines up with its block, and the brace Monaco added is not doubled', async ({
    page,
  }) => {
    await page.goto('/playground/');
    await monacoReady(page);
    await typeInto(page, '.monaco-editor .view-lines', BLOCK);
    await expect.poll(() => playgroundCode(page)).toBe('if (ready) {\n  go();\n}');
    // The caret is right after that brace.
    await page.keyboard.type(' // done');
    await expect.poll(() => playgroundCode(page)).toBe('if (ready) {\n  go();\n} // done');
  });

  test('the light editor: "}" on a new line lines up with its block', async ({ page }) => {
    await withoutMonaco(page);
    await page.goto('/playground/');
    await typeInto(page, '.code-editor__surface', BLOCK);
    await expect(region(page, 'Editor').getByRole('textbox')).toHaveValue('if (ready) {\n  go();\n}');
  });

  test('Shift+Alt+F formats the code', async ({ page }) => {
    await page.goto('/playground/');
    await monacoReady(page);
    await setCode(page, 'const   total=1+2;\nif(total>2){console.log( total )}\n');
    await page.keyboard.press('Shift+Alt+F');
    await expect
      .poll(() => playgroundCode(page), { timeout: MONACO_TIMEOUT_MS })
      .toBe('const total = 1 + 2;\nif (total > 2) { console.log(total) }\n');
  });

  test("F8's error view names the lesson's file, main.ts", async ({ page }) => {
    await page.goto('/playground/');
    await monacoReady(page);
    await setCode(page, "const count: number = 'three';\nconsole.log(count);\n");
    await expect(page.getByRole('button', { name: '1 type error' })).toBeVisible({ timeout: MONACO_TIMEOUT_MS });
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('F8');
    const view = page.locator('.peekview-widget').filter({ has: page.locator('.marker-widget') });
    await expect(view).toBeVisible();
    await expect(view.locator('.peekview-title')).toContainText('main.ts');
    await expect(view).not.toContainText(/code-\d+\.ts/);
    await expect(view).toContainText("Type 'string' is not assignable to type 'number'");
  });
});
