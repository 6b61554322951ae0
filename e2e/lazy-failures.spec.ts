import { expect, type Page, test } from '@playwright/test';
import { LESSON_1, region, run, runButton, withoutMonaco } from './support';

// Parts of the app load on demand (pages, dialogs, the trace views). When one's download fails,
// the learner keeps the page, reads what happened, and gets it with a retry once the network is back.

// A retry asks for the chunk under a query of its own (platform/retryableImport.ts): the network is down for it too.
const chunk = (name: string) => new RegExp(`/assets/${name}-[^/?]*\\.js(\\?.*)?$`);

/** Makes a chunk's download fail until the returned function is called. */
async function failChunk(page: Page, name: string): Promise<() => void> {
  let fail = true;
  await page.route(chunk(name), (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
  return () => {
    fail = false;
  };
}

const PAGE_WIDE_ERROR = /hit an error while drawing this page/;

test.describe('a page whose own code fails to download', () => {
  for (const [path, name, shown] of [
    // The home page's own heading (the header's "Lessons" link is there without it).
    ['/', 'HomePage', /Learn the Model Context Protocol by running it/],
    ['/playground/', 'PlaygroundPage', /Playground/],
    ['/nope/', 'NotFoundPage', /No page at this address/],
    // (An embed's code is its entry script, src/embed.tsx, like the site's: no page of its own to retry.)
  ] as const) {
    test(`${path} says so, and Try again loads it once the network is back`, async ({ page }) => {
      await withoutMonaco(page);
      const restore = await failChunk(page, name);
      await page.goto(path);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('This page could not be loaded');
      await expect(alert).toContainText('is the connection down?');
      // Styled by the app's CSS (loaded with the main script), not a bare line of text.
      await expect(alert).toHaveCSS('border-left-style', 'solid');
      restore();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('#root')).toContainText(shown);
    });
  }
});

test.describe('a dialog whose code fails to download', () => {
  test('Embed keeps the lesson, says the dialog could not load, and opens it when pressed again', async ({ page }) => {
    await withoutMonaco(page);
    const restore = await failChunk(page, 'EmbedDialog');
    await page.goto(LESSON_1);
    await expect(runButton(page)).toBeEnabled();
    await page.getByRole('button', { name: 'Embed' }).click();
    await expect(page.getByRole('alert')).toContainText('The Embed dialog could not be loaded');
    await expect(page.getByText(PAGE_WIDE_ERROR)).toHaveCount(0);
    // The lesson stays: its editor and Run button are still there.
    await expect(region(page, 'Editor')).toBeVisible();
    await expect(runButton(page)).toBeEnabled();
    restore();
    await page.getByRole('button', { name: 'Embed' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('New keeps the playground, says the dialog could not load, and opens it when pressed again', async ({
    page,
  }) => {
    await withoutMonaco(page);
    const restore = await failChunk(page, 'NewSnippetDialog');
    await page.goto('/playground/');
    await expect(runButton(page)).toBeEnabled();
    await page.getByRole('button', { name: /^New/ }).click();
    await expect(page.getByRole('alert')).toContainText('The New snippet dialog could not be loaded');
    await expect(page.getByText(PAGE_WIDE_ERROR)).toHaveCount(0);
    await expect(region(page, 'Editor')).toBeVisible();
    restore();
    await page.getByRole('button', { name: /^New/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('the views failing to download on the first Run are drawn by the next Run', async ({ page }) => {
  await withoutMonaco(page);
  const restore = await failChunk(page, 'traceViews');
  await page.goto(LESSON_1);
  await run(page);
  await page.getByRole('tab', { name: /^Messages\b/ }).click();
  await expect(region(page, 'Messages')).toContainText('could not be loaded');
  restore();
  await run(page);
  await expect(region(page, 'Messages')).toContainText('initialize');
  await expect(region(page, 'Messages')).not.toContainText('could not be loaded');
});
