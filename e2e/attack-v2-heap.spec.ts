import { expect, test } from '@playwright/test';
import LZString from 'lz-string';
import { runButton, withoutMonaco } from './support';

// Attack (issue 12): a v2 program that kills the sandbox frame, then v2 code again. The frame is
// replaced, and the new Worker must be handed the packs once more. Heap limit as in heap-bomb.spec.ts.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--js-flags=--max-old-space-size=512'],
  },
});

const shareLink = (code: string) => `/playground/#code/${LZString.compressToEncodedURIComponent(code)}`;
const V2_CODE = "import { McpServer } from '@modelcontextprotocol/server';\nconsole.log('v2 says', typeof McpServer);\n";

test.describe('attack: a v2 program that kills its sandbox', () => {
  test('after a heap bomb in a v2 program, the next v2 program runs in the new frame (its packs handed over again)', async ({ page, context }) => {
    // As in heap-bomb.spec.ts: the page is read through its own DevTools session once the frame dies.
    const devtools = await context.newCDPSession(page);
    const evaluate = async <T,>(expression: string): Promise<T> =>
      (await devtools.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })).result.value as T;
    const consoleText = () => evaluate<string>(`document.querySelector('section[aria-label="Console"]')?.textContent ?? ''`);
    page.on('crash', () => {});
    await withoutMonaco(page);
    await page.goto(shareLink("import { McpServer } from '@modelcontextprotocol/server';\nconst hoard: McpServer[][] = [];\nfor (;;) hoard.push(new Array(1e6).fill(new McpServer({ name: 'x', version: '1' })));\n"));
    await expect(runButton(page)).toBeEnabled();
    await runButton(page).click();
    await expect.poll(consoleText, { timeout: 30_000 }).toMatch(/ran out of memory/);

    await evaluate(`(() => { const input = document.querySelector('section[aria-label="Editor"] textarea'); input.focus(); input.select(); })()`);
    await devtools.send('Input.insertText', { text: V2_CODE });
    const enabledRun = `document.querySelector('button.run-button.button--primary:not([disabled])')`;
    await expect.poll(() => evaluate<boolean>(`Boolean(${enabledRun})`)).toBe(true);
    await evaluate(`${enabledRun}.click()`);
    await expect.poll(consoleText, { timeout: 30_000 }).toContain('v2 says function');
  });
});
