import { expect, test, type Page } from '@playwright/test';
import { codeHash } from '../src/ui/playground/codeHash';
import { seriousViolations } from './axe';
import { hasHorizontalScroll, region, savedAs, setCode, withoutMonaco } from './support';

// The playground's recent snippets can be renamed in place (Enter keeps, Escape gives up, an empty
// name is refused) and deleted with an Undo instead of a confirmation; deleting the open snippet
// opens the next one of the list.

const editor = (page: Page) => region(page, 'Editor');
const recent = (page: Page) => page.getByRole('combobox', { name: 'Recent snippets' });
const options = (page: Page) => recent(page).getByRole('option');
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Snippet name' });

/** Two snippets of the learner's: "first snippet" (older) and "second snippet" (open). */
async function twoSnippets(page: Page): Promise<void> {
  await page.goto('/playground/');
  await setCode(page, "// first snippet\nconsole.log('one');\n");
  await savedAs(page, "// first snippet\nconsole.log('one');\n");
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Start a new snippet' })
    .getByRole('button', { name: /^SDK 1\.x/ })
    .click();
  await setCode(page, "// second snippet\nconsole.log('two');\n");
  await savedAs(page, "// second snippet\nconsole.log('two');\n");
  await expect(options(page)).toHaveText([/^second snippet · edited/, /^first snippet · edited/]);
}

test.beforeEach(async ({ page }) => {
  await withoutMonaco(page);
});

test('a snippet is renamed in place: Enter keeps the name, Escape keeps the old one, an empty name is refused', async ({
  page,
}) => {
  await twoSnippets(page);
  await page.getByRole('button', { name: 'Rename snippet' }).click();
  await expect(nameField(page)).toBeFocused();
  await expect(nameField(page)).toHaveValue('second snippet');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'A snippet needs a name. Type one, or press Esc to keep “second snippet”.',
  );
  await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField(page)).toBeFocused();

  await page.keyboard.type('Weather server');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(nameField(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rename snippet' })).toBeFocused();
  await expect(options(page)).toHaveText([/^Weather server · edited/, /^first snippet · edited/]);

  await page.getByRole('button', { name: 'Rename snippet' }).press('Enter');
  await expect(nameField(page)).toBeFocused();
  await page.keyboard.type('Not this');
  await page.keyboard.press('Escape');
  await expect(nameField(page)).toHaveCount(0);
  await expect(options(page).first()).toHaveText(/^Weather server · edited/);

  // The name stays through edits and a reload.
  await setCode(page, "// second snippet, edited\nconsole.log('two');\n");
  await savedAs(page, "// second snippet, edited\nconsole.log('two');\n");
  await page.reload();
  await expect(options(page)).toHaveText([/^Weather server · edited/, /^first snippet · edited/]);
  await expect(editor(page)).toContainText('second snippet, edited');
});

test('deleting the open snippet opens the next one and offers Undo, which brings it back', async ({ page }) => {
  await twoSnippets(page);
  await page.getByRole('button', { name: 'Delete snippet' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Deleted' });
  await expect(status).toHaveText(/^Deleted “second snippet”\.\s*Undo/);
  await expect(status.getByRole('button', { name: 'Undo' })).toBeFocused();
  await expect(editor(page)).toContainText("console.log('one');");
  await expect(options(page)).toHaveText([/^first snippet · edited/]);

  await status.getByRole('button', { name: 'Undo' }).click();
  await expect(status).toHaveCount(0);
  await expect(editor(page)).toContainText("console.log('two');");
  await expect(options(page)).toHaveText([/^second snippet · edited/, /^first snippet · edited/]);

  // Deleting the last one left opens a fresh example, which has nothing to delete.
  await page.getByRole('button', { name: 'Delete snippet' }).click();
  await page.getByRole('button', { name: 'Delete snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toHaveText(/^Deleted “first snippet”\./);
  await expect(options(page)).toHaveText(['New snippet (saved once edited)']);
  await expect(editor(page)).toContainText('McpServer');
  await expect(page.getByRole('button', { name: 'Delete snippet' })).toBeDisabled();
  await page.reload();
  await expect(editor(page)).not.toContainText("console.log('one');");
  await expect(options(page)).toHaveText(['New snippet (saved once edited)']);
});

test('a snippet deleted while its last edit was still being saved stays deleted', async ({ page }) => {
  await twoSnippets(page);
  await setCode(page, "// second snippet, just typed\nconsole.log('two');\n");
  await page.getByRole('button', { name: 'Delete snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toHaveText(
    /^Deleted “second snippet, just typed”\./,
  );
  await page.reload();
  await expect(options(page)).toHaveText([/^first snippet · edited/]);
});

test('a snippet opened from a link is renamed and deleted like the learner’s own', async ({ page }) => {
  await page.goto('/playground/');
  await setCode(page, "// mine\nconsole.log('mine');\n");
  await savedAs(page, "// mine\nconsole.log('mine');\n");
  await page.goto(`/playground/${codeHash("// from a blog post\nconsole.log('shared');\n")}`);
  await expect(options(page).first()).toHaveText(/^from a blog post · opened from a link/);
  await page.getByRole('button', { name: 'Rename snippet' }).click();
  await nameField(page).fill('Blog example');
  await nameField(page).press('Enter');
  // Named, it is the learner's: no longer one of the few links kept.
  await expect(options(page).first()).toHaveText(/^Blog example · edited/);
  await page.getByRole('button', { name: 'Delete snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted' })).toHaveText(/^Deleted “Blog example”\./);
  await expect(editor(page)).toContainText("console.log('mine');");
  // The address now carries the snippet shown, not the deleted link.
  await page.reload();
  await expect(editor(page)).toContainText("console.log('mine');");
  await expect(options(page)).toHaveText([/^mine · edited/]);
});

for (const [width, height] of [
  [375, 800],
  [1440, 900],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`rename and delete at ${width}×${height} (${colorScheme}): on screen, no sideways scroll, no serious axe findings`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await twoSnippets(page);
      await page.getByRole('button', { name: 'Rename snippet' }).click();
      await expect(nameField(page)).toBeFocused();
      await page.keyboard.press('Delete');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toBeInViewport();
      await expect(nameField(page)).toBeInViewport();
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`rename-${width}-${colorScheme}.png`) });
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Delete snippet' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Deleted' });
      await expect(status.getByRole('button', { name: 'Undo' })).toBeInViewport();
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`deleted-${width}-${colorScheme}.png`) });
    });
  }
}
