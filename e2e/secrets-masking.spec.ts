import { expect, test } from '@playwright/test';
import { secretInUrlProgram, secretToModelProgram } from '../test/fixtures/secretPrograms';
import { openView, playgroundLink, region, run, withoutMonaco } from './support';

// A value marked with mcp-tour/secrets is never shown by the Wire, whatever it is called in the URL
// and however it is spelled there (percent-encoded by URLSearchParams), and it is reported when it
// reaches the model, even with a quote or a backslash (escaped in the context's JSON).

test.describe.configure({ mode: 'parallel' });
test.beforeEach(async ({ page }) => withoutMonaco(page));

for (const value of ['tourSECRET0123456789abcd', 'tour+SECRET/0123456789==']) {
  test(`the Wire masks and flags a marked secret under a harmless URL parameter: ${value}`, async ({ page }) => {
    await page.goto(playgroundLink(secretInUrlProgram(value)));
    await run(page);
    await expect(region(page, 'Console')).toContainText('sent');
    const wire = await openView(page, 'Wire');
    const first = wire.locator('button[aria-expanded]').first();
    await expect(first).toContainText('credential in the URL: signing key');
    await expect(first).toContainText('/mcp?sig=tour••••');
    await first.click();
    await expect(wire.getByRole('region', { name: 'Request' })).toContainText('https://api.example/mcp?sig=tour••••');
    const shown = await wire.innerText();
    expect(shown).not.toContain(value);
    expect(shown).not.toContain(encodeURIComponent(value));
    // The LLM context view names the endpoint the headers went to: masked there too.
    const context = await openView(page, 'LLM context');
    await expect(context).toContainText('HTTP headers the client sent to https://api.example/mcp?sig=tour••••');
    expect(await context.innerText()).not.toContain(encodeURIComponent(value));
  });
}

test('a token with a quote and a backslash returned by a tool is reported on the LLM context tab', async ({ page }) => {
  await page.goto(playgroundLink(secretToModelProgram('tok"en\\tour-4f9a2c7e1b')));
  await run(page);
  await expect(region(page, 'Console')).toContainText('true');
  await expect(page.getByRole('tab', { name: /^LLM context\b/ })).toContainText('a secret reached the model');
});
