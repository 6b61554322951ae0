import { expect, test, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { answersUntilRunIsBack, region, runButton, setCode, withoutMonaco } from './support';

// A program that prints without end is the most common beginner mistake: the page must keep
// answering while it runs and Run must come back. The sandbox batches and caps the output
// (src/runtime/sandbox/outbox.ts); the Console keeps only the lines in sight in the page. How
// fast the page answers meanwhile is measured by `npm run bench`, not asserted here.

/** Presses Run and samples the page until Run is back (see answersUntilRunIsBack). */
async function runWhileSampling(page: Page): Promise<void> {
  await expect(runButton(page)).toBeEnabled();
  await runButton(page).click();
  await answersUntilRunIsBack(page);
}

const consoleRows = (page: Page) => region(page, 'Console').getByRole('listitem');

test.describe('output floods', () => {
  test.beforeEach(async ({ page }) => {
    // Monaco's own start can hold the main thread on a busy machine; this test is about the run.
    await withoutMonaco(page);
    await page.goto('/playground/');
  });

  test('20,000 printed lines: the page keeps answering and the Console holds only the lines in sight', async ({
    page,
  }) => {
    await setCode(page, "for (let i = 0; i < 20000; i++) console.log('line', i);\n");
    await runWhileSampling(page);
    const console = region(page, 'Console');
    // Stuck to the bottom: the last line is in sight. The sandbox sends the first 10,000 lines and
    // says it cut the rest; the page shows them all, drawing only those in sight.
    await expect(console.getByText(/output truncated after 10,000 lines — the program kept running/)).toBeVisible();
    await expect(console.getByText('line 9999', { exact: true })).toBeVisible();
    expect(await consoleRows(page).count()).toBeLessThan(200);
    // Every line is still there to read: scrolled to the top, the first one is drawn.
    await console.locator('.console').evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(console.getByText('line 0', { exact: true })).toBeVisible();
    expect(await consoleRows(page).count()).toBeLessThan(200);
  });

  test('a reader who scrolled up stays where they are while lines keep coming', async ({ page }) => {
    await setCode(
      page,
      "for (let i = 0; i < 3000; i++) console.log('line', i);\nawait new Promise((resolve) => setTimeout(resolve, 400));\nfor (let i = 3000; i < 6000; i++) console.log('line', i);\n",
    );
    await runButton(page).click();
    const box = region(page, 'Console').locator('.console');
    await expect(
      region(page, 'Console')
        .getByText(/^line \d+$/)
        .first(),
    ).toBeVisible();
    await box.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(runButton(page)).toBeEnabled({ timeout: 60_000 });
    expect(await box.evaluate((element) => element.scrollTop)).toBeLessThan(50);
    await expect(region(page, 'Console').getByText('line 0', { exact: true })).toBeVisible();
  });

  // The floods beginners write. They need the sandbox's batching and caps as well as the page's side.
  const FLOODS = {
    'an endless loop of console.log': "let i = 0;\nwhile (true) console.log('line', i++);\n",
    'a million console.log calls': 'for (let i = 0; i < 1e6; i++) console.log(i);\n',
    'a 50 MB string': "console.log('x'.repeat(50 * 1024 * 1024));\n",
  };
  for (const [name, program] of Object.entries(FLOODS)) {
    test(`${name}: the page answers at every sample and Run comes back`, async ({ page }) => {
      await setCode(page, program);
      await runWhileSampling(page);
      expect(await consoleRows(page).count()).toBeLessThan(200);
    });
  }
});

test('a fixed-height embed draws only the Console lines in sight, and its list scrolls inside', async ({ page }) => {
  await withoutMonaco(page);
  // The frame a blog gives it: 420 px high, as ?height=420 asks.
  await page.setViewportSize({ width: 800, height: 420 });
  const code = "for (let i = 0; i < 5000; i++) console.log('line', i);\n";
  await page.goto(`/embed/playground/?height=420#code/${LZString.compressToEncodedURIComponent(code)}`);
  await expect(runButton(page)).toBeEnabled();
  await runButton(page).click();
  const console = region(page, 'Console');
  await expect(console.getByText('line 4999', { exact: true })).toBeVisible();
  expect(await consoleRows(page).count()).toBeLessThan(200);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(420);
});

test('the Console expands objects that Node prints as [Object] or [Array]', async ({ page }) => {
  await withoutMonaco(page);
  await page.goto('/playground/');
  await setCode(
    page,
    "console.log({ messages: [{ role: 'user', content: [{ type: 'text', text: 'deep hello' }] }] });\n",
  );
  await expect(runButton(page)).toBeEnabled();
  await runButton(page).click();
  const console = region(page, 'Console');
  await expect(console).toContainText("{ messages: [ { role: 'user', content: [Array] } ] }");
  const expand = console.getByRole('button', { name: 'Expand nested objects' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await expect(console).toContainText("text: 'deep hello'");
  await expect(console.getByRole('button', { name: 'Show as Node prints it' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
