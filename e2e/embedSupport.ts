import { expect, type ConsoleMessage, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { startHostSite, type HostSite } from './embedHost';
import { settledStatuses } from './support';

// Steps shared by the embed specs: a blog page on another origin (embedHost.ts), and the reader's
// view of one embed inside it, read by role and name as in the page specs.

export { MONACO_CHUNK } from './support';

/** The MCP Tour under test, as playwright.config.ts serves it. */
export function embedOrigin(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  return new URL(baseURL).origin;
}

export async function hostSite(baseURL: string | undefined): Promise<HostSite> {
  return startHostSite(embedOrigin(baseURL));
}

export function tab(frame: FrameLocator, name: string): Locator {
  // A tab's name may go on with its badge, as a screen reader hears it: "Checks (2 of 4 checks passed)".
  return frame.getByRole('tab', { name: new RegExp(`^${name}( \\(|$)`) });
}

/** Presses Run inside an embed and waits until the run has finished. */
export async function runIn(frame: FrameLocator): Promise<void> {
  const run = frame.getByRole('button', { name: 'Run', exact: true });
  await expect(run).toBeEnabled({ timeout: 30_000 });
  await run.click();
  await expect(frame.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0, { timeout: 20_000 });
  await expect(run).toBeEnabled();
}

/** The embed's check statuses once its run's checks are judged (see checkVerdicts in support.ts). */
export async function checkVerdictsIn(frame: FrameLocator): Promise<string[]> {
  return settledStatuses(() =>
    frame
      .getByRole('region', { name: 'Checks', exact: true })
      .locator('[data-status]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-status') ?? '')),
  );
}

/** The iframe's height on the blog page and the embed's content height inside it. */
export async function heights(iframe: Locator): Promise<{ frame: number; content: number }> {
  const frame = await iframe.evaluate((element) => element.getBoundingClientRect().height);
  const content = await iframe
    .contentFrame()
    .locator('main.embed')
    .evaluate((element) => element.getBoundingClientRect().height);
  return { frame, content };
}

/** Every console error and uncaught exception of the page and its frames, as text. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** From the next navigation on, records what the page's Content-Security-Policy blocks (cspViolations reads it). */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}
