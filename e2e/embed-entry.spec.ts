import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Response, test } from '@playwright/test';
import { LESSON_1, runButton, withoutMonaco } from './support';

// The embeds are an entry of their own (embed.html, src/embed.tsx): no router, and the React chunk
// is the site's own file, so a reader who opens a post's embed and then the site downloads React once.

/** Signs of the code in a script: wouter's route patterns (regexparam's), and react-dom's error links. */
const ROUTER = '/([^/]+?)';
const REACT_DOM = 'react.dev/errors/';

const DIST = process.env.E2E_DIST ?? 'dist';

/** Every script the page loads from /assets/ until Run is usable, with its text (read from the build: a cached response has no body to read). */
async function scriptsUntilRunIsUsable(page: Page, address: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/'))
      scripts.set(url.pathname, readFileSync(path.join(DIST, url.pathname), 'utf8'));
  };
  page.on('response', onResponse);
  await page.goto(address);
  await expect(runButton(page)).toBeEnabled();
  page.off('response', onResponse);
  return scripts;
}

const holding = (scripts: Map<string, string>, sign: string) =>
  [...scripts].filter(([, body]) => body.includes(sign)).map(([url]) => url);

test('an embed page downloads no router code, and the same React file as a lesson page', async ({ page }) => {
  await withoutMonaco(page);
  const lesson = await scriptsUntilRunIsUsable(page, LESSON_1);
  const embed = await scriptsUntilRunIsUsable(page, '/embed/host-client-server/');

  // The signs find what they look for: the site's entry holds the router, one chunk holds react-dom.
  expect(holding(lesson, ROUTER)).toHaveLength(1);
  const react = holding(lesson, REACT_DOM);
  expect(react).toHaveLength(1);
  expect(react[0]).toMatch(/^\/assets\/react-[^/]+\.js$/);

  expect(holding(embed, ROUTER)).toEqual([]);
  expect(holding(embed, REACT_DOM)).toEqual(react);
  // The embed's own entry, not the site's.
  expect([...embed.keys()].some((url) => /^\/assets\/embed-[^/]+\.js$/.test(url))).toBe(true);
  expect([...embed.keys()].filter((url) => lesson.has(url) && holding(lesson, ROUTER).includes(url))).toEqual([]);
});
