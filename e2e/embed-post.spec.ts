import { expect, test, type Locator, type Page } from '@playwright/test';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import remarkMcpTour from '../packages/remark-mcp-tour/src/remarkMcpTour';
import { seriousViolations } from './axe';
import type { HostSite } from './embedHost';
import { collectErrors, cspViolations, watchCspViolations, embedOrigin, hostSite, tab } from './embedSupport';

// A post with three embeds that load on click (e2e/fixtures/embed-click.html), served from another
// origin: what it costs before a click, how it lands at an anchor, and how it reads on a phone.

let host: HostSite;
let origin: string;
test.beforeAll(async ({}, testInfo) => {
  host = await hostSite(testInfo.project.use.baseURL);
  origin = embedOrigin(testInfo.project.use.baseURL);
});
test.afterAll(async () => host?.close());
test.describe.configure({ timeout: 120_000 });

const STATIC = '[data-mcp-tour-state="static"]';

function frameAfter(page: Page, selector: string): Locator {
  return page.locator(`${selector} + iframe`);
}

async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { cls: number }).cls);

test('load=click: before a click the post fetches embed.js alone, tabbing past loads nothing, the code reads highlighted without markers', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(host.url('embed-click'));
  await expect(page.locator(STATIC)).toHaveCount(3);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // The keyboard passes every Run: focus alone loads nothing.
  const lastRun = page.getByRole('button', { name: '▶ Run' }).last();
  for (let step = 0; step < 20 && !(await lastRun.evaluate((button) => button === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(lastRun).toBeFocused();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(fetched).toEqual(['/embed.js']);

  // What the reader sees: highlighted code, no `// mcp-tour` lines, the hidden block folded.
  const long = page.locator('#long');
  await expect(long.locator('.mcp-tour-keyword').first()).toHaveText('import');
  await expect(long).not.toContainText('mcp-tour');
  await expect(page.locator('#js')).toContainText('// ⋯ 1 hidden line');
  await expect(page.locator('#js')).not.toContainText('mcp-tour');
  await expect(page.locator('#js')).toContainText("console.log(prefix, 'plain JavaScript');");

  // Run on the static view loads the embed and runs the code.
  await page.locator('#block').getByRole('button', { name: '▶ Run' }).click();
  await expect(page.locator('#block')).toHaveAttribute('data-mcp-tour-state', 'loaded', { timeout: 30_000 });
  const block = frameAfter(page, '#block').contentFrame();
  await expect(block.getByRole('region', { name: 'Console' })).toContainText('hello from demo', { timeout: 30_000 });
  // Clicking into the code loads that embed too, without running it.
  await page.locator('#js code').click();
  await expect(page.locator('#js')).toHaveAttribute('data-mcp-tour-state', 'loaded', { timeout: 30_000 });
  await expect(frameAfter(page, '#js').contentFrame().getByRole('button', { name: 'Run', exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  // A js fence is not type-checked as TypeScript.
  await expect(frameAfter(page, '#js')).toHaveAttribute('src', /[?&]typecheck=0/);
  await expect(frameAfter(page, '#long')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a short snippet is short, and in a dark post the embed takes the post’s background', async ({ page }) => {
  await page.goto(host.url('embed-click'));
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await page.locator('#block').getByRole('button', { name: '▶ Run' }).click();
  await expect(page.locator('#block')).toHaveAttribute('data-mcp-tour-state', 'loaded', { timeout: 30_000 });
  const iframe = frameAfter(page, '#block');
  const frame = iframe.contentFrame();
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => frame.locator('main.embed').evaluate((main) => getComputedStyle(main).backgroundColor))
    .toBe('rgb(20, 22, 26)');
  await expect(frame.getByRole('region', { name: 'Console' })).toContainText('hello from demo', { timeout: 30_000 });
  expect(await iframe.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(380);
});

test('landing at an anchor below the embeds, and reloading there: no layout shift', async ({ page }) => {
  await watchLayoutShift(page);
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(`${host.url('embed-click')}#later`);
  await expect(page.locator(STATIC)).toHaveCount(3);
  await expect(page.locator('#later')).toBeInViewport();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  await page.evaluate(() => window.scrollBy(0, -300));
  await page.reload();
  await expect(page.locator(STATIC)).toHaveCount(3);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});

test('on a phone a 45-line embed fits: at most 900 px, Run under the code, the output in view after Run', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(host.url('embed-click'));
  await page.locator('#long').scrollIntoViewIfNeeded();
  await page.locator('#long').getByRole('button', { name: '▶ Run' }).click();
  await expect(page.locator('#long')).toHaveAttribute('data-mcp-tour-state', 'loaded', { timeout: 30_000 });
  const iframe = frameAfter(page, '#long');
  const frame = iframe.contentFrame();
  const console = frame.getByRole('region', { name: 'Console' });
  await expect(console).toContainText('LAST LINE OF THE SNIPPET', { timeout: 30_000 });
  await expect(console).toBeInViewport();
  await expect(frame.getByRole('button', { name: 'Run', exact: true })).toBeInViewport();
  expect(await iframe.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(900);
  // max-lines holds while lines wrap: the rest is a press away.
  const all = frame.getByRole('button', { name: 'Show all 45 lines' });
  await expect(all).toBeVisible();
  // highlight=35-36 holds while lines wrap: one tint per line, over the rows it takes.
  await all.click();
  const tints = frame.locator('.embed__wrapped-highlight:not([hidden])');
  await expect(tints).toHaveCount(2);
  for (const tint of await tints.all()) expect((await tint.boundingBox())?.height).toBeGreaterThanOrEqual(19);
  await expect(tab(frame, 'Console')).toBeVisible();
  await page.screenshot({ path: 'test-results/embed-post-phone.png' });
  // Readable in the post's light and dark themes (the embed follows the post's toggle).
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await seriousViolations(page, ['color-contrast'])).toEqual([]);
});

test('max-lines and highlight hold when lines wrap', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const long = `console.log('${'a very long line that wraps on a phone '.repeat(3)}');`;
  const code = ['// one', long, ...Array.from({ length: 10 }, (_, i) => `// line ${i + 3}`)].join('\n');
  await page.goto(`/embed/playground/?max-lines=5&highlight=2#text/${encodeURIComponent(code)}`);
  const all = page.getByRole('button', { name: 'Show all 12 lines' });
  await expect(all).toBeVisible();
  const surface = page.locator('.code-editor__surface');
  expect(await surface.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(
    5 * 20 + 16 + 2,
  );
  const tint = page.locator('.embed__wrapped-highlight');
  await expect(tint).toHaveCount(1);
  expect((await tint.boundingBox())?.height).toBeGreaterThanOrEqual(40);
  await all.click();
  await expect(all).toHaveCount(0);
  await expect(page.locator('.code-editor__code').getByText('// line 12')).toBeVisible();
});

test('snippets from the dialog: pinned embed.js with its integrity hash, and an iframe theme CSS cannot squash, under a strict CSP', async ({
  page,
}) => {
  await page.goto('/lessons/host-client-server/');
  await page.getByRole('button', { name: 'Embed' }).click();
  await page.getByRole('checkbox', { name: /Load on click/ }).check();
  const script = await page.getByRole('textbox', { name: 'With embed.js' }).inputValue();
  expect(script).toMatch(/integrity="sha384-[^"]+" crossorigin="anonymous"/);
  host.set('SCRIPT_SNIPPET', script);
  host.set('IFRAME_SNIPPET', await page.getByRole('textbox', { name: 'As an iframe' }).inputValue());

  const errors = collectErrors(page);
  await watchCspViolations(page);
  await page.goto(host.url('embed-theme'));
  const marker = page.locator('[data-mcp-tour]');
  await expect(marker).toHaveAttribute('data-mcp-tour-state', 'static');
  // The iframe keeps the height the snippet gives it, then follows its content.
  const iframe = page.locator('iframe[src*="/embed/host-client-server/"]').last();
  await iframe.scrollIntoViewIfNeeded();
  await expect(iframe.contentFrame().getByRole('button', { name: 'Run', exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  await expect
    .poll(async () => {
      const frame = await iframe.evaluate((element) => element.getBoundingClientRect().height);
      const content = await iframe
        .contentFrame()
        .locator('main.embed')
        .evaluate((element) => element.getBoundingClientRect().height);
      return Math.abs(frame - Math.ceil(content));
    })
    .toBeLessThanOrEqual(1);
  expect(await iframe.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(500);
  // The lesson loads on Run.
  await marker.scrollIntoViewIfNeeded();
  await marker.getByRole('button', { name: '▶ Run' }).click();
  await expect(marker).toHaveAttribute('data-mcp-tour-state', 'loaded', { timeout: 30_000 });
  expect(await cspViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('an embed page has Open Graph tags and a canonical link to its lesson', async ({ page, baseURL }) => {
  const address = `${baseURL}/embed/host-client-server/`;
  const html = await (await page.request.get(address)).text();
  const head = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const read = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? '';
    return {
      canonical: read('link[rel="canonical"]', 'href'),
      title: read('meta[property="og:title"]', 'content'),
      image: read('meta[property="og:image"]', 'content'),
    };
  }, html);
  expect(new URL(head.canonical, address).href).toBe(`${baseURL}/lessons/host-client-server/`);
  expect(head.title).toMatch(/Host, client and server/);
  expect((await page.request.get(new URL(head.image, address).href)).ok()).toBe(true);
});

test('a post built with remark-mcp-tour: no markers without JavaScript, the room kept, the hidden lines folded and run', async ({
  browser,
  page,
}) => {
  const markdown = [
    'Some prose.',
    '',
    '```ts',
    '// mcp-tour highlight=1',
    '// mcp-tour:hide',
    "const secret = 'from the hidden line';",
    '// mcp-tour:show',
    "console.log('plugin says', secret);",
    '```',
  ].join('\n');
  const html = String(
    await unified()
      .use(remarkParse)
      .use(remarkMcpTour)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeStringify, { allowDangerousHtml: true })
      .process(markdown),
  );
  host.set('PLUGIN_POST', html);

  // A reader without JavaScript (a feed reader, a blocked script): the code, no markers, no hidden lines.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(host.url('embed-plugin'));
  // innerText: what is rendered (the hidden span is not).
  expect(await plain.locator('pre').innerText()).toBe("console.log('plugin says', secret);");
  expect(await plain.locator('pre').evaluate((pre) => pre.getBoundingClientRect().height)).toBeGreaterThan(300);
  await expect(plain.locator('body')).not.toContainText('mcp-tour');
  await noScript.close();

  const errors = collectErrors(page);
  await page.goto(host.url('embed-plugin'));
  const pre = page.locator('pre[data-mcp-tour]');
  await expect(pre).toHaveAttribute('data-mcp-tour-state', 'loaded', { timeout: 30_000 });
  const frame = frameAfter(page, 'pre[data-mcp-tour]').contentFrame();
  await expect(frame.getByRole('button', { name: 'Show 1 hidden line' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Run', exact: true })).toBeEnabled({ timeout: 30_000 });
  await frame.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(frame.getByRole('region', { name: 'Console' })).toContainText('plugin says from the hidden line');
  expect(errors).toEqual([]);
});
