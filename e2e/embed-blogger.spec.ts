import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { HostSite } from './embedHost';
import { collectErrors, cspViolations, watchCspViolations, heights, hostSite, runIn, tab } from './embedSupport';

// What a blogger needs from embeds, each on a post that another origin serves
// (embedHost.ts): the post's own theme and look, the whole snippet, Markdown fences, no layout
// shift, the keyboard hint, the lesson's task, the author's mistakes in the post's console, a
// strict Content-Security-Policy, a phone, and clamped heights.

let host: HostSite;
test.beforeAll(async ({}, testInfo) => {
  host = await hostSite(testInfo.project.use.baseURL);
});
test.afterAll(async () => host?.close());
test.describe.configure({ timeout: 120_000 });

/** Scrolls the reader to an embed's element and waits until the embed is in; its frame. */
async function loaded(marker: Locator): Promise<FrameLocator> {
  await marker.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(marker).toHaveAttribute('data-mcp-tour-state', 'loaded', { timeout: 30_000 });
  const iframe = marker.locator('xpath=following-sibling::iframe[1] | ./iframe').first();
  await iframe.scrollIntoViewIfNeeded();
  return iframe.contentFrame();
}

/** The embed.js snippet of a lesson, copied from MCP Tour's own Embed dialog as an author would. */
async function lessonSnippetFromDialog(page: Page, slug: string): Promise<string> {
  await page.goto(`/lessons/${slug}/`);
  await page.getByRole('button', { name: 'Embed' }).click();
  const snippet = await page.getByRole('textbox', { name: 'With embed.js' }).inputValue();
  return snippet.replace(/\n<script[^\n]*<\/script>$/, '');
}

function frameOf(page: Page, selector: string): Locator {
  return page.locator(`${selector} + iframe, ${selector} > iframe`).first();
}

/** The background the reader sees at a point of the embed: the embed's own, or the post's through it. */
async function embedBackground(frame: FrameLocator): Promise<string> {
  return frame.locator('main.embed').evaluate((main) => getComputedStyle(main).backgroundColor);
}

test('the embed follows the post’s own theme toggle live, takes its accent, font and corners, and can be transparent', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(host.url('embed-blog'));
  const snippet = await loaded(page.locator('#snippet'));
  const html = snippet.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  // data-background="transparent": the cream post shows through the embed.
  expect(await embedBackground(snippet)).toBe('rgba(0, 0, 0, 0)');
  const run = snippet.getByRole('button', { name: 'Run', exact: true });
  await expect.poll(() => run.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(168, 67, 27)');
  await expect.poll(() => run.evaluate((button) => getComputedStyle(button).borderRadius)).toBe('3px');
  expect(await snippet.locator('main.embed').evaluate((main) => getComputedStyle(main).fontFamily)).toContain(
    'Georgia',
  );
  await page.screenshot({ path: '/tmp/blog-embeds-theme-light.png' });

  // The blog's own dark-mode toggle (not the system's): the embed follows, with the dark accent.
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => run.evaluate((button) => getComputedStyle(button).backgroundColor))
    .toBe('rgb(255, 148, 102)');
  // The iframe's color-scheme matches, so the transparent embed has no opaque backdrop in a dark post.
  expect(await frameOf(page, '#snippet').evaluate((iframe) => getComputedStyle(iframe).colorScheme)).toBe('dark');
  await page.screenshot({ path: '/tmp/blog-embeds-theme-dark.png' });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await expect(html).toHaveAttribute('data-theme', 'light');

  // Other ways blogs say it: a "dark" class, or only a dark background.
  await page.evaluate(() => {
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.className = 'dark';
  });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.evaluate(() => (document.documentElement.className = ''));
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => (document.body.style.background = '#101114'));
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);
});

