import { expect, test } from '@playwright/test';
import LZString from 'lz-string';
import { runButton, withoutMonaco } from './support';

// A program that allocates until the heap is full kills the sandbox frame's process, not the page.
// V8's heap limit is set as low as a phone's, so the bomb reaches it well before the 5 s time
// limit even on a busy machine (at this machine's default of several GB it takes 2-6 s).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--js-flags=--max-old-space-size=512'],
  },
});

const shareLink = (code: string) => `/playground/#code/${LZString.compressToEncodedURIComponent(code)}`;

test('a heap bomb ends with the out-of-memory message, and the next Run works', async ({ page, context }) => {
  // The bomb kills the sandbox frame's process. Playwright then calls the whole page crashed
  // (it watches every frame's process) although the page lives on, so from here on the test
  // reads and clicks the page through its own DevTools session, as a person would see it.
  const devtools = await context.newCDPSession(page);
  const evaluate = async <T,>(expression: string): Promise<T> =>
    (await devtools.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })).result.value as T;
  const consoleText = () => evaluate<string>(`document.querySelector('section[aria-label="Console"]')?.textContent ?? ''`);
  page.on('crash', () => {});
  await withoutMonaco(page);
  await page.goto(shareLink('const hoard: number[][] = [];\nfor (;;) hoard.push(new Array(1e6).fill(1.5));\n'));
  await expect(runButton(page)).toBeEnabled();
  await runButton(page).click();
  await expect.poll(consoleText, { timeout: 30_000 }).toMatch(/The code ran out of memory \(or crashed\) after \d+\.\d s/);
  expect(await evaluate<string>('document.body.textContent')).toContain('Ran out of memory');

  // A new program, typed into the editor and run with the Run button.
  await evaluate(`(() => { const input = document.querySelector('section[aria-label="Editor"] textarea'); input.focus(); input.select(); })()`);
  await devtools.send('Input.insertText', { text: "console.log('alive again');\n" });
  const enabledRun = `document.querySelector('button.run-button.button--primary:not([disabled])')`;
  await expect.poll(() => evaluate<boolean>(`Boolean(${enabledRun})`)).toBe(true);
  await evaluate(`${enabledRun}.click()`);
  await expect.poll(consoleText, { timeout: 30_000 }).toContain('alive again');
});
