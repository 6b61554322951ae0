import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (never a downloaded browser) against dist/ served as
// plain static files, the way a real host serves the site.
// E2E_DIST / E2E_PORT let a developer test a private build while dist/ is being rebuilt.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  // Pictures for people to look at, not assertions: `npm run screenshots` (playwright.screenshots.config.ts).
  testIgnore: /screenshots\.spec\.ts$/,
  // A ceiling, not a speed target: the slowest tests take about 30 s on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // In CI one retry: a test that waits on a run can miss its 15 s expectation when the 2-core machine is
  // saturated (seen with lesson-layout); a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve.mjs ${DIST} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
