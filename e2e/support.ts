import { expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import LZString from 'lz-string';

// Shared steps for the page specs: act the way a learner does (click, type, press Run) and read
// what the page shows, never its internals.

export const LESSON_1 = '/lessons/host-client-server/';

/** Monaco's chunk (the full editor), as the build names it. */
export const MONACO_CHUNK = /\/assets\/monacoView-[^/]*\.js$/;

/**
 * Keeps Monaco from loading (the light editor stays). For tests about something else that must react
 * within seconds: on a busy machine Monaco's start can hold the page's main thread for several.
 */
export async function withoutMonaco(page: Page): Promise<void> {
  await page.route(MONACO_CHUNK, (route) => route.abort());
}

export function lessonFile(name: 'main.ts' | 'solution.ts'): string {
  return readFileSync(new URL(`../lessons/01-host-client-server/${name}`, import.meta.url), 'utf8');
}

export type RegionName = 'Editor' | 'Console' | 'Checks' | 'Messages' | 'Chain' | 'LLM context' | 'Wire';

export function region(page: Page, name: RegionName) {
  return page.getByRole('region', { name, exact: true });
}

/** Opens one of the run views' tabs (Chain, Messages, LLM context, Wire), as a learner clicks it. */
export async function openView(page: Page, name: 'Chain' | 'Messages' | 'LLM context' | 'Wire') {
  await page.getByRole('tab', { name: new RegExp(`^${name}\\b`) }).click();
  const view = region(page, name);
  await expect(view).toBeVisible();
  return view;
}

export function runButton(page: Page) {
  return page.getByRole('button', { name: 'Run', exact: true });
}

/** Replaces the editor's code as a learner would: click in, select all, type (as one insertion). */
export async function setCode(page: Page, code: string): Promise<void> {
  const editor = region(page, 'Editor');
  await editor.locator('.code-editor__surface').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

/** Presses Run and waits until the run has finished (the button reads Run again). */
export async function run(page: Page): Promise<void> {
  await expect(runButton(page)).toBeEnabled();
  await runButton(page).click();
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0, { timeout: 20_000 });
  await expect(runButton(page)).toBeEnabled();
}

/**
 * After Run was pressed: samples the page (one script evaluation each) until Run is back, so a
 * page that stopped answering fails here. How fast it answers is the bench's to measure.
 */
export async function answersUntilRunIsBack(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Stop'),
        ),
      { timeout: 60_000 },
    )
    .toBe(false);
  await expect(runButton(page)).toBeEnabled();
}

/** Opens a lesson, presses Solve, then Run, and waits for the run to end. */
export async function solveAndRun(page: Page, slug: string): Promise<void> {
  await page.goto(`/lessons/${slug}/`);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await run(page);
}

/** The lanes of the chain diagram, one list item per connection. */
export function chainLanes(page: Page) {
  return region(page, 'Chain').getByRole('list', { name: 'Connections', exact: true }).locator(':scope > li');
}

/** The statuses of the check items, in order. */
export async function checkStatuses(page: Page): Promise<string[]> {
  return region(page, 'Checks')
    .locator('[data-status]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-status') ?? ''));
}

/**
 * The statuses once the run's checks are judged: the page marks them a moment after Run is back,
 * so this polls until there are checks and none is pending, then returns them.
 */
export async function checkVerdicts(page: Page): Promise<string[]> {
  return settledStatuses(() => checkStatuses(page));
}

/** Polls `read` until it lists statuses and none is pending; returns that list. */
export async function settledStatuses(read: () => Promise<string[]>): Promise<string[]> {
  let statuses: string[] = [];
  await expect
    .poll(async () => {
      statuses = await read();
      return statuses.length > 0 && !statuses.includes('pending');
    })
    .toBe(true);
  return statuses;
}

/** Makes every use of localStorage throw, as in a browser that blocks storage. */
export async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/** True when the page can be scrolled sideways (it should never be). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Where a piece of text is drawn in Monaco (its lines are re-rendered often, so locators go stale). */
export async function textBox(page: Page, lineText: string, word: string) {
  return page.evaluate(
    ({ lineText, word }) => {
      for (const line of document.querySelectorAll('[data-editor="monaco"] .view-line')) {
        const text = (line.textContent ?? '').replace(/\u00a0/g, ' ');
        const at = text.indexOf(lineText);
        if (at === -1) continue;
        const start = at + lineText.indexOf(word);
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        let offset = 0;
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          if (start >= offset && start < offset + node.length) {
            const range = document.createRange();
            range.setStart(node, start - offset);
            range.setEnd(node, Math.min(node.length, start - offset + word.length));
            const { x, y, width, height } = range.getBoundingClientRect();
            return { x: x + width / 2, y: y + height / 2 };
          }
          offset += node.length;
        }
      }
      return null;
    },
    { lineText, word },
  );
}

export function hoverWidget(page: Page) {
  return page.locator('.monaco-hover').filter({ visible: true });
}

/** The playground (or its embed page) opened from a share link carrying `code`. */
export function playgroundLink(
  code: string,
  { embed = false, query = '' }: { embed?: boolean; query?: string } = {},
): string {
  return `${embed ? '/embed' : ''}/playground/${query}#code/${LZString.compressToEncodedURIComponent(code)}`;
}

/** What `node` prints for a plain-JavaScript fixture, run from the repository so it resolves the installed packages. */
export function nodePrints(fixture: URL): string[] {
  return execFileSync(process.execPath, [fixture.pathname], {
    cwd: process.cwd(),
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  })
    .trim()
    .split('\n');
}

/** The Console's lines as printed (a line the program printed with line breaks counts as several). */
export async function consoleLines(page: Page): Promise<string[]> {
  // What the program printed, as node would: the tour's own notes (a server's exception) are left out.
  const printed = region(page, 'Console').locator('.console__line:not(.console__line--tour)');
  return (await printed.allTextContents()).join('\n').split('\n');
}

/**
 * A picture of the run views once their animations are over (the chain's travelling message ends
 * on its hop). Looping animations, such as a spinner, are not waited for.
 */
export async function shootRunViews(page: Page, path: string): Promise<void> {
  const views = page.locator('.run-views');
  await views.scrollIntoViewIfNeeded();
  await views.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await views.screenshot({ path });
}

/** Waits until the playground's debounced save has put this code in its recent list. */
export async function savedAs(page: Page, code: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('mcp-tour:v1:playground-snippets') ?? '[]') as { code: string }[]).map(
          (snippet) => snippet.code,
        ),
      ),
    )
    .toContain(code);
}