test('a 43-line snippet shows whole: every line in sight, no inner scrolling, the client calls too', async ({
  page,
}) => {
  await page.goto(host.url('embed-blog'));
  const snippet = await loaded(page.locator('#snippet'));
  const code = snippet.getByRole('textbox', { name: 'Code' });
  // The textarea holds all 43 lines and has nothing to scroll: the editor is as tall as the code.
  const box = await code.evaluate((textarea: HTMLTextAreaElement) => ({
    lines: textarea.value.split('\n').length,
    scrolls: textarea.scrollHeight > textarea.clientHeight + 1,
  }));
  expect(box).toEqual({ lines: 43, scrolls: false });
  const last = snippet.locator('.code-editor__code').getByText('LAST LINE OF THE SNIPPET');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  // Highlighted lines (data-highlight="34-41"): eight tinted lines.
  await expect(snippet.locator('.code-editor__highlighted-line')).toHaveCount(8);
  await runIn(snippet);
  await expect(snippet.getByRole('region', { name: 'Console' })).toContainText('prompt: Summarize: Tools act.');
  await expect(snippet.getByRole('region', { name: 'Console' })).toContainText('LAST LINE OF THE SNIPPET');
  // The frame follows the content: the post, not the embed, scrolls.
  await expect
    .poll(async () => {
      const { frame, content } = await heights(frameOf(page, '#snippet'));
      return Math.abs(frame - Math.ceil(content));
    })
    .toBeLessThanOrEqual(1);
});

test('past max-lines the code shows a control to see it all', async ({ page }) => {
  await page.goto(`/embed/host-client-server/?max-lines=10`);
  const code = page.getByRole('textbox', { name: /Code for lesson 1/ });
  const more = page.getByRole('button', { name: /^Show all \d+ lines$/ });
  await expect(more).toBeVisible();
  expect(await code.evaluate((textarea) => textarea.scrollHeight > textarea.clientHeight)).toBe(true);
  await more.click();
  await expect(more).toHaveCount(0);
  await expect.poll(() => code.evaluate((textarea) => textarea.scrollHeight <= textarea.clientHeight + 1)).toBe(true);
});

test('a Markdown fence that opts in with // mcp-tour becomes an embed without that line; other fences stay', async ({
  page,
}) => {
  await page.goto(host.url('embed-blog'));
  const fence = await loaded(page.locator('#fence'));
  const code = fence.getByRole('textbox', { name: 'Code' });
  await expect(code).toHaveValue("const greeting = 'hello from a fence';\nconsole.log(greeting.toUpperCase());");
  // Options from the line: readonly, and line 2 highlighted.
  await expect(code).toHaveAttribute('readonly', '');
  await expect(fence.locator('.code-editor__highlighted-line')).toHaveCount(1);
  await runIn(fence);
  await expect(fence.getByRole('region', { name: 'Console' })).toContainText('HELLO FROM A FENCE');
  await expect(page.locator('#plain')).toBeVisible();
  await expect(page.locator('#plain')).not.toHaveAttribute('data-mcp-tour-state');
});

test('hidden boilerplate runs but is folded away until the reader shows it', async ({ page }) => {
  await page.goto(host.url('embed-blog'));
  const folded = await loaded(page.locator('#folded'));
  const code = folded.getByRole('textbox', { name: 'Code' });
  await expect(code).toHaveValue(
    "// ⋯ 2 hidden lines (Show hidden lines)\nconsole.log(schema.parse({ name: 'folded' }).name);",
  );
  await runIn(folded);
  await expect(folded.getByRole('region', { name: 'Console' })).toContainText('folded');
  await folded.getByRole('button', { name: 'Show 2 hidden lines' }).click();
  await expect(code).toHaveValue(/^import \{ z \} from 'zod';\nconst schema = z\.object/);
});

