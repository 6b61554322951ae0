import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { LESSON_1, blockLocalStorage, hasHorizontalScroll, region, withoutMonaco } from './support';

// Progress travels as a file: Export progress on the home page saves the lessons finished, each
// lesson's code and the playground's snippets; Import progress in another browser brings them back.
// A bad file is refused with a reason and changes nothing; where the file would replace the
// learner's own work, the page asks first.

const LESSON_1_SLUG = 'host-client-server';

/** Puts progress in this browser as the app itself keeps it (the learner's earlier visits). */
async function seed(
  page: Page,
  progress: {
    done?: string[];
    code?: Record<string, string>;
    snippets?: { id: string; code: string; name?: string }[];
  },
) {
  await page.evaluate((progress) => {
    if (progress.done) localStorage.setItem('mcp-tour:v1:done', JSON.stringify(progress.done));
    for (const [slug, code] of Object.entries(progress.code ?? {}))
      localStorage.setItem(`mcp-tour:v1:code:${slug}`, code);
    if (progress.snippets)
      localStorage.setItem(
        'mcp-tour:v1:playground-snippets',
        JSON.stringify(progress.snippets.map((snippet, i) => ({ ...snippet, updatedAt: Date.now() - i * 60_000 }))),
      );
  }, progress);
}

const importButton = (page: Page) => page.getByRole('button', { name: 'Import progress' });
const message = (page: Page) => page.locator('.progress-transfer__message');
const lessonsDone = (page: Page) => page.getByText(/^\d+ of \d+ lessons done$/);

/** Chooses `file` in the Import progress file chooser, as a learner picks it. */
async function importFile(page: Page, file: { name: string; text: string }) {
  const chooser = page.waitForEvent('filechooser');
  await importButton(page).click();
  await (await chooser).setFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) });
}

async function exportFile(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export progress' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test('progress, lesson code and named snippets exported in one browser come back in another', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await seed(page, {
    done: [LESSON_1_SLUG, 'your-first-tool'],
    code: { [LESSON_1_SLUG]: "// my lesson 1 work\nconsole.log('kept');\n" },
    snippets: [{ id: 'sA', code: "console.log('snippet a');\n", name: 'My weather server' }],
  });
  await page.reload();
  await expect(lessonsDone(page)).toHaveText(/^2 of/);
  const file = await exportFile(page);
  expect(file.name).toMatch(/^mcp-tour-progress-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(message(page)).toContainText(
    `Saved ${file.name} (2 lessons done, code of 1 lesson, 1 playground snippet)`,
  );

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const learner = await other.newPage();
  await withoutMonaco(learner);
  await learner.goto('/');
  await expect(lessonsDone(learner)).toHaveText(/^0 of/);
  await importFile(learner, file);
  await expect(message(learner)).toHaveText(
    `Imported from “${file.name}”: 2 lessons marked done, code of 1 lesson, 1 playground snippet.`,
  );
  await expect(lessonsDone(learner)).toHaveText(/^2 of/);
  await expect(
    learner.getByRole('link', { name: /Host, client and server/ }).locator('xpath=ancestor::li'),
  ).toContainText('Done');
  await learner.getByRole('link', { name: /Host, client and server/ }).click();
  await expect(region(learner, 'Editor')).toContainText('// my lesson 1 work');
  await learner.goto('/playground/');
  await expect(learner.getByRole('combobox', { name: 'Recent snippets' })).toContainText('My weather server');
  await expect(region(learner, 'Editor')).toContainText("console.log('snippet a');");
  await other.close();
});

test('a file that is not a progress file is refused with the reason, and nothing changes', async ({ page }) => {
  await page.goto('/');
  await seed(page, { done: [LESSON_1_SLUG], code: { [LESSON_1_SLUG]: '// mine' } });
  await page.reload();
  const before = await page.evaluate(() => JSON.stringify(localStorage));
  const good = await exportFile(page);

  const cases: [string, string, RegExp][] = [
    [
      'broken.json',
      good.text.slice(0, good.text.length / 2),
      /“broken\.json” is not an MCP Tour progress file: it is not JSON/,
    ],
    ['package.json', '{"name": "my-app", "version": "1.0.0"}', /“package\.json” is not an MCP Tour progress file/],
    [
      'future.json',
      good.text.replace('"version": 1', '"version": 3'),
      /was saved by a newer version of MCP Tour \(progress file version 3; this one reads version 1\)/,
    ],
    [
      'damaged.json',
      good.text.replace(/"doneLessons": \[[^\]]*\]/, '"doneLessons": "all"'),
      /“damaged\.json” is damaged: .* at doneLessons\./,
    ],
  ];
  for (const [name, text, reason] of cases) {
    await importFile(page, { name, text });
    await expect(message(page)).toHaveText(reason);
    await expect(message(page)).toContainText('Nothing was changed.');
    await expect(lessonsDone(page)).toHaveText(/^1 of/);
  }
  expect(await page.evaluate(() => JSON.stringify(localStorage))).toBe(before);
});

