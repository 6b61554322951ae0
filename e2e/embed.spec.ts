import { expect, test, type Locator } from '@playwright/test';
import type { HostSite } from './embedHost';
import { checkVerdictsIn, collectErrors, heights, hostSite, runIn, tab } from './embedSupport';

// A blog on another origin embeds MCP Tour three ways: a pasted <iframe>, a <div data-mcp-tour>
// and its own code block marked <pre data-mcp-tour>, with embed.js included once.

let host: HostSite;
test.beforeAll(async ({}, testInfo) => {
  host = await hostSite(testInfo.project.use.baseURL);
});
test.afterAll(async () => host?.close());

/** Waits until the frame follows its content (embed.js got the embed's height message). */
async function expectSizedToContent(iframe: Locator) {
  await expect
    .poll(async () => {
      const { frame, content } = await heights(iframe);
      return Math.abs(frame - Math.ceil(content));
    })
    .toBeLessThanOrEqual(1);
}

test.describe('embeds on a blog of another origin', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a lesson by iframe, a lesson by data-mcp-tour and a code block by <pre data-mcp-tour> render and run', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(host.url('embed-host'));

    // 1. The pasted iframe: embed.js on the page sizes it to its content too.
    const byIframe = page.locator('#by-iframe');
    const lesson = byIframe.contentFrame();
    await expect(lesson.getByRole('region', { name: 'Editor' })).toContainText('McpServer');
    await expect(lesson.getByRole('link', { name: /Open in MCP Tour/ })).toHaveAttribute(
      'href',
      '/lessons/host-client-server/',
    );
    await expectSizedToContent(byIframe);
    const before = await heights(byIframe);
    await lesson.getByRole('button', { name: 'Solve', exact: true }).click();
    await runIn(lesson);
    await tab(lesson, 'Checks').click();
    const statuses = await checkVerdictsIn(lesson);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['pass']));
    await expectSizedToContent(byIframe);
    expect((await heights(byIframe)).frame).not.toBe(before.frame);

    // 2. <div data-mcp-tour="your-first-tool" data-theme="dark">: the fallback link goes once the embed is in.
    const marker = page.locator('#by-marker');
    await marker.scrollIntoViewIfNeeded();
    const byMarker = marker.locator('iframe');
    await expect(marker).toHaveAttribute('data-mcp-tour-state', 'loaded');
    await expect(marker.getByRole('link', { name: /Open the lesson/ })).toHaveCount(0);
    const second = byMarker.contentFrame();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectSizedToContent(byMarker);
    const markerBefore = await heights(byMarker);
    await second.getByRole('button', { name: 'Solve', exact: true }).click();
    await runIn(second);
    await tab(second, 'Checks').click();
    expect(new Set(await checkVerdictsIn(second))).toEqual(new Set(['pass']));
    await tab(second, 'Messages').click();
    await expect(second.getByRole('region', { name: 'Messages' })).toContainText('tools/call');
    await expectSizedToContent(byMarker);
    expect((await heights(byMarker)).frame).toBeGreaterThan(markerBefore.frame);

    // 3. <pre data-mcp-tour><code>…</code></pre>: the post's own code, runnable; the block makes way.
    const block = page.locator('#by-block');
    await page.evaluate(() => document.getElementById('by-block')!.scrollIntoView());
    const byBlock = page.locator('#by-block + iframe');
    await expect(block).toBeHidden();
    await byBlock.scrollIntoViewIfNeeded();
    const third = byBlock.contentFrame();
    await expect(third.getByRole('region', { name: 'Editor' })).toContainText("name: 'blog-server'");
    await expect(tab(third, 'Checks')).toHaveCount(0);
    await expectSizedToContent(byBlock);
    const blockBefore = await heights(byBlock);
    await runIn(third);
    await expect(third.getByRole('region', { name: 'Console' })).toContainText('HELLO FROM THE POST!');
    await expectSizedToContent(byBlock);
    // A short output fits the room the panels keep from the start: the post does not move.
    expect((await heights(byBlock)).frame).toBe(blockBefore.frame);
    await expect(third.getByRole('link', { name: /Open in MCP Tour/ })).toHaveAttribute(
      'href',
      /^\/playground\/#code\//,
    );

    expect(errors).toEqual([]);
  });

  test('embed.js reads height messages only from its own frames, coming from the embed origin', async ({ page }) => {
    await page.goto(host.url('embed-host'));
    const byIframe = page.locator('#by-iframe');
    await expectSizedToContent(byIframe);
    const sized = (await heights(byIframe)).frame;
    // Every height embed.js gives the frame from here on.
    await byIframe.evaluate((frame) => {
      const seen: string[] = [];
      (window as unknown as { heightsSeen: string[] }).heightsSeen = seen;
      new MutationObserver(() => seen.push(frame.style.height)).observe(frame, {
        attributes: true,
        attributeFilter: ['style'],
      });
    });

    // From the blog's own origin.
    await page.evaluate(() => window.postMessage({ type: 'mcp-tour:height', height: 13 }, '*'));
    // From the embed origin, but from a frame embed.js did not create or adopt.
    await page.evaluate(
      (origin) => {
        const stranger = document.createElement('iframe');
        stranger.id = 'stranger';
        stranger.src = `${origin}/`;
        document.body.append(stranger);
      },
      new URL((await byIframe.getAttribute('src')) ?? '').origin,
    );
    const stranger = await (await page.locator('#stranger').elementHandle())!.contentFrame();
    await stranger!.waitForLoadState();
    await stranger!.evaluate(() => window.parent.postMessage({ type: 'mcp-tour:height', height: 17 }, '*'));
    // Then the embed itself reports a new height: once that one is applied, the strangers' came before it.
    const own = await (await byIframe.elementHandle())!.contentFrame();
    await own!.evaluate((height) => window.parent.postMessage({ type: 'mcp-tour:height', height }, '*'), sized + 40);
    await expect.poll(async () => (await heights(byIframe)).frame).toBe(sized + 40);
    const seen = await page.evaluate(() => (window as unknown as { heightsSeen: string[] }).heightsSeen);
    expect(seen.filter((height) => height === '13px' || height === '17px')).toEqual([]);
  });

  test('without JavaScript the post still shows its code block and the fallback link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(host.url('embed-host'));
    await expect(page.locator('#by-block')).toBeVisible();
    await expect(page.locator('#by-block')).toContainText("server.registerTool('shout'");
    await expect(page.getByRole('link', { name: /Open the lesson/ })).toBeVisible();
    await expect(page.locator('iframe.mcp-tour-embed')).toHaveCount(0);
    await context.close();
  });

  test('options as data attributes: a fixed height, chosen panels, read-only, autorun, a theme', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(host.url('embed-options'));

    const fixed = page.locator('#fixed iframe');
    const lesson = fixed.contentFrame();
    await expect(lesson.getByRole('tab')).toHaveText(['Checks', 'Console']);
    await expect(tab(lesson, 'Checks')).toHaveAttribute('aria-selected', 'true');
    await expect(lesson.getByRole('textbox', { name: /Code for lesson 1/ })).toHaveAttribute('readonly', '');
    await expect(lesson.getByRole('button', { name: 'Solve' })).toHaveCount(0);
    await expect(page.locator('#fixed')).toHaveAttribute('data-mcp-tour-state', 'loaded');
    await runIn(lesson);
    await tab(lesson, 'Console').click();
    expect((await heights(fixed)).frame).toBe(420);

    const autorun = page.locator('#autorun + iframe').contentFrame();
    await expect(autorun.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Nobody pressed Run.
    await expect(autorun.getByRole('region', { name: 'Console' })).toContainText('ran by itself 42');
    expect(errors).toEqual([]);
  });

  test('an embed page on its own: options from the query, and theme auto follows the system live', async ({ page }) => {
    const errors = collectErrors(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/embed/host-client-server/?panels=console,messages');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('tab')).toHaveText(['Console', 'Messages']);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.goto('/embed/host-client-server/?theme=light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('link', { name: /Open in MCP Tour/ })).toHaveAttribute('target', '_blank');
    await page.goto('/embed/no-such-lesson/');
    await expect(page.getByRole('alert')).toContainText('MCP Tour has no lesson called “no-such-lesson”');
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
  });
});
