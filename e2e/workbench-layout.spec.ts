import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { hasHorizontalScroll, region, run, runButton, withoutMonaco } from './support';

// The lesson workbench as a learner sizes it: lesson text | code over results, the splits dragged
// with the pointer or moved with the keys and remembered; after Run the code, the Checks, the
// Console and the chosen view are on screen together; the success message covers none of them.

const DESKTOPS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;
const PHONE = { width: 375, height: 800 } as const;
/** Lesson 13 (Part 2): its table is the core of the lesson, and its run fills every view. */
const LESSON_13 = '/lessons/porting-a-server-to-sdk-v2/';
const SUCCESS = 'All checks pass. Lesson done!';

/** How many pixels of `locator` are drawn on screen: its box cut by the viewport and every ancestor that clips. */
function shownHeight(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let { top, bottom } = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowY === 'visible') continue;
      const box = parent.getBoundingClientRect();
      top = Math.max(top, box.top);
      bottom = Math.min(bottom, box.bottom);
    }
    return Math.max(0, Math.min(bottom, window.innerHeight) - Math.max(top, 0));
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function separator(page: Page, name: string) {
  return page.getByRole('separator', { name, exact: true });
}

const proseSplit = (page: Page) => separator(page, 'Resize the lesson text and the code');
const editorSplit = (page: Page) => separator(page, 'Resize the code and the results');
const successMessage = (page: Page) => page.getByRole('status').filter({ hasText: SUCCESS });

async function solveAndRunHere(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await run(page);
  await expect(successMessage(page)).toBeVisible();
}

test('after Run, the code, Checks, Console and the chosen view are on screen together, and the success message covers none of them', async ({
  page,
}) => {
  await withoutMonaco(page);
  await page.setViewportSize(DESKTOPS[0]);
  await page.goto(LESSON_13);
  await solveAndRunHere(page);
  await page.getByRole('tab', { name: /^Messages\b/ }).click();

  for (const size of [...DESKTOPS, PHONE]) {
    await page.setViewportSize(size);
    const at = `${size.width}×${size.height}`;
    expect(await hasHorizontalScroll(page), at).toBe(false);
    const message = await box(successMessage(page));
    for (const name of ['Editor', 'Console', 'Messages'] as const)
      expect(overlaps(message, await box(region(page, name))), `the success message over ${name} at ${at}`).toBe(false);
    // How the run ended is read whole, beside buttons that keep to Run's line.
    const status = page.locator('.workbench__toolbar .run-status');
    await expect(status).toHaveText(/^Finished in \d+ ms/);
    expect(await status.evaluate((s) => s.scrollWidth <= s.clientWidth), `the run status is cut at ${at}`).toBe(true);
    const fullScreen = page.getByRole('button', { name: 'Full-screen editor' });
    if (size === PHONE) {
      await expect(fullScreen, 'no full-screen editor on a phone').toBeHidden();
      continue;
    }
    const runRow = await box(runButton(page));
    for (const button of [page.getByRole('button', { name: 'Reset', exact: true }), fullScreen])
      expect(
        Math.abs((await box(button)).y + (await box(button)).height / 2 - (runRow.y + runRow.height / 2)),
        `on Run's line at ${at}`,
      ).toBeLessThan(4);
    await expect(
      page.getByRole('button', { name: 'Reset', exact: true }),
      `Reset keeps its name at ${at}`,
    ).toHaveAttribute('title', /starter/);

    // A desktop: nothing below the fold, the page itself never scrolls.
    expect(await page.evaluate(() => document.documentElement.scrollHeight), at).toBe(size.height);
    await expect(runButton(page)).toBeInViewport();
    expect(await shownHeight(region(page, 'Editor')), `Editor at ${at}`).toBeGreaterThanOrEqual(200);
    expect(await shownHeight(region(page, 'Checks')), `Checks at ${at}`).toBeGreaterThanOrEqual(100);
    expect(await shownHeight(region(page, 'Console')), `Console at ${at}`).toBeGreaterThanOrEqual(100);
    expect(await shownHeight(region(page, 'Messages')), `Messages at ${at}`).toBeGreaterThanOrEqual(150);
    expect(await shownHeight(successMessage(page)), `the success message at ${at}`).toBeGreaterThan(30);
    await expect(page.getByRole('tab', { name: /^Chain\b/ })).toBeInViewport();
  }
});

