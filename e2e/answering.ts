import { expect, type Page } from '@playwright/test';

// Whether a page keeps answering while something hostile happens in it: each sample is one script
// evaluation on the page's main thread, and the page must answer every one within a second. A frozen
// page cannot answer at all, so each sample also gives up after a few seconds.

export const ANSWER_WITHIN_MS = 1000;
const FROZEN_AFTER_MS = 5 * ANSWER_WITHIN_MS;

/**
 * Samples the page until `done` (asked between samples) says so, or until `limitMs` passed. Fails
 * on the first sample slower than ANSWER_WITHIN_MS. Returns the number of samples.
 */
export async function keepsAnswering(
  page: Page,
  done: () => Promise<boolean>,
  { limitMs = 60_000, what = 'the page' }: { limitMs?: number; what?: string } = {},
): Promise<number> {
  const started = Date.now();
  let samples = 0;
  for (;;) {
    const asked = Date.now();
    const answer = await Promise.race([
      page.evaluate(() => true),
      new Promise<'frozen'>((resolve) => setTimeout(() => resolve('frozen'), FROZEN_AFTER_MS)),
    ]);
    const answeredMs = Date.now() - asked;
    samples++;
    expect(answer, `${what} did not answer within ${FROZEN_AFTER_MS} ms (sample ${samples})`).not.toBe('frozen');
    expect(answeredMs, `${what} answered sample ${samples} after ${answeredMs} ms`).toBeLessThanOrEqual(
      ANSWER_WITHIN_MS,
    );
    if (await done()) return samples;
    expect(Date.now() - started, `${what}: not done within ${limitMs} ms`).toBeLessThanOrEqual(limitMs);
  }
}

/**
 * Records the page's long tasks (the Long Tasks API) from its first script on, for attacks that
 * strike while a page loads, before it could answer a sample. Call before `page.goto`.
 */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    Object.defineProperty(window, '__longTasks', { value: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The longest task recorded so far (recordLongTasks), in milliseconds; 0 when none took over 50 ms. */
export async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, ...((window as unknown as { __longTasks: number[] }).__longTasks ?? [])));
}

/**
 * Waits until Run is usable, by CSS alone: role queries walk the whole page in its main thread, and
 * on a page holding a huge text that walk is itself a long task.
 */
export async function runUsable(page: Page): Promise<void> {
  await page.waitForSelector('.run-button:not(:disabled)', { timeout: 30_000 });
}
