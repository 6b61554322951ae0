// A post with three embeds that load on click (e2e/fixtures/embed-click.html, the page the e2e
// test reads too), each visit in a fresh browser:
//   clickPostBytesBeforeClick  what MCP Tour's server sent for the post, scrolled to its end, with no click
//   clickPostAnchorCls         layout shift of a landing at #later, below the three embeds
//   phoneEmbedHeightPx         the 45-line embed at 375 px, after Run
//   phoneOutputInView          1 when its Console is in the viewport after Run (0 otherwise)
// and a post whose embeds load as they come near, with embed.js in its <head> (blocking="render"):
// a hand-written <pre data-mcp-tour> and a `// mcp-tour` fence above #later (e2e/fixtures/embed-landing.html):
//   landingPostAnchorCls       layout shift of a landing at #later, until its embeds are in
//   landingPostReloadCls       the same after scrolling up a little and reloading there

import { readFileSync } from 'node:fs';
import { openVisit, recordFailures, totalBytes, withFreshBrowser } from './browserVisit.mjs';

const STATIC = '[data-mcp-tour-state="static"]';
/** How long the post is left after its embeds are drawn, for anything late to load or shift. */
const SETTLE_MS = 1500;

function fixturePage(name, siteBase) {
  const page = readFileSync(new URL(`../../e2e/fixtures/${name}.html`, import.meta.url), 'utf8');
  return page.replaceAll('{{EMBED_ORIGIN}}/', siteBase);
}

export const clickPostPage = (siteBase) => fixturePage('embed-click', siteBase);
export const landingPostPage = (siteBase) => fixturePage('embed-landing', siteBase);

async function watchLayoutShift(page) {
  await page.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function measureClickPostVisit({ url, landingUrl, executablePath, timeoutMs, responsesBetween }) {
  const sample = {};
  const { errors, attempt } = recordFailures();

  await withFreshBrowser({ executablePath }, async (page) => {
    await attempt('clickPostBytesBeforeClick', async () => {
      const { visitStartedAt } = await openVisit(page, url, timeoutMs);
      await page.locator(STATIC).nth(2).waitFor({ timeout: timeoutMs });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(SETTLE_MS);
      sample.clickPostBytesBeforeClick = totalBytes(
        await responsesBetween(visitStartedAt, performance.timeOrigin + performance.now()),
      );
    });
  });

  await withFreshBrowser({ executablePath }, async (page) => {
    await attempt('clickPostAnchorCls', async () => {
      await page.setViewportSize({ width: 1000, height: 700 });
      await watchLayoutShift(page);
      await openVisit(page, `${url}#later`, timeoutMs);
      await page.locator(STATIC).nth(2).waitFor({ timeout: timeoutMs });
      await page.waitForTimeout(SETTLE_MS);
      sample.clickPostAnchorCls = await page.evaluate(() => window.__cls);
    });
  });

  await withFreshBrowser({ executablePath }, async (page) => {
    await attempt('landingPostAnchorCls', async () => {
      await page.setViewportSize({ width: 1000, height: 700 });
      await watchLayoutShift(page);
      const settled = async () => {
        // Attached: once the embed is in, the block it replaced is hidden.
        await page.locator('#fence[data-mcp-tour-state="loaded"]').waitFor({ state: 'attached', timeout: timeoutMs });
        await page.waitForTimeout(SETTLE_MS);
        return page.evaluate(() => window.__cls);
      };
      await openVisit(page, `${landingUrl}#later`, timeoutMs);
      sample.landingPostAnchorCls = await settled();
      await page.evaluate(() => window.scrollBy(0, -200));
      await page.reload();
      sample.landingPostReloadCls = await settled();
    });
  });

  await withFreshBrowser({ executablePath }, async (page) => {
    await attempt('phoneEmbedHeightPx', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openVisit(page, url, timeoutMs);
      const long = page.locator('#long');
      await long.getByRole('button', { name: '▶ Run' }).click({ timeout: timeoutMs });
      const frame = page.locator('#long + iframe').contentFrame();
      const console = frame.getByRole('region', { name: 'Console' });
      await console.getByText('LAST LINE OF THE SNIPPET').waitFor({ timeout: timeoutMs });
      await page.waitForTimeout(SETTLE_MS);
      sample.phoneEmbedHeightPx = await page
        .locator('#long + iframe')
        .evaluate((iframe) => iframe.getBoundingClientRect().height);
      const box = await console.boundingBox();
      sample.phoneOutputInView = box && box.y >= 0 && box.y + 40 <= 740 ? 1 : 0;
    });
  });
  return { sample, errors };
}
