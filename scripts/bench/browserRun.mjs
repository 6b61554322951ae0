// One cold visit of a lesson page in Debian's Chromium: a new browser with a fresh profile (so
// nothing is cached), then the timings the page probe stamped and the bytes the server sent.

import { largestResponses, openVisit, recordFailures, totalBytes, withFreshBrowser } from './browserVisit.mjs';

/**
 * Returns { sample, errors }. sample holds whichever metrics could be measured; errors says
 * why the others are missing (for example: the page has no enabled Run button yet).
 *
 * `responsesBetween(fromEpochMs, toEpochMs)` comes from the static server's own accounting: the
 * browser's (DevTools Network events, Resource Timing) does not see what workers load, and the
 * runtime and Monaco's language service load in workers.
 */
export async function measureColdVisit({
  url,
  executablePath,
  warmRuns,
  timeoutMs,
  responsesBetween,
  idleBeforeWarmRunMs = 500,
}) {
  const sample = {};
  const { errors, attempt } = recordFailures();

  await withFreshBrowser({ executablePath }, async (page) => {
    const { visitStartedAt, timeOrigin } = await openVisit(page, url, timeoutMs);
    const probe = (key) => page.evaluate((k) => window.__mcpTourBench?.[k] ?? null, key);
    const waitForProbe = (expression, what, arg) =>
      page.waitForFunction(expression, arg, { timeout: timeoutMs, polling: 50 }).catch(() => {
        throw new Error(`${what} within ${timeoutMs} ms`);
      });

    const ready = await attempt('runReadyMs', async () => {
      await waitForProbe(() => (window.__mcpTourBench?.runReadyAt ?? null) !== null, 'no enabled button named "Run"');
      sample.runReadyMs = await probe('runReadyAt');
      const responses = await responsesBetween(visitStartedAt, timeOrigin + sample.runReadyMs);
      sample.bytesBeforeRunReady = totalBytes(responses);
      sample.largestBeforeRunReady = largestResponses(responses, 8);
    });

    const runButton = page.getByRole('button', { name: 'Run', exact: true });
    const timeRun = async (index) => {
      await runButton.click({ timeout: timeoutMs });
      await waitForProbe(
        (n) => window.__mcpTourBench.runs.length > n,
        `the Checks region did not go from its previous verdicts to all pass/fail after Run (run ${index + 1})`,
        index,
      );
      const run = (await probe('runs'))[index];
      return run.settledAt - run.clickAt;
    };

    const firstRunOk = ready && (await attempt('firstRunMs', async () => (sample.firstRunMs = await timeRun(0))));

    await attempt('monacoReadyMs', async () => {
      await waitForProbe(
        () => (window.__mcpTourBench?.monacoReadyAt ?? null) !== null,
        'no element with data-editor="monaco"',
      );
      sample.monacoReadyMs = await probe('monacoReadyAt');
      sample.bytesUntilMonacoReady = totalBytes(
        await responsesBetween(visitStartedAt, timeOrigin + sample.monacoReadyMs),
      );
    });

    if (firstRunOk) {
      await attempt('warmRunMs', async () => {
        sample.warmRunSamples = [];
        for (let i = 1; i <= warmRuns; i += 1) {
          // A learner reads the result before running again; the runner may use that pause to warm up.
          await page.waitForTimeout(idleBeforeWarmRunMs);
          sample.warmRunSamples.push(await timeRun(i));
        }
      });
    }
  });
  return { sample, errors };
}
