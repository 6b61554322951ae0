// What every browser sample of the bench shares, so that their numbers compare: Debian's Chromium
// started with the same flags and a fresh profile (nothing cached), the page probe in every frame,
// and the same way of noting a step that failed and of counting the bytes the server sent.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { installPageProbe } from './pageProbe.mjs';

/**
 * Starts a browser with a fresh profile, hands `visit` its first page with the page probe installed,
 * and resolves to what `visit` returns. The browser is closed and its profile deleted either way.
 */
export async function withFreshBrowser({ executablePath, profilePrefix = 'mcp-tour-bench-profile-' }, visit) {
  const profile = mkdtempSync(path.join(tmpdir(), profilePrefix));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    ...(executablePath && { executablePath }),
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // Playwright runs init scripts in every frame, so the probe also stamps an embed's own moments.
    await page.addInitScript(installPageProbe);
    return await visit(page);
  } finally {
    await context.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Opens `url` in `page`. Returns when the visit started, in epoch milliseconds by this process's
 * clock (the lower bound of the server's byte window: nothing loads before goto), and the page's
 * performance.timeOrigin, which turns the probe's page times into epoch milliseconds.
 */
export async function openVisit(page, url, timeoutMs) {
  const visitStartedAt = performance.timeOrigin + performance.now();
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  return { visitStartedAt, timeOrigin };
}

/**
 * `attempt(label, step)` runs one measuring step; a step that throws leaves its metric out and adds
 * "label: first line of the message" to `errors`. Resolves to whether the step succeeded.
 */
export function recordFailures() {
  const errors = [];
  const attempt = async (label, step) => {
    try {
      await step();
      return true;
    } catch (error) {
      errors.push(`${label}: ${String(error.message ?? error).split('\n')[0]}`);
      return false;
    }
  };
  return { errors, attempt };
}

export function totalBytes(responses) {
  return responses.reduce((sum, response) => sum + response.bytes, 0);
}

/** The `count` largest responses, largest first: where to start trimming. */
export function largestResponses(responses, count) {
  return responses
    .toSorted((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map(({ path: file, bytes }) => ({ path: file, bytes }));
}
