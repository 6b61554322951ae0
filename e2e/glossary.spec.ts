import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { hasHorizontalScroll, withoutMonaco } from './support';

// The glossary: each term defined once at /glossary/ (a prerendered page like the others), and the
// first use of a term in a lesson's prose links to its entry.

const LESSON_12 = '/lessons/what-changed-on-the-wire/';
const entry = (page: Page, term: string) => page.getByRole('region', { name: term, exact: true });

test('a term in a lesson links to its entry, which says what it is and where the spec defines it', async ({ page }) => {
  await withoutMonaco(page);
  await page.goto(LESSON_12);
  const prose = page.locator('#lesson-text .prose');
  // The first use only: server/discover is linked once in this lesson.
  await expect(prose.locator('a.glossary-link', { hasText: 'server/discover' })).toHaveCount(1);
  await prose.getByRole('link', { name: 'server/discover' }).click();

  await expect(page).toHaveURL(/\/glossary\/#server-discover$/);
  const discover = entry(page, 'server/discover');
  await expect(discover).toBeInViewport();
  await expect(discover).toContainText('2026-07-28');
  await expect(discover).toContainText('must implement');
  await expect(discover.getByRole('link', { name: /Discovery \(2026-07-28\)/ })).toHaveAttribute(
    'href',
    'https://modelcontextprotocol.io/specification/2026-07-28/server/discover',
  );
  // Back to a lesson that uses it, inside the app.
  await discover.getByRole('link', { name: '12. What changed on the wire' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What changed on the wire');
});

test('the glossary is a page of its own, prerendered, reached from the header', async ({ page, request }) => {
  const html = await (await request.get('/glossary/')).text();
  expect(html).toContain('<title>Glossary — MCP Tour</title>');
  expect(html).toContain('Multi round-trip request (MRTR)');
  expect(html).toContain('id="handle"');

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Glossary' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossary');
  await expect(page).toHaveTitle('Glossary — MCP Tour');
  for (const term of ['Handle', 'Client ID Metadata Document (CIMD)', 'Protected Resource Metadata (PRM)', 'Era'])
    await expect(entry(page, term)).toBeVisible();
  await page.getByRole('navigation', { name: 'Terms' }).getByRole('link', { name: 'ttlMs' }).click();
  await expect(entry(page, 'ttlMs')).toBeInViewport();
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 375, height: 800 },
] as const) {
  test(`the glossary reads at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/glossary/#multi-round-trip-request');
    await expect(entry(page, 'Multi round-trip request (MRTR)')).toBeInViewport();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`glossary-${size.width}.png`) });
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`glossary (${colorScheme}): no serious axe findings`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/glossary/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    expect(await seriousViolations(page)).toEqual([]);
    await withoutMonaco(page);
    await page.goto(LESSON_12);
    await expect(page.locator('a.glossary-link').first()).toBeVisible();
    expect(await seriousViolations(page), 'a lesson with glossary links').toEqual([]);
  });
}
