// How every browser this repo starts is launched: the Playwright suite (playwright.config.ts and
// the specs that add a flag), the bench and its tests. One list, so a test and a bench number
// describe the same browser: Debian's Chromium (never a downloaded one), quiet (no sync, updates
// or first-run work).

/** The system's Chromium; CHROMIUM_PATH names another binary. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright launch options for that browser, with any flags a caller adds. */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: CHROMIUM_PATH, args: [...QUIET_FLAGS, ...extraArgs] };
}