test('a lesson embed at the top of a post: layout shift stays under 0.1 through load, a run and tab switches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  host.set('LESSON_SNIPPET', await lessonSnippetFromDialog(page, 'your-first-tool'));
  await page.goto(host.url('embed-cls'));
  const marker = page.locator('[data-mcp-tour]');
  const reserved = await marker.evaluate((element) => element.getBoundingClientRect().height);
  const lesson = await loaded(marker);
  await expect(lesson.getByRole('button', { name: 'Run', exact: true })).toBeEnabled({ timeout: 30_000 });
  // The room kept for the embed is the room it takes.
  expect(Math.abs((await heights(marker.locator('iframe'))).frame - reserved)).toBeLessThan(24);
  const afterLoad = await page.evaluate(() => (window as unknown as { cls: number }).cls);
  await lesson.getByRole('button', { name: 'Solve', exact: true }).click();
  await runIn(lesson);
  for (const name of ['Checks', 'Messages', 'Wire', 'LLM context', 'Chain', 'Console']) {
    await tab(lesson, name).click();
    await expect(tab(lesson, name)).toHaveAttribute('aria-selected', 'true');
  }
  const total = await page.evaluate(() => (window as unknown as { cls: number }).cls);
  console.log(`layout shift: ${afterLoad.toFixed(4)} after load, ${total.toFixed(4)} in all`);
  expect(afterLoad).toBeLessThan(0.1);
  expect(total).toBeLessThan(0.1);
});

test('the editor says how to leave it when it takes focus', async ({ page }) => {
  await page.goto(host.url('embed-blog'));
  const folded = await loaded(page.locator('#folded'));
  const hint = folded.getByText('Press Esc, then Tab, to leave the code');
  await expect(hint).toBeHidden();
  const code = folded.getByRole('textbox', { name: 'Code' });
  await code.focus();
  await expect(hint).toBeVisible();
  await expect(code).toHaveAccessibleDescription(/Tab indents\. Press Esc, then Tab, to leave the code/);
  // Focus loads the full editor; its code box keeps the description.
  await expect(folded.locator('.code-editor')).toHaveAttribute('data-editor', 'monaco', { timeout: 60_000 });
  await expect(folded.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
    /Tab indents\. Press Esc, then Tab, to leave the code/,
  );
});

test('an exercise embed carries its task, collapsed', async ({ page }) => {
  host.set('LESSON_SNIPPET', '<div id="lesson" data-mcp-tour="your-first-tool"></div>');
  await page.goto(host.url('embed-cls'));
  const lesson = await loaded(page.locator('#lesson'));
  const task = lesson.getByText('Your task', { exact: true });
  await expect(task).toBeVisible();
  const text = lesson.locator('.embed__task-text');
  await expect(text).toBeHidden();
  await task.click();
  await expect(text).toBeVisible();
  await expect(text).toContainText('Tighten the schema');
});

test('the author’s mistakes are told in the post’s console', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('MCP Tour embed:')) warnings.push(message.text());
  });
  await page.goto(host.url('embed-mistakes'));
  await expect
    .poll(() => warnings.join('\n'), { timeout: 30_000 })
    .toContain('MCP Tour has no lesson "01-host-client-server"');
  await expect.poll(() => warnings.join('\n')).toContain('Did you mean "host-client-server"?');
  await expect.poll(() => warnings.join('\n')).toContain('Did you mean "your-first-tool"?');
  await expect
    .poll(() => warnings.join('\n'))
    .toMatch(/"express" cannot be imported in MCP Tour\. A browser tab cannot open a server port\. Use createHttpLink/);
  await expect
    .poll(() => warnings.join('\n'))
    .toMatch(/"@modelcontextprotocol\/sdk\/server\/stdio\.js" cannot be imported.*SimulatedStdioClientTransport/);
  await expect.poll(() => warnings.join('\n')).toMatch(/"node:fs" cannot be imported/);
  // Names that every object has are no lessons either.
  await expect.poll(() => warnings.join('\n')).toContain('MCP Tour has no lesson "__proto__"');
  await expect.poll(() => warnings.join('\n')).toContain('MCP Tour has no lesson "constructor"');
  // Option values that mean nothing: each named, with what the option takes.
  for (const expected of [
    'max-lines="-1" is ignored: max-lines takes a number of lines, 3 to 1000.',
    'highlight="abc" is ignored: highlight takes lines and ranges, such as 3,12-18.',
    'theme="<script>" is ignored: theme takes light, dark, auto or inherit.',
    'height="abc" is ignored: height takes pixels, 160 to 4000.',
    'readonly="perhaps" is ignored: readonly takes no value, 1, true, yes, 0, false or no.',
  ])
    await expect.poll(() => warnings.join('\n')).toContain(expected);
  // The syntax error, found by the autorun.
  await page.locator('#syntax').evaluate((element) => element.scrollIntoView());
  await expect
    .poll(() => warnings.join('\n'), { timeout: 30_000 })
    .toMatch(/the embedded code does not run: SyntaxError: .* \(line \d+:\d+ of the code that runs\)/);
  // No frame for a lesson that does not exist: the author's own markup stays.
  await expect(page.locator('#numbered iframe, #cased iframe, #proto iframe, #constructor iframe')).toHaveCount(0);
  // An embed page of an unknown lesson, opened on its own, suggests the lesson too.
  await page.goto('/embed/01-host-client-server/');
  await expect(page.getByRole('link', { name: 'Did you mean “host-client-server”?' })).toBeVisible();
});