test('before replacing the learner’s own code, the page asks; Keep mine keeps it, Replace takes the file’s', async ({
  page,
}) => {
  await page.goto('/');
  await seed(page, { code: { [LESSON_1_SLUG]: '// from the other browser' }, done: ['your-first-tool'] });
  await page.reload();
  const file = await exportFile(page);
  await seed(page, { code: { [LESSON_1_SLUG]: '// written here' } });
  await page.evaluate(() => localStorage.removeItem('mcp-tour:v1:done'));
  await page.reload();

  await importFile(page, file);
  const dialog = page.getByRole('dialog', { name: 'Replace your work with the file’s?' });
  await expect(dialog).toContainText('Your code of Lesson 1: Host, client and server');
  await expect(dialog).toContainText('adds only what is new: 1 lesson marked done');
  await expect(dialog.getByRole('button', { name: 'Keep mine' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(message(page)).toHaveText(`Imported from “${file.name}”: 1 lesson marked done.`);
  expect(await page.evaluate((key) => localStorage.getItem(key), `mcp-tour:v1:code:${LESSON_1_SLUG}`)).toBe(
    '// written here',
  );

  await importFile(page, file);
  await expect(dialog.getByRole('button', { name: 'Keep mine' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(message(page)).toHaveText(`Nothing was imported from “${file.name}”.`);
  await expect(importButton(page)).toBeFocused();

  await importFile(page, file);
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(message(page)).toHaveText(`Imported from “${file.name}”: code of 1 lesson.`);
  await withoutMonaco(page);
  await page.goto(LESSON_1);
  await expect(region(page, 'Editor')).toContainText('// from the other browser');
});

test('with storage blocked, an import still shows in this tab and says it will not last', async ({ page, browser }) => {
  await page.goto('/');
  await seed(page, { done: [LESSON_1_SLUG] });
  const file = await exportFile(page);
  const blocked = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const learner = await blocked.newPage();
  await blockLocalStorage(learner);
  await learner.goto('/');
  await importFile(learner, file);
  await expect(message(learner)).toHaveText(
    `Imported from “${file.name}”: 1 lesson marked done. Your browser is not letting MCP Tour save, so this lasts only while this tab is open.`,
  );
  await expect(lessonsDone(learner)).toHaveText(/^1 of/);
  await expect(
    learner.getByRole('status').filter({ hasText: 'Your browser is not letting MCP Tour save' }).first(),
  ).toBeVisible();
  await blocked.close();
});

for (const [width, height] of [
  [375, 800],
  [1440, 900],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`Export and Import at ${width}×${height} (${colorScheme}): in view, no sideways scroll, no serious axe findings`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await seed(page, { code: { [LESSON_1_SLUG]: '// other' } });
      const file = await exportFile(page);
      await seed(page, { code: { [LESSON_1_SLUG]: '// mine' } });
      for (const name of ['Export progress', 'Import progress']) {
        await expect(page.getByRole('button', { name })).toBeInViewport();
      }
      await importFile(page, { name: 'notes.json', text: '{"notes": []}' });
      await expect(message(page)).toContainText('is not an MCP Tour progress file');
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`home-${width}-${colorScheme}.png`) });

      await importFile(page, file);
      const dialog = page.getByRole('dialog', { name: 'Replace your work with the file’s?' });
      await expect(dialog).toBeVisible();
      for (const name of ['Replace', 'Keep mine', 'Cancel'])
        await expect(dialog.getByRole('button', { name })).toBeInViewport();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`dialog-${width}-${colorScheme}.png`) });
    });
  }
}
