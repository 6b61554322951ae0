import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { playgroundLink, runButton, withoutMonaco } from './support';

// A program that allocates until the heap is full kills the sandbox frame's process, not the page.
// V8's heap limit is set low, so the bomb reaches it well before the 5 s time limit even on a
// saturated machine: under Node's V8 the bomb below fills 256 MB in about 1 s, 512 MB in about 2 s
// (at this machine's default of several GB it takes 2-6 s, and in CI a 512 MB bomb once outlived 5 s).
test.use({ launchOptions: chromiumLaunchOptions(['--js-flags=--max-old-space-size=256']) });

// Arrays of 100,000 numbers: V8 keeps them packed (a larger `new Array(n)` starts as a slow
// dictionary), so each push is one quick allocation the collector does not need to trace.
const HOARD = 'const hoard: number[][] = [];\nfor (;;) hoard.push(new Array(1e5).fill(1.5));\n';

/**
 * Runs `bomb`, waits for the Console to say `ended`, then types `next` and runs it. The bomb kills
 * the sandbox frame's process. Playwright then calls the whole page crashed (it watches every
 * frame's process) although the page lives on, so from there the test reads and clicks the page
 * through its own DevTools session, as a person would see it. Returns the Console's text.
 */
async function bombThenRun(
  page: Page,
  context: BrowserContext,
  bomb: string,
  ended: RegExp,
  next: string,
  nextPrints: string,
) {
  const devtools = await context.newCDPSession(page);
  const evaluate = async <T>(expression: string): Promise<T> =>
    (await devtools.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })).result
      .value as T;
  const consoleText = () =>
    evaluate<string>(`document.querySelector('section[aria-label="Console"]')?.textContent ?? ''`);
  page.on('crash', () => {});
  await withoutMonaco(page);
  await page.goto(playgroundLink(bomb));
  await expect(runButton(page)).toBeEnabled();
  await runButton(page).click();
  await expect.poll(consoleText, { timeout: 30_000 }).toMatch(ended);
  const afterBomb = await evaluate<string>('document.body.textContent');

  // A new program, typed into the editor and run with the Run button.
  await evaluate(
    `(() => { const input = document.querySelector('section[aria-label="Editor"] textarea'); input.focus(); input.select(); })()`,
  );
  await devtools.send('Input.insertText', { text: next });
  const enabledRun = `document.querySelector('button.run-button.button--primary:not([disabled])')`;
  await expect.poll(() => evaluate<boolean>(`Boolean(${enabledRun})`)).toBe(true);
  await evaluate(`${enabledRun}.click()`);
  await expect.poll(consoleText, { timeout: 30_000 }).toContain(nextPrints);
  return afterBomb;
}

test('a heap bomb ends with the out-of-memory message, and the next Run works', async ({ page, context }) => {
  const afterBomb = await bombThenRun(
    page,
    context,
    HOARD,
    /The code ran out of memory \(or crashed\) after \d+\.\d s/,
    "console.log('alive again');\n",
    'alive again',
  );
  expect(afterBomb).toContain('Ran out of memory');
});

test('after a heap bomb in a v2 program, the next v2 program runs in the new frame (its packs handed over again)', async ({
  page,
  context,
}) => {
  // The frame must die (a run stopped by the time limit keeps its frame, and proves nothing here):
  // SDK v2 is loaded into the frame, then the heap fills with arrays of numbers, which the
  // collector does not trace, as fast as the first test's bomb.
  const afterBomb = await bombThenRun(
    page,
    context,
    `import { McpServer } from '@modelcontextprotocol/server';\nconsole.log('v2 loaded', typeof McpServer);\n${HOARD}`,
    /The code ran out of memory \(or crashed\) after \d+\.\d s/,
    "import { McpServer } from '@modelcontextprotocol/server';\nconsole.log('v2 says', typeof McpServer);\n",
    'v2 says function',
  );
  expect(afterBomb).toContain('v2 loaded function');
  expect(afterBomb).toContain('Ran out of memory');
});
