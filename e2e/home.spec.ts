import { expect, test } from '@playwright/test';
import { LESSON_1, hasHorizontalScroll } from './support';

test.describe('start page', () => {
  test('introduces the tour and lists the lessons with progress', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Model Context Protocol');
    await expect(page.getByText(/^0 of \d+ lessons done$/)).toBeVisible();
    const lessons = page.getByRole('region', { name: 'Lessons' }).getByRole('listitem');
    expect(await lessons.count()).toBeGreaterThan(0);
    const first = lessons.first();
    await expect(first).toContainText('1');
    await expect(first.getByRole('link', { name: /Host, client and server/ })).toHaveAttribute('href', LESSON_1);
    await expect(first).toContainText('Connect a client to a server');
    await expect(page.getByRole('link', { name: /Playground/ }).first()).toHaveAttribute('href', '/playground/');
  });

  test('the lessons come in two parts, each named by its protocol revision and SDK generation', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('region', { name: 'Lessons' });
    await expect(list).toContainText('You will meet both today');
    const part1 = list.getByRole('region', { name: 'Part 1 — MCP 2025-11-25 with SDK 1.x' });
    const part2 = list.getByRole('region', { name: 'Part 2 — MCP 2026-07-28 with SDK v2' });
    await expect(part1.getByRole('link', { name: /Host, client and server/ })).toHaveAttribute('href', LESSON_1);
    await expect(part2.getByRole('link', { name: /What changed on the wire/ })).toHaveAttribute(
      'href',
      '/lessons/what-changed-on-the-wire/',
    );
    await expect(part1.getByRole('link', { name: /What changed on the wire/ })).toHaveCount(0);
    // One numbering across both parts: Part 2 picks up where Part 1 ends.
    const lastOfPart1 = await part1.getByRole('listitem').count();
    await expect(part2.getByRole('list')).toHaveAttribute('start', String(lastOfPart1 + 1));
  });

  test('an unknown lesson address says so and offers the lessons', async ({ page }) => {
    const response = await page.goto('/lessons/no-such-lesson/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No lesson at this address');
    await expect(page.getByRole('link', { name: /Host, client and server/ })).toHaveAttribute('href', LESSON_1);
  });

  test('any other unknown address gets the same app shell', async ({ page }) => {
    await page.goto('/nowhere/at/all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No page at this address');
  });

  test('the theme toggle cycles system, light and dark, and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Theme: same as system' })).toBeVisible();
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await expect(page.getByRole('button', { name: 'Theme: light' })).toBeVisible();
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await expect(page.getByRole('button', { name: 'Theme: dark' })).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Theme: dark' })).toBeVisible();
  });

  test('follows the system colour scheme, set before the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    // Read by the inline script in <head>, before the app's JavaScript runs.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  for (const path of ['/', LESSON_1, '/playground/']) {
    test(`no sideways scrolling at 375 px: ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      if (path !== '/') await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
      expect(await hasHorizontalScroll(page)).toBe(false);
    });
  }
});
