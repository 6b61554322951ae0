import { expect, test } from '@playwright/test';
import type { HostSite } from './embedHost';
import { hostSite } from './embedSupport';

// A lesson link pasted into a post, a chat or a feed: the previewer reads the page's HTML (no
// JavaScript) for Open Graph / Twitter card tags and fetches the picture. Here the blog on another
// origin plays the previewer: it reads the lesson page like one and shows the card in a post.
// The same HTML carries the lesson's prose, for search engines and readers without JavaScript,
// and the app takes over from it without moving it.

let host: HostSite;
test.beforeAll(async ({}, testInfo) => {
  host = await hostSite(testInfo.project.use.baseURL);
});
test.afterAll(async () => host?.close());

const LESSON = '/lessons/your-first-tool/';

function metaOf(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, name, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g))
    tags.set(name, content.replace(/&#39;/g, "'").replace(/&#38;/g, '&'));
  return tags;
}

test('a lesson link previews with a title, a description and a picture drawn at build time', async ({
  page,
  request,
  baseURL,
}) => {
  const html = await (await request.get(LESSON)).text();
  const meta = metaOf(html);
  expect(meta.get('og:title')).toBe('2. Your first tool — MCP Tour');
  expect(meta.get('og:description')).toMatch(/zod schema/);
  expect(meta.get('twitter:card')).toBe('summary_large_image');
  expect(meta.get('twitter:image')).toBe(meta.get('og:image'));
  const image = new URL(meta.get('og:image')!, new URL(LESSON, baseURL)).href;
  const png = await request.get(image);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  // A PNG of the size the tags announce (IHDR: width and height at bytes 16 and 20).
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([
    Number(meta.get('og:image:width')),
    Number(meta.get('og:image:height')),
  ]);

  for (const path of ['/', '/playground/'])
    expect(metaOf(await (await request.get(path)).text()).get('og:image')).toMatch(/\/og\/(home|playground)\.png$/);

  host.set(
    'PREVIEW',
    `<a class="card" href="${new URL(LESSON, baseURL).href}"><img src="${image}" alt="${meta.get('og:image:alt')}" /><p><strong>${meta.get('og:title')}</strong></p><p>${meta.get('og:description')}</p></a>`,
  );
  await page.goto(host.url('link-preview'));
  const card = page.getByRole('link', { name: /Your first tool/ });
  await expect(card).toContainText('2. Your first tool — MCP Tour');
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
  await page.screenshot({ path: '/tmp/blog-embeds-link-preview.png' });
});

test('without JavaScript the lesson page shows its prose', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LESSON);
  await expect(page.getByRole('heading', { level: 1, name: 'Your first tool' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your turn' })).toBeVisible();
  await expect(page.getByText('When a tools/call arrives, the SDK validates')).toBeVisible();
  // The code's column says what is missing, not "Loading" (innerText: only what is rendered; the
  // message sits in a <noscript>, which Playwright's visibility check does not look into).
  const column = await page.locator('.lesson-layout__workbench').evaluate((element: HTMLElement) => element.innerText);
  expect(column).toContain('turn on JavaScript to edit and run it');
  expect(column).not.toContain('Loading the lesson');
  await page.screenshot({ path: '/tmp/blog-embeds-nojs.png' });
  await context.close();
});

test('the app takes over the static prose without moving it', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(LESSON);
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your turn' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
});
