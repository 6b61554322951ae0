// Types for scripts/chromium.mjs (plain JavaScript so the bench runs with bare `node`).

export const CHROMIUM_PATH: string;

export function chromiumLaunchOptions(extraArgs?: string[]): { executablePath: string; args: string[] };
