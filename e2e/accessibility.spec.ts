import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { seriousViolations } from './axe';
import { run, setCode } from './support';

// Zero serious or critical axe findings, in light and in dark: the home page, every lesson after a
// run (each run view opened in turn), the playground after a run, and an embed.

const LESSONS_DIR = new URL('../lessons/', import.meta.url);
const slugs = readdirSync(LESSONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^\d{2}-/.test(entry.name))
  .map((entry) => entry.name.replace(/^\d{2}-/, ''))
  .sort();

const THEMES = ['light', 'dark'] as const;
const VIEWS = ['Chain', 'Messages', 'LLM context', 'Wire'] as const;

/**
 * axe in both themes (the system setting, which the site follows by default): every rule in light,
 * then the colour rule again in dark, since switching themes changes colours and nothing else.
 */
async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Colours fade between themes: judge them once they have settled, as a reader sees them.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
    );
    expect(
      await seriousViolations(page, theme === 'dark' ? ['color-contrast'] : undefined),
      `${where}, ${theme}`,
    ).toEqual([]);
  }
}

/** axe with each run view open in turn. */
async function expectViewsAccessible(page: Page, where: string): Promise<void> {
  for (const view of VIEWS) {
    await page.getByRole('tab', { name: new RegExp(`^${view}\\b`) }).click();
    await expect(page.getByRole('region', { name: view, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `${where}, ${view} open`);
  }
}

// axe runs in every frame and merges the results in a page of its own: each of the eight runs of a
// lesson can take 15 s on a busy 2-core machine. A ceiling, not a speed target.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

test('home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'home');
});

for (const slug of slugs) {
  test(`lesson ${slug} after a run`, async ({ page }) => {
    await page.goto(`/lessons/${slug}/`);
    await run(page);
    await expectViewsAccessible(page, slug);
  });
}

test('playground after a run', async ({ page }) => {
  await page.goto('/playground/');
  await run(page);
  await expectViewsAccessible(page, 'playground');
});

test('a solved lesson (the success banner) and a run that ended with an error (its position a link)', async ({
  page,
}) => {
  await page.goto('/lessons/host-client-server/');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await run(page);
  await expect(page.getByText('All checks pass. Lesson done!')).toBeVisible();
  await expectNoSeriousViolations(page, 'solved lesson');
  await page.goto('/playground/');
  await setCode(page, "const value: number = 1;\nthrow new Error('stop ' + value);\n");
  await run(page);
  await expect(page.getByRole('button', { name: 'line 2, column 7' })).toBeVisible();
  await expectNoSeriousViolations(page, 'playground with an error');
});

test('an embedded lesson after a run', async ({ page }) => {
  await page.goto('/embed/host-client-server/');
  await run(page);
  await expectNoSeriousViolations(page, 'embed');
});