test('on a phone the page stacks: lesson text, run bar, code, then the results, with no sideways scroll', async ({
  page,
}) => {
  await withoutMonaco(page);
  await page.setViewportSize(PHONE);
  await page.goto(LESSON_13);
  await run(page);
  // Measured from the top: the run bar sticks to the top of the screen once the page scrolls past it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const order = [
    page.locator('.lesson-prose'),
    runButton(page),
    region(page, 'Editor'),
    region(page, 'Checks'),
    region(page, 'Console'),
    page.getByRole('tablist', { name: 'Run views' }),
  ];
  let bottom = 0;
  for (const item of order) {
    const { y, height } = await box(item);
    expect(y + 1).toBeGreaterThanOrEqual(bottom);
    bottom = y + height;
  }
  expect(await hasHorizontalScroll(page)).toBe(false);
  // Nothing to drag on a phone.
  await expect(page.getByRole('separator')).toHaveCount(0);
});

test('the splits move by pointer and by keyboard, are remembered after a reload, and survive blocked storage', async ({
  page,
}) => {
  await withoutMonaco(page);
  await page.setViewportSize(DESKTOPS[1]);
  await page.goto(LESSON_13);
  await expect(runButton(page)).toBeEnabled();
  const prose = page.locator('.lesson-prose');
  const editor = region(page, 'Editor');

  // Pointer: the bar between the text and the code, 200 px to the right.
  const bar = await box(proseSplit(page));
  const proseBefore = (await box(prose)).width;
  await page.mouse.move(bar.x + bar.width / 2, bar.y + bar.height / 2);
  await page.mouse.down();
  await page.mouse.move(bar.x + bar.width / 2 + 100, bar.y + bar.height / 2, { steps: 4 });
  await page.mouse.move(bar.x + bar.width / 2 + 200, bar.y + bar.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await box(prose)).width - proseBefore).toBeGreaterThan(190);
  expect((await box(prose)).width - proseBefore).toBeLessThan(210);
  const proseValue = await proseSplit(page).getAttribute('aria-valuenow');
  await expect(proseSplit(page)).toHaveAttribute('aria-orientation', 'vertical');

  // Keyboard: the bar between the code and the results, Tab-reachable; arrows, Home and End.
  const split = editorSplit(page);
  await expect(split).toHaveAttribute('aria-orientation', 'horizontal');
  const min = Number(await split.getAttribute('aria-valuemin'));
  const max = Number(await split.getAttribute('aria-valuemax'));
  const start = Number(await split.getAttribute('aria-valuenow'));
  await split.focus();
  await expect(split).toBeFocused();
  const editorBefore = (await box(editor)).height;
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(split).toHaveAttribute('aria-valuenow', String(start + 6));
  expect((await box(editor)).height).toBeGreaterThan(editorBefore + 20);
  await page.keyboard.press('Home');
  await expect(split).toHaveAttribute('aria-valuenow', String(min));
  await page.keyboard.press('End');
  await expect(split).toHaveAttribute('aria-valuenow', String(max));
  await page.keyboard.press('ArrowUp');
  const kept = String(max - 2);
  await expect(split).toHaveAttribute('aria-valuenow', kept);
  const editorKept = (await box(editor)).height;

  await page.reload();
  await expect(runButton(page)).toBeEnabled();
  await expect(proseSplit(page)).toHaveAttribute('aria-valuenow', proseValue!);
  await expect(editorSplit(page)).toHaveAttribute('aria-valuenow', kept);
  expect(Math.abs((await box(editor)).height - editorKept)).toBeLessThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);

  // Storage that throws: the page still loads and the bar still moves (for this tab).
  const blocked = await page.context().newPage();
  await blocked.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await withoutMonaco(blocked);
  await blocked.setViewportSize(DESKTOPS[1]);
  await blocked.goto(LESSON_13);
  await expect(runButton(blocked)).toBeEnabled();
  const blockedSplit = editorSplit(blocked);
  const blockedStart = Number(await blockedSplit.getAttribute('aria-valuenow'));
  await blockedSplit.focus();
  await blocked.keyboard.press('ArrowUp');
  await expect(blockedSplit).toHaveAttribute('aria-valuenow', String(blockedStart - 2));
});

