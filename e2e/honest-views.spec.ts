import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openView, region, run, setCode, solveAndRun, withoutMonaco } from './support';

// What the views and messages say must be true of the run: every credential the run used is on
// the "never sent to the model" side, error positions are where Node puts them (and a click puts
// the cursor there), and the chain draws only the stops the run has.

const lessonFile = (folder: string, file: string) =>
  readFileSync(new URL(`../lessons/${folder}/${file}`, import.meta.url), 'utf8');

test.describe.configure({ mode: 'parallel' });

for (const slug of ['what-the-model-sees', 'discovery-is-not-permission']) {
  test(`${slug}: the credential a tool handler sent to the API is listed as never sent to the model`, async ({
    page,
  }) => {
    await solveAndRun(page, slug);
    const context = await openView(page, 'LLM context');
    const boundary = context
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Never sent to the model' }) });
    await expect(boundary).not.toContainText('This run used no environment');
    await expect(boundary).toContainText(/Sent to the API \S+ by gitlab's tool \w+/);
    await expect(
      boundary
        .getByRole('term')
        .filter({ hasText: /^Authorization$/ })
        .first(),
    ).toBeVisible();
    await expect(boundary).toContainText(/Bearer glpa•+\w\w/);
    await expect(boundary).not.toContainText(/glpat-/);
  });
}

test('the chain has no API stop in a lesson without an API, and one in a lesson with one', async ({ page }) => {
  for (const slug of ['host-client-server', 'your-first-tool', 'three-primitives', 'untrusted-descriptions']) {
    await solveAndRun(page, slug);
    const chain = region(page, 'Chain');
    await expect(chain.getByText('Connection 1', { exact: true }).first()).toBeVisible();
    await expect(chain.getByText('API', { exact: true })).toHaveCount(0);
    await expect(chain).not.toContainText('API calls');
  }
  await solveAndRun(page, 'what-the-model-sees');
  await expect(
    region(page, 'Chain')
      .getByText(/^API calls \d+$/)
      .first(),
  ).toBeVisible();
});

test('a host refused at the door is still named as the host in the chain', async ({ page }) => {
  await solveAndRun(page, 'tokens-never-touch-the-model');
  const third = region(page, 'Chain').getByRole('list', { name: /^Connection 3:/ });
  const host = third.locator('.chain__step--host');
  await expect(host).toContainText('host-query');
  await expect(host).not.toContainText('Your code');
  await expect(host).not.toContainText('no model');
});

for (const folder of ['03-three-primitives', '06-two-instances-one-name', '08-stdio-and-streamable-http']) {
  test(`${folder}: a thrown error is reported where Node reports it, and the position puts the cursor there`, async ({
    page,
  }) => {
    await withoutMonaco(page);
    await page.goto(`/lessons/${folder.slice(3)}/`);
    const code = `${lessonFile(folder, 'solution.ts').trimEnd()}\n  throw new Error('stop here');\n`;
    const line = code.split('\n').length - 1;
    await setCode(page, code);
    await run(page);
    // Node strips types by blanking them: the column is the one in the learner's own text.
    const console = region(page, 'Console');
    await expect(console).toContainText(`Error (line ${line}, column 9): stop here`);
    await console.getByRole('button', { name: `line ${line}, column 9` }).click();
    const textarea = region(page, 'Editor').getByRole('textbox');
    await expect(textarea).toBeFocused();
    const caret = await textarea.evaluate((element: HTMLTextAreaElement) => {
      const before = element.value.slice(0, element.selectionStart);
      return { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
    });
    expect(caret).toEqual({ line, column: 9 });
    // The editor's own error list links there too.
    await page.keyboard.press('ControlOrMeta+Home');
    await region(page, 'Editor')
      .getByRole('button', { name: `Line ${line}:9` })
      .click();
    await expect(textarea).toBeFocused();
    expect(
      await textarea.evaluate(
        (element: HTMLTextAreaElement) => element.value.slice(0, element.selectionStart).split('\n').length,
      ),
    ).toBe(line);
  });
}
