import { expect, type Page, test } from '@playwright/test';
import { openView, region, run } from './support';

// Who did what, as the views say it: a downstream API request on the server instance whose
// handler made it.

async function solveAndRun(page: Page, slug: string) {
  await page.goto(`/lessons/${slug}/`);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await run(page);
}

function lanes(page: Page) {
  return region(page, 'Chain').getByRole('list', { name: 'Connections', exact: true }).locator(':scope > li');
}

test.describe('API requests in the views', () => {
  test("lesson 16: the host's tool call and the API request it caused are on the same server", async ({ page }) => {
    await solveAndRun(page, 'structured-output');
    const chain = await openView(page, 'Chain');
    await expect(lanes(page)).toHaveCount(3);
    const [dashboard, host, stale] = [lanes(page).nth(0), lanes(page).nth(1), lanes(page).nth(2)];
    await expect(dashboard).toContainText('server#1');
    await expect(dashboard).toContainText('API calls 2');
    await expect(host).toContainText('tour-host');
    await expect(host).toContainText('server#2');
    await expect(host).toContainText('1 model tool call');
    await expect(host).toContainText('API calls 1');
    await expect(stale).toContainText('API calls 0');

    await chain.getByRole('button', { name: 'As text' }).click();
    const text = chain.getByRole('list', { name: 'Connections as text' }).locator(':scope > li');
    await expect(text.nth(1)).toContainText('Connection 2: gitlab (server#2)');
    await expect(text.nth(1)).toContainText('Host tour-host → Client tour-host: 1 model tool call.');
    await expect(text.nth(1)).toContainText('Server → API tracker: API calls 1.');

    // The model's call went to server#2, and the token it made server#2 send is listed as server#2's.
    const context = await openView(page, 'LLM context');
    await expect(context).toContainText('call_1 → gitlab (server#2)');
    await expect(context.getByText("Sent to the API tracker by gitlab (server#2)'s tool get_issue")).toHaveCount(1);
    await expect(context.getByText("Sent to the API tracker by gitlab (server#1)'s tool get_issue")).toHaveCount(1);
  });
});
