// One cold visit of a page whose code imports SDK v2: the playground opened from a link that
// carries the "SDK v2 · MCP 2026-07-28" starting point. What a learner downloads before Run is
// usable (the same first load as a 1.x page), and before the first run has printed its result
// (that plus the SDK v2 pack, fetched while the page loads because the code imports it).

import LZString from 'lz-string';
import { largestResponses, openVisit, recordFailures, totalBytes, withFreshBrowser } from './browserVisit.mjs';

export function v2PlaygroundUrl(siteUrl, code) {
  return `${siteUrl}playground/#code/${LZString.compressToEncodedURIComponent(code)}`;
}

export async function measureV2Visit({ url, executablePath, timeoutMs, responsesBetween, expectText }) {
  const sample = {};
  const { errors, attempt } = recordFailures();
  await withFreshBrowser({ executablePath }, async (page) => {
    const { visitStartedAt, timeOrigin } = await openVisit(page, url, timeoutMs);
    const ready = await attempt('v2RunReadyMs', async () => {
      await page.waitForFunction(() => (window.__mcpTourBench?.runReadyAt ?? null) !== null, null, {
        timeout: timeoutMs,
        polling: 50,
      });
      sample.v2RunReadyMs = await page.evaluate(() => window.__mcpTourBench.runReadyAt);
      sample.v2BytesBeforeRunReady = totalBytes(
        await responsesBetween(visitStartedAt, timeOrigin + sample.v2RunReadyMs),
      );
    });
    if (!ready) return;
    await attempt('v2FirstRunDoneMs', async () => {
      await page.getByRole('button', { name: 'Run', exact: true }).click({ timeout: timeoutMs });
      await page
        .getByRole('region', { name: 'Console', exact: true })
        .getByText(expectText)
        .first()
        .waitFor({ timeout: timeoutMs });
      sample.v2FirstRunDoneMs = await page.evaluate(() => performance.now());
      const responses = await responsesBetween(visitStartedAt, timeOrigin + sample.v2FirstRunDoneMs);
      sample.v2BytesBeforeFirstRunDone = totalBytes(responses);
      sample.v2PackBytes = totalBytes(responses.filter((response) => /\/assets\/sandbox-sdk2-/.test(response.path)));
      sample.largestBeforeV2FirstRunDone = largestResponses(responses, 6);
    });
  });
  return { sample, errors };
}