test('the full-screen editor: the button (keyboard too) fills the window with the code; Esc leaves', async ({
  page,
}) => {
  await withoutMonaco(page);
  await page.setViewportSize(DESKTOPS[0]);
  await page.goto(LESSON_13);
  await expect(runButton(page)).toBeEnabled();
  const toggle = page.getByRole('button', { name: 'Full-screen editor', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const editor = await box(region(page, 'Editor'));
  expect(editor.width).toBeGreaterThan(DESKTOPS[0].width - 40);
  expect(editor.height).toBeGreaterThan(DESKTOPS[0].height - 120);
  await expect(runButton(page)).toBeInViewport();
  await expect(region(page, 'Checks')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  // Esc from inside the code leaves too.
  await region(page, 'Editor').locator('.code-editor__surface').click();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(region(page, 'Checks')).toBeVisible();
  expect((await box(region(page, 'Editor'))).width).toBeLessThan(DESKTOPS[0].width * 0.7);
});

test("lesson 13's table stays inside the lesson text however narrow it is dragged: cells wrap, none is cut", async ({
  page,
}) => {
  await withoutMonaco(page);
  await page.setViewportSize(DESKTOPS[0]);
  await page.goto(LESSON_13);
  await proseSplit(page).focus();
  await page.keyboard.press('Home');
  const column = await box(page.locator('.prose'));
  const table = page.locator('.prose table').first();
  const cells = await table.locator('td, th').evaluateAll((elements) =>
    elements.map((element) => ({
      right: element.getBoundingClientRect().right,
      clipped: element.scrollWidth > element.clientWidth + 1,
      text: element.textContent,
    })),
  );
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    expect(cell.clipped, cell.text ?? '').toBe(false);
    expect(cell.right, cell.text ?? '').toBeLessThanOrEqual(column.x + column.width + 1);
  }
});

test('phone editor: the code never slides against the line numbers, and each number stays beside its line', async ({
  browser,
}) => {
  // A touch phone gets the light editor (Monaco does not support mobile browsers).
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(LESSON_13);
  const surface = region(page, 'Editor').locator('.code-editor__surface');
  await surface.scrollIntoViewIfNeeded();
  const input = surface.locator('textarea');
  await input.hover();
  await page.mouse.wheel(160, 0);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => input.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  await expect.poll(() => input.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);

  const layout = await surface.evaluate((element) => {
    const numbers = element.querySelector('.code-editor__line-numbers')!;
    const gutter = element.querySelector('.code-editor__gutter')!.getBoundingClientRect();
    const code = element.querySelector('.code-editor__code code')!;
    const textArea = element.querySelector('.code-editor__highlight')!.getBoundingClientRect();
    // Where the number `line` and the code of that line are drawn.
    const rectOf = (root: Node, lineIndex: number) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      let seen = 0;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let offset = 0; offset < node.length; offset++) {
          if (seen === lineIndex && node.data[offset] !== '\n') {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect();
          }
          if (node.data[offset] === '\n') seen++;
        }
      }
      return null;
    };
    const top = element.getBoundingClientRect().top;
    // The line a third of the way down the box, by its number's position.
    const codeLines = element.querySelector('textarea')!.value.split('\n');
    const middle = codeLines.findIndex(
      (text, index) => text.trim() !== '' && (rectOf(numbers, index)?.top ?? 0) > top + 120,
    );
    return {
      gutterRight: gutter.right,
      textLeft: textArea.left,
      numberTop: rectOf(numbers, middle)?.top,
      codeTop: rectOf(code, middle)?.top,
    };
  });
  // The lane between numbers and code stays (Monaco's 26 px), and the code is clipped at its edge.
  expect(layout.textLeft - layout.gutterRight).toBeGreaterThanOrEqual(20);
  expect(layout.numberTop).toBeDefined();
  expect(Math.abs(layout.numberTop! - layout.codeTop!)).toBeLessThanOrEqual(2);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await context.close();
});

test('the playground: code beside the output, the split moved by keys and remembered, Console and the view on screen after Run', async ({
  page,
}) => {
  await withoutMonaco(page);
  await page.setViewportSize(DESKTOPS[0]);
  await page.goto('/playground/');
  await run(page);
  expect(await shownHeight(region(page, 'Console'))).toBeGreaterThanOrEqual(60);
  expect(await shownHeight(region(page, 'Chain'))).toBeGreaterThanOrEqual(150);
  const split = separator(page, 'Resize the code and the output');
  const start = Number(await split.getAttribute('aria-valuenow'));
  const editorWidth = (await box(region(page, 'Editor'))).width;
  await split.focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(split).toHaveAttribute('aria-valuenow', String(start - 10));
  expect((await box(region(page, 'Editor'))).width).toBeLessThan(editorWidth - 100);
  await page.reload();
  await expect(separator(page, 'Resize the code and the output')).toHaveAttribute('aria-valuenow', String(start - 10));
  await expect(page.getByRole('button', { name: 'Full-screen editor', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
