// Lesson 1 → Next on a cold profile: what a single-page app is for. A fresh browser opens lesson 1
// (nothing cached), waits until Run is usable and the editor answers a hover with McpServer's
// signature (the learner has read a while: the TypeScript service and the sandbox are warm), stays
// a moment, then clicks Next. Measured from that click, with the page's clock (pageProbe.mjs):
// - nextRunReadyMs: until the next lesson shows its enabled Run button;
// - nextHoverMs: until a hover over `McpServer` there shows the signature. The bench asks for the
//   hover as soon as Run is usable, so this includes its own few milliseconds of driving the page.

import { recordFailures, withFreshBrowser } from './browserVisit.mjs';
import { hoverUntilSignature } from './typesRun.mjs';

/** How long the learner stays on lesson 1 once its editor is ready: the page prefetches the next lesson meanwhile. */
const STAY_MS = 2000;

export async function measureNextLessonVisit({ url, executablePath, timeoutMs }) {
  const sample = {};
  const { errors, attempt } = recordFailures();
  await withFreshBrowser({ executablePath, profilePrefix: 'mcp-tour-bench-next-' }, async (page) => {
    const waitFor = (expression, what) =>
      page.waitForFunction(expression, undefined, { timeout: timeoutMs, polling: 50 }).catch(() => {
        throw new Error(`${what} within ${timeoutMs} ms`);
      });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const warm = await attempt('nextRunReadyMs', async () => {
      await waitFor(() => window.__mcpTourBench?.runReadyAt != null, 'no enabled button named "Run" on lesson 1');
      await waitFor(() => window.__mcpTourBench.monacoReadyAt != null, 'no element with data-editor="monaco"');
      await hoverUntilSignature(page, timeoutMs);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(STAY_MS);
    });
    if (!warm) return;
    const moved = await attempt('nextRunReadyMs', async () => {
      await page.evaluate(() => (window.__mcpTourBench.typesReadyAt = null));
      await page.getByRole('link', { name: /^Next/ }).first().click({ timeout: timeoutMs });
      await waitFor(() => window.__mcpTourBench.nextLesson?.runReadyAt != null, 'no enabled Run on the next lesson');
      const next = await page.evaluate(() => window.__mcpTourBench.nextLesson);
      sample.nextRunReadyMs = next.runReadyAt - next.clickAt;
    });
    if (!moved) return;
    await attempt('nextHoverMs', async () => {
      const answeredAt = await hoverUntilSignature(page, timeoutMs);
      const { clickAt } = await page.evaluate(() => window.__mcpTourBench.nextLesson);
      sample.nextHoverMs = answeredAt - clickAt;
    });
  });
  return { sample, errors };
}
