import { expect, test, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { LESSON_1, setCode } from './support';

// The Embed button on the lesson and playground pages: a dialog with both snippets, each copied
// with one click; Escape closes it and focus goes back to the button.

async function openDialog(page: Page) {
  const button = page.getByRole('button', { name: 'Embed', exact: true });
  await button.click();
  const dialog = page.getByRole('dialog', { name: /^Embed this/ });
  await expect(dialog).toBeVisible();
  return { button, dialog };
}

test.describe('Embed dialog', () => {
  test('on a lesson: both snippets, Copy, Escape, focus back on Embed', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(LESSON_1);
    const { button, dialog } = await openDialog(page);
    const origin = new URL(baseURL!).origin;

    const script = dialog.getByRole('textbox', { name: 'With embed.js' });
    const iframe = dialog.getByRole('textbox', { name: 'As an iframe' });
    await expect(script).toHaveValue(
      new RegExp(
        `^<!-- in the page's <head>, once -->\n<script src="${origin}/embed/v1/embed\\.[0-9a-f]{10}\\.js" integrity="sha384-[\\w+/]+=*" crossorigin="anonymous" async blocking="render"></script>\n\n<!-- where the embed goes -->\n<div data-mcp-tour="host-client-server" style="min-height: \\d+px"><a href="${origin}/lessons/host-client-server/">Open the lesson “Host, client and server” in MCP Tour</a></div>$`,
      ),
    );
    // No style attribute, which a strict Content-Security-Policy rejects.
    await expect(iframe).toHaveValue(
      /^<iframe src="[^"]+\/embed\/host-client-server\/" [^>]*width="100%" height="\d+" frameborder="0"><\/iframe>$/,
    );
    // Focus starts inside the dialog, on its first Copy button.
    await expect(dialog.getByRole('button', { name: 'Copy' }).first()).toBeFocused();
    // Toggles change every snippet, and the preview shows the embed they make.
    await dialog.getByRole('checkbox', { name: /Load on click/ }).check();
    await expect(script).toHaveValue(/\n<div data-mcp-tour="host-client-server" data-load="click"><a /);
    await dialog.getByRole('checkbox', { name: 'Read-only' }).check();
    await expect(iframe).toHaveValue(/\/embed\/host-client-server\/\?readonly=1"/);
    const preview = dialog.getByTitle('Preview of the embed');
    await expect(preview).toHaveAttribute('src', /\/embed\/host-client-server\/\?readonly=1$/);
    await expect(preview.contentFrame().getByRole('textbox', { name: /Code for lesson 1/ })).toHaveAttribute(
      'readonly',
      '',
    );
    await dialog.getByRole('checkbox', { name: 'Read-only' }).uncheck();
    await dialog.getByRole('checkbox', { name: /Load on click/ }).uncheck();
    await expect(iframe).toHaveValue(
      new RegExp(
        `^<iframe src="${origin}/embed/host-client-server/" title="MCP Tour lesson: Host, client and server" loading="lazy"`,
      ),
    );

    await dialog.getByRole('button', { name: 'Copy' }).nth(1).click();
    await expect(dialog.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await iframe.inputValue());

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('on the playground: the snippets carry the code as it is now', async ({ page }) => {
    await page.goto('/playground/');
    const code = "console.log('embedded <b>bold</b> & more');\n";
    await setCode(page, code);
    const { dialog } = await openDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'With embed.js' })).toHaveValue(
      /^<!-- in the page's <head>, once -->\n<script src="[^"]+\/embed\/v1\/embed\.[0-9a-f]{10}\.js" integrity="sha384-[^"]+" crossorigin="anonymous" async blocking="render"><\/script>\n\n<!-- where the embed goes -->\n<pre data-mcp-tour><code>console\.log\('embedded &lt;b&gt;bold&lt;\/b&gt; &amp; more'\);<\/code><\/pre>$/,
    );
    await expect(dialog.getByRole('textbox', { name: 'In Markdown' })).toHaveValue(
      "```ts\n// mcp-tour\nconsole.log('embedded <b>bold</b> & more');\n```",
    );
    const iframe = await dialog.getByRole('textbox', { name: 'As an iframe' }).inputValue();
    const src = /src="([^"]+)"/.exec(iframe)![1].replace(/&amp;/g, '&');
    const url = new URL(src);
    expect(url.pathname).toBe('/embed/playground/');
    expect(LZString.decompressFromEncodedURIComponent(url.hash.slice('#code/'.length))).toBe(code);

    // Nothing to warn about in this code.
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    // The address opens an embed of that code.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto(src);
    await expect(page.getByRole('region', { name: 'Editor' })).toContainText(
      "console.log('embedded <b>bold</b> & more');",
    );
  });

  test('on the playground: code readers could not run is pointed out before the snippets', async ({ page }) => {
    await page.goto('/playground/');
    await setCode(page, "import express from 'express';\nconst app = express(;\n");
    const { dialog } = await openDialog(page);
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(
      '"express" cannot be imported in MCP Tour. A browser tab cannot open a server port. Use createHttpLink',
    );
    await expect(alert).toContainText(/Syntax error at line 2:\d+/);
  });
});
