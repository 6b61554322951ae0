import type { LaunchOptions } from '@playwright/test';

/** The system's Chromium, quiet (no sync, updates or first-run work), with any flags a spec adds. */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}