test('a post with a strict Content-Security-Policy: embed.js and the style-free iframe work, nothing is blocked', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await watchCspViolations(page);
  await page.goto(host.url('embed-csp'));
  const snippet = await loaded(page.locator('#snippet'));
  await runIn(snippet);
  await expect(snippet.getByRole('region', { name: 'Console' })).toContainText('runs under a strict CSP');
  const strict = page.locator('#strict-iframe');
  await expect(strict.contentFrame().getByRole('button', { name: 'Run', exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  // embed.js sizes the pasted iframe to its content through the CSSOM, which the policy allows.
  await expect
    .poll(async () => {
      const { frame, content } = await heights(strict);
      return Math.abs(frame - Math.ceil(content));
    })
    .toBeLessThanOrEqual(1);
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('on a phone every tab is in sight, long lines wrap, and highlight and max-lines hold', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(host.url('embed-blog'));
  const snippet = await loaded(page.locator('#snippet'));
  await snippet.getByRole('tablist').scrollIntoViewIfNeeded();
  for (const name of ['Console', 'Chain', 'Messages', 'LLM context', 'Wire'])
    await expect(tab(snippet, name)).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: '/tmp/blog-embeds-phone-tabs.png' });
  // No horizontal scrolling inside the code: the longest line wraps.
  const code = snippet.getByRole('textbox', { name: 'Code' });
  expect(await code.evaluate((textarea) => textarea.scrollWidth <= textarea.clientWidth + 1)).toBe(true);
  // A phone shows 18 rows, then the rest on a press; the highlighted lines (34-41) are tinted, wrapped rows included.
  await snippet.getByRole('button', { name: 'Show all 43 lines' }).click();
  await expect(snippet.locator('.embed__wrapped-highlight:not([hidden])')).toHaveCount(8);
  const wrapped = snippet.locator('.code-editor__code').getByText('LAST LINE OF THE SNIPPET');
  await wrapped.scrollIntoViewIfNeeded();
  await expect(wrapped).toBeInViewport();
  await page.screenshot({ path: '/tmp/blog-embeds-phone.png', fullPage: false });
});

test('an error of thousands of lines keeps the embed a readable size', async ({ page }) => {
  await page.goto(host.url('embed-blog'));
  const folded = await loaded(page.locator('#folded'));
  const code = folded.getByRole('textbox', { name: 'Code' });
  await code.fill("throw new Error('line\\n'.repeat(5000));");
  await runIn(folded);
  await expect(folded.locator('.code-editor__messages')).toContainText('line');
  const iframe = frameOf(page, '#folded');
  await expect
    .poll(async () => {
      const { frame, content } = await heights(iframe);
      return Math.abs(frame - Math.ceil(content));
    })
    .toBeLessThanOrEqual(1);
  expect((await heights(iframe)).frame).toBeLessThan(1200);
});

test('a height past the limit is clamped, not ignored', async ({ page }) => {
  await page.goto(host.url('embed-blog'));
  await loaded(page.locator('#folded'));
  const iframe = frameOf(page, '#folded');
  // A report past the limit, sent from inside the embed (embed.js reads only its own frames' messages).
  await iframe
    .contentFrame()
    .locator('main.embed')
    .evaluate(() => window.parent.postMessage({ type: 'mcp-tour:height', height: 50_000 }, '*'));
  await expect.poll(() => iframe.evaluate((element) => element.getBoundingClientRect().height)).toBe(20_000);
});
