// One cold visit of the playground with the most common beginner mistake, a program that prints
// without end (a million console.log calls). How long the page takes to answer a script
// evaluation while it runs (the slowest sample), and how long until Run is back. The browser tests
// only require that the page answers and Run comes back (e2e/flood.spec.ts); the times are here.

import { recordFailures, withFreshBrowser } from './browserVisit.mjs';

export const FLOOD_PROGRAM = 'for (let i = 0; i < 1e6; i++) console.log(i);\n';

export async function measureFloodVisit({ url, executablePath, timeoutMs }) {
  const sample = {};
  const { errors, attempt } = recordFailures();
  await withFreshBrowser({ executablePath }, async (page) => {
    await page.goto(url, { timeout: timeoutMs });
    const run = page.getByRole('button', { name: 'Run', exact: true });
    await attempt('floodRunBackMs', async () => {
      // The page's own start (the full editor among it) is over first: only the run is measured.
      await page.locator('[data-editor="monaco"]').waitFor({ timeout: timeoutMs * 2 });
      await run.click({ timeout: timeoutMs });
      const started = performance.now();
      let slowest = 0;
      for (;;) {
        const asked = performance.now();
        const running = await page.evaluate(() =>
          [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Stop'),
        );
        slowest = Math.max(slowest, performance.now() - asked);
        if (!running) break;
        if (performance.now() - started > timeoutMs) throw new Error(`Run not back after ${timeoutMs} ms`);
      }
      sample.floodSlowestAnswerMs = slowest;
      sample.floodRunBackMs = performance.now() - started;
    });
  });
  return { sample, errors };
}
