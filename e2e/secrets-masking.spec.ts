import { expect, test } from '@playwright/test';
import {
  secretInHeaderAndBodyProgram,
  secretInUrlProgram,
  secretToModelProgram,
} from '../test/fixtures/secretPrograms';
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

test('the Wire masks and flags a marked secret under a harmless header and in a JSON body; the bearer token is masked, not flagged', async ({
  page,
}) => {
  const value = 'tour+SECRET/0123456789==';
  await page.goto(playgroundLink(secretInHeaderAndBodyProgram(value)));
  await run(page);
  await expect(region(page, 'Console')).toContainText('sent');
  const wire = await openView(page, 'Wire');
  const call = wire.locator('button[aria-expanded]', { hasText: 'tools/call' });
  await expect(call).toContainText('marked secret outside a credential header: signing key');
  await expect(call).not.toContainText('credential in the URL');
  await call.click();
  const request = wire.getByRole('region', { name: 'Request' });
  await expect(request).toContainText(
    'The marked secret “signing key” travels in the x-note request header and the request body',
  );
  await expect(request.locator('.http-headers')).toContainText(/x-note\s*tour••••/);
  await expect(request.getByRole('button', { name: 'Reveal authorization header' })).toBeVisible();
  await expect(request).toContainText('"note":"tour••••');
  await expect(request).toContainText('Credentials in this body are masked.');
  const shown = await wire.innerText();
  expect(shown).not.toContain(value);
  expect(shown).not.toContain('mcp-at-0123456789abcdef');
  // Nothing on the page reports a leak: a header or a body is not one of the places the rules name.
  await expect(page.getByRole('tab', { name: /^LLM context\b/ })).not.toContainText('a secret reached the model');

  // The Messages view shows the tool call's arguments with the marked value masked.
  const messages = await openView(page, 'Messages');
  await messages
    .getByRole('button', { name: /tools\/call/ })
    .first()
    .click();
  await expect(messages.getByRole('group', { name: /^Message \d+ as JSON$/ }).first()).toContainText('tour••••');
  expect(await messages.innerText()).not.toContain(value);
  // The LLM context's side the model never receives: the X-Note header masked, with a way to reveal it.
  const context = await openView(page, 'LLM context');
  await context.getByText('Request 2: POST tools/call save').click();
  await expect(context.getByRole('button', { name: 'Reveal x-note' })).toBeVisible();
  expect(await context.innerText()).not.toContain(value);
});

test('a token with a quote and a backslash returned by a tool is reported on the LLM context tab', async ({ page }) => {
  await page.goto(playgroundLink(secretToModelProgram('tok"en\\tour-4f9a2c7e1b')));
  await run(page);
  await expect(region(page, 'Console')).toContainText('true');
  await expect(page.getByRole('tab', { name: /^LLM context\b/ })).toContainText('a secret reached the model');
});
