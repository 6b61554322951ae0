import { expect, type Page } from '@playwright/test';

// Whether a page keeps answering while something hostile happens in it: each sample is one script
// evaluation on the page's main thread, and the page must answer every one within a second. A frozen
// page cannot answer at all, so each sample also gives up after a few seconds.

export const ANSWER_WITHIN_MS = 1000;
const FROZEN_AFTER_MS = 5 * ANSWER_WITHIN_MS;

/**
 * Samples the page until `until` (evaluated in the page, each evaluation one sample) returns true, or
 * until `limitMs` passed. Fails on the first sample slower than ANSWER_WITHIN_MS. Returns the number
 * of samples. A sample that meets a navigation in progress is tried again.
 */
export async function keepsAnswering<A = undefined>(
  page: Page,
  until: (arg: A) => boolean,
  { limitMs = 30_000, what = 'the page', arg }: { limitMs?: number; what?: string; arg?: A } = {},
): Promise<number> {
  const started = Date.now();
  let samples = 0;
  for (;;) {
    const asked = Date.now();
    const answer = await Promise.race([
      page.evaluate(until, arg as A).catch((error: Error) => {
        if (/Execution context was destroyed|navigation/i.test(error.message)) return false;
        throw error;
      }),
      new Promise<'frozen'>((resolve) => setTimeout(() => resolve('frozen'), FROZEN_AFTER_MS)),
    ]);
    const answeredMs = Date.now() - asked;
    samples++;
    expect(answer, `${what} did not answer within ${FROZEN_AFTER_MS} ms (sample ${samples})`).not.toBe('frozen');
    expect(answeredMs, `${what} answered sample ${samples} after ${answeredMs} ms`).toBeLessThanOrEqual(
      ANSWER_WITHIN_MS,
    );
    if (answer === true) return samples;
    expect(Date.now() - started, `${what}: not done within ${limitMs} ms`).toBeLessThanOrEqual(limitMs);
  }
}

/** In the page: the Console shows `text` and Run is offered again, so the run that printed it has ended. */
export function ranAndPrinted(text: string): boolean {
  const console = document.querySelector('section[aria-label="Console"]');
  return (
    (console?.textContent ?? '').includes(text) &&
    [...document.querySelectorAll('button')].some(
      (button) => button.textContent?.trim() === 'Run' && !(button as HTMLButtonElement).disabled,
    )
  );
}
