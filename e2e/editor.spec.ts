import { expect, test, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { hoverWidget, LESSON_1, lessonFile, MONACO_CHUNK, region, run, runButton, setCode, textBox } from './support';

// The code editor: a light view usable at once, then Monaco in its place without losing anything.
// Holding back Monaco's chunk makes "before Monaco" a state the test controls, not a race.

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
  return hash.startsWith('#code/')
    ? (LZString.decompressFromEncodedURIComponent(hash.slice('#code/'.length)) ?? '')
    : '';
}

test.describe('code editor', () => {
  test.describe.configure({ timeout: 120_000 });

  test('works before Monaco arrives, and the swap keeps every keystroke, the caret and the layout', async ({
    page,
  }) => {
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

  test('Monaco is coloured from the frame it appears in, like the light view it replaces', async ({ page }) => {
    // The token classes Monaco's lines carry at the swap and one frame later (mtk1 is plain text).
    await page.addInitScript(() => {
      const seen: string[][] = [];
      (window as unknown as { tokenClassesAtSwap: string[][] }).tokenClassesAtSwap = seen;
      const tokenClasses = () => [
        ...new Set(
          [...document.querySelectorAll('.monaco-editor .view-lines span span')].map((span) => span.className),
        ),
      ];
      new MutationObserver(() => {
        if (seen.length > 0 || !document.querySelector('[data-editor="monaco"]')) return;
        seen.push(tokenClasses());
        requestAnimationFrame(() => seen.push(tokenClasses()));
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(LESSON_1);
    await monacoReady(page);
    const atSwap = await page.waitForFunction(() => {
      const seen = (window as unknown as { tokenClassesAtSwap: string[][] }).tokenClassesAtSwap;
      return seen.length === 2 && seen;
    });
    for (const classes of (await atSwap.jsonValue()) as string[][]) {
      expect(classes.filter((name) => /^mtk\d+/.test(name) && name !== 'mtk1').length).toBeGreaterThan(2);
    }
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
      const record = (event: KeyboardEvent) =>
        setTimeout(() => (document.body.dataset.savePrevented = String(event.defaultPrevented)));
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
    const solutionLine = lessonFile('solution.ts')
      .split('\n')
      .find((line) => line.includes('McpServer('))!;
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
    // Focus goes on to the next control (the editor's bar), out of the text.
    expect(await page.evaluate(() => document.activeElement?.closest('.code-editor__surface') ?? null)).toBeNull();
    await expect(page.getByRole('textbox', { name: 'Playground code' })).not.toBeFocused();
  });
});

// The SDK's types in the editor (Monaco's TS service with the declarations built from the installed
// packages), and the editor's bar: type errors, save and run messages, text size, shortcuts help.

const SERVER_PROGRAM = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { z } from 'zod';",
  '',
  "const server = new McpServer({ name: 'typed', version: '1.0.0' });",
  "console.log('server made');",
  'server',
].join('\n');

test.describe('the editor knows the SDK', () => {
  test.describe.configure({ timeout: 120_000 });

  test('hovering McpServer shows its constructor signature and its docs', async ({ page }) => {
    await page.goto(LESSON_1);
    await monacoReady(page);
    await expect(async () => {
      const at = await textBox(page, 'new McpServer(', 'McpServer');
      expect(at).not.toBeNull();
      await page.mouse.move(at!.x, at!.y);
      await expect(hoverWidget(page)).toContainText('McpServer(serverInfo: Implementation', { timeout: 5_000 });
    }).toPass({ timeout: MONACO_TIMEOUT_MS });
    await expect(hoverWidget(page)).toContainText('High-level MCP server');
  });

  test('completion after `server.` lists registerTool, and signature help shows its parameters', async ({ page }) => {
    await page.goto('/playground/');
    await monacoReady(page);
    await setCode(page, SERVER_PROGRAM);
    await page.keyboard.type('.');
    const suggestions = page.locator('.suggest-widget');
    await expect(suggestions).toBeVisible({ timeout: MONACO_TIMEOUT_MS });
    await expect(suggestions.getByRole('option', { name: /registerTool/ })).toBeVisible();
    await expect(suggestions.getByRole('option', { name: /registerResource/ })).toBeVisible();

    // Signature help inside the call.
    await page.keyboard.press('Escape');
    await page.keyboard.type('registerTool(');
    await expect(page.locator('.parameter-hints-widget')).toContainText('name: string', { timeout: MONACO_TIMEOUT_MS });
  });

  test('a wrong argument type is underlined and counted before Run; the count leads to it; a run still works and says so', async ({
    page,
  }) => {
    await page.goto('/playground/');
    await monacoReady(page);
    await setCode(page, SERVER_PROGRAM.replace("name: 'typed'", 'name: 42').replace(/\nserver$/, '\n'));
    const count = page.getByRole('button', { name: '1 type error' });
    await expect(count).toBeVisible({ timeout: MONACO_TIMEOUT_MS });
    await expect(editor(page).locator('.squiggly-error')).toHaveCount(1);
    await expect(region(page, 'Console')).not.toContainText('server made');

    // The count moves the cursor onto the error and shows its message.
    await page.keyboard.press('ControlOrMeta+Home');
    await count.click();
    await expect(page.getByRole('textbox', { name: 'Playground code' })).toBeFocused();
    await expect(hoverWidget(page)).toContainText("Type 'number' is not assignable to type 'string'");

    await run(page);
    await expect(region(page, 'Console')).toContainText('server made');
    await expect(editor(page).getByRole('status')).toHaveText(
      'Ran with 1 type error (types are checked by the editor, not at run time)',
    );
  });

  test('go to definition opens the declaration read-only, and Back returns to the code', async ({ page }) => {
    await page.goto(LESSON_1);
    await monacoReady(page);
    const at = await textBox(page, 'new McpServer(', 'McpServer');
    await page.mouse.click(at!.x, at!.y);
    // Asked before TypeScript is ready, the definition comes once it is.
    await page.keyboard.press('F12');
    await expect(editor(page)).toContainText('Reading @modelcontextprotocol/sdk/dist/esm/server/mcp.d.ts (read-only)', {
      timeout: MONACO_TIMEOUT_MS,
    });
    await expect(editor(page).locator('.view-lines')).toContainText('export declare class McpServer');
    await page.keyboard.type('typed into a declaration');
    await expect(editor(page).locator('.view-lines')).not.toContainText('typed into a declaration');

    await page.getByRole('button', { name: 'Back to your code' }).click();
    await expect(editor(page).locator('.view-lines')).toContainText(
      "const server = new McpServer({ name: 'word-tools'",
    );
    await expect(editor(page)).not.toContainText('Reading ');
  });
});

test.describe('the editor bar', () => {
  test('Ctrl+S says what it did: saved in the lesson, link copied in the playground', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(LESSON_1);
    await setCode(page, '// saved with Ctrl+S\n');
    await page.keyboard.press('ControlOrMeta+s');
    await expect(editor(page).getByRole('status')).toHaveText('Saved in this browser');

    await page.goto('/playground/');
    await setCode(page, "console.log('shared by Ctrl+S');\n");
    await page.keyboard.press('ControlOrMeta+s');
    await expect(editor(page).getByRole('status')).toHaveText(
      'Saved in this browser and the address bar; share link copied',
    );
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).hash).toBe(new URL(page.url()).hash);
    expect(await playgroundCode(page)).toBe("console.log('shared by Ctrl+S');\n");
  });

  test('the text size is remembered', async ({ page }) => {
    await page.goto('/playground/');
    const bar = editor(page).locator('.code-editor__bar');
    await expect(bar).toContainText('14 px');
    await page.getByRole('button', { name: 'Larger text' }).click();
    await expect(bar).toContainText('15 px');
    await expect(editor(page).locator('.code-editor__surface')).toHaveCSS('--code-editor-font-size', '15px');
    await page.reload();
    await expect(editor(page).locator('.code-editor__bar')).toContainText('15 px');
  });

  test('the shortcuts help lists the shortcuts and closes with Escape', async ({ page }) => {
    await page.goto(LESSON_1);
    const button = page.getByRole('button', { name: 'Shortcuts' });
    await button.click();
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row', { name: /Run the code/ })).toContainText(/Ctrl\+Enter|⌘Enter/);
    await expect(help.getByRole('row', { name: /Save your code in this browser/ })).toBeVisible();
    await expect(help.getByRole('row', { name: /Leave the editor/ })).toContainText('Escape, then Tab');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the light editor edits and runs with the touch keyboard, and Solve, Reset and Share work', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const monacoRequests: string[] = [];
    page.on('request', (request) => MONACO_CHUNK.test(request.url()) && monacoRequests.push(request.url()));
    await page.goto('/playground/');
    const input = page.getByRole('textbox', { name: 'Playground code' });
    await input.tap();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText("console.log('typed on a phone');");
    await runButton(page).tap();
    await expect(region(page, 'Console')).toContainText('typed on a phone');
    // Deleting with the keyboard's backspace, then typing again.
    await input.tap();
    await page.keyboard.press('End');
    for (let i = 0; i < "phone');".length; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type("tablet');");
    await expect.poll(() => playgroundCode(page)).toBe("console.log('typed on a tablet');");
    await page.getByRole('button', { name: 'Share', exact: true }).tap();
    await expect(page.getByText('Link copied')).toBeVisible();
    // Never Monaco on a touch screen (a desktop page has asked for it long before this point), and no sideways scrolling.
    expect(monacoRequests).toEqual([]);
    await expect(editor(page)).toHaveAttribute('data-editor', 'light');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);

    await page.goto(LESSON_1);
    await page.getByRole('button', { name: 'Solve', exact: true }).tap();
    const solutionLine = lessonFile('solution.ts')
      .split('\n')
      .find((line) => line.includes('callTool('))!;
    // The code the learner has: the text area's value (its markup's default text is not what it shows).
    const code = page.getByRole('textbox', { name: /^Code for lesson 1:/ });
    const hasSolutionLine = async () => (await code.inputValue()).includes(solutionLine.trim());
    await expect.poll(hasSolutionLine).toBe(true);
    await page.getByRole('button', { name: 'Reset', exact: true }).tap();
    await expect.poll(hasSolutionLine).toBe(false);
    await expect(region(page, 'Editor')).toContainText("import { z } from 'zod';");
    // Touch screens start with 16 px text, so that focusing the editor does not zoom the page.
    await expect(editor(page).locator('.code-editor__bar')).toContainText('16 px');
  });
});
