import { expect, test, type Page } from '@playwright/test';
import { codeHash } from '../src/ui/playground/codeHash';
import { blockLocalStorage, region, savedAs, setCode, withoutMonaco } from './support';

// "Your code and progress stay in this browser": the playground keeps its code and a short list
// of recent snippets; a share link opens as a snippet of its own and overwrites nothing.

const editor = (page: Page) => region(page, 'Editor');
const recent = (page: Page) => page.getByRole('combobox', { name: 'Recent snippets' });

test.describe('playground code kept in this browser', () => {
  test.beforeEach(async ({ page }) => {
    await withoutMonaco(page);
  });

  test('code written in the playground is still there after going to the lessons and back', async ({ page }) => {
    await page.goto('/playground/');
    await setCode(page, "console.log('my own snippet');\n");
    await savedAs(page, "console.log('my own snippet');\n");
    await page.getByRole('link', { name: 'Lessons', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Playground', exact: true }).first().click();
    await expect(editor(page)).toContainText("console.log('my own snippet');");
    await expect(editor(page)).not.toContainText('McpServer');
  });

  test('New starts a snippet; the recent list brings back the earlier one', async ({ page }) => {
    await page.goto('/playground/');
    await setCode(page, "// first snippet\nconsole.log('one');\n");
    await savedAs(page, "// first snippet\nconsole.log('one');\n");
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Start a new snippet' })
      .getByRole('button', { name: /^SDK 1\.x · MCP 2025-11-25/ })
      .click();
    await expect(editor(page)).toContainText('McpServer');
    await setCode(page, "// second snippet\nconsole.log('two');\n");
    await savedAs(page, "// second snippet\nconsole.log('two');\n");
    await expect(recent(page).getByRole('option')).toHaveText([/^second snippet · edited/, /^first snippet · edited/]);
    await recent(page).selectOption({ label: (await recent(page).getByRole('option').nth(1).textContent()) ?? '' });
    await expect(editor(page)).toContainText("console.log('one');");
    // The address follows the snippet shown, and a reload keeps it.
    await page.reload();
    await expect(editor(page)).toContainText("console.log('one');");
  });

  test("two tabs of the playground keep each other's snippets, and each list shows the other's", async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    await withoutMonaco(other);
    await page.goto('/playground/');
    await other.goto('/playground/');
    await setCode(page, '// from tab A\n');
    await savedAs(page, '// from tab A\n');
    await setCode(other, '// from tab B\n');
    await savedAs(other, '// from tab B\n');
    // Tab A saves again: its save must not write back a list without tab B's snippet.
    await setCode(page, '// from tab A, again\n');
    await savedAs(page, '// from tab A, again\n');
    await savedAs(page, '// from tab B\n');
    await expect(recent(page).getByRole('option')).toHaveText([/^from tab A, again · edited/, /^from tab B · edited/]);
    await other.close();
    const third = await context.newPage();
    await withoutMonaco(third);
    await third.goto('/playground/');
    await expect(recent(third).getByRole('option')).toHaveText([/^from tab A, again · edited/, /^from tab B · edited/]);
  });

  test('a share link opens as its own snippet and does not overwrite the saved one', async ({ page, context }) => {
    await page.goto('/playground/');
    await setCode(page, "console.log('mine, not shared');\n");
    await savedAs(page, "console.log('mine, not shared');\n");
    const linkCode = "console.log('from a blog post');\n";
    const shared = await context.newPage();
    await withoutMonaco(shared);
    await shared.goto(`/playground/${codeHash(linkCode)}`);
    await expect(editor(shared)).toContainText("console.log('from a blog post');");
    await setCode(shared, "console.log('from a blog post, edited');\n");
    await savedAs(shared, "console.log('from a blog post, edited');\n");
    // The learner's own snippet is untouched, and one pick away.
    await savedAs(shared, "console.log('mine, not shared');\n");
    const mine = recent(shared).getByRole('option', { name: /^console\.log\('mine, not shared'\);/ });
    await recent(shared).selectOption({ label: (await mine.textContent()) ?? '' });
    await expect(editor(shared)).toContainText("console.log('mine, not shared');");
  });

  test('with storage blocked, a notice says so and the code stays in the address bar', async ({ page }) => {
    await blockLocalStorage(page);
    await page.goto('/playground/');
    await setCode(page, "console.log('kept in the link');\n");
    await expect(
      page.getByRole('status').filter({ hasText: 'Your browser is not letting MCP Tour save.' }),
    ).toContainText('use Share and keep the link');
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#code\//);
    await page.reload();
    await expect(editor(page)).toContainText("console.log('kept in the link');");
  });

  test('with storage full, a notice says the edits could not be saved, and nothing is lost', async ({ page }) => {
    await page.goto('/playground/');
    await setCode(page, "console.log('saved before it filled up');\n");
    await savedAs(page, "console.log('saved before it filled up');\n");
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await setCode(page, "console.log('written once it was full');\n");
    await expect(page.getByRole('status').filter({ hasText: 'storage for MCP Tour is full' })).toContainText(
      'could not be saved',
    );
    // The tab keeps the new code, and the earlier save is not damaged.
    await expect(editor(page)).toContainText("console.log('written once it was full');");
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#code\//);
    await savedAs(page, "console.log('saved before it filled up');\n");
  });
});
