import { expect, test } from '@playwright/test';
import { chainLanes, openView, playgroundLink, region, run, solveAndRun } from './support';

// Who did what, as the views say it: a downstream API request on the server instance whose
// handler made it.

test.describe('API requests in the views', () => {
  test("lesson 16: the host's tool call and the API request it caused are on the same server", async ({ page }) => {
    await solveAndRun(page, 'structured-output');
    const chain = await openView(page, 'Chain');
    await expect(chainLanes(page)).toHaveCount(3);
    const [dashboard, host, stale] = [chainLanes(page).nth(0), chainLanes(page).nth(1), chainLanes(page).nth(2)];
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
    await expect(
      context.getByText("Sent to the API tracker by gitlab (server#2)'s tool get_issue · connection 2", {
        exact: true,
      }),
    ).toHaveCount(1);
    await expect(
      context.getByText("Sent to the API tracker by gitlab (server#1)'s tool get_issue · connection 1", {
        exact: true,
      }),
    ).toHaveCount(1);
  });
});

/** Two servers whose handlers call the API at once: beta's request happens while alpha's handler still runs. */
const CONCURRENT_CALLS = `import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { IssueTrackerApi } from 'mcp-tour/api';
import { createHttpLink } from 'mcp-tour/transports';

const gitlab = new IssueTrackerApi({ token: 'glpat-demo-1234' });
const tracker = gitlab.client('glpat-demo-1234');
function serve(name: string) {
  return createMcpHandler(() => {
    const server = new McpServer({ name, version: '1.0.0' });
    server.registerTool('get_issue', { inputSchema: z.object({ iid: z.number() }) }, async ({ iid }) => {
      const issue = await tracker.getIssue('acme/web', iid);
      return { content: [{ type: 'text', text: issue.title }] };
    });
    return server;
  });
}
async function connect(name: string, handler: { fetch(request: Request): Promise<Response> }) {
  const link = createHttpLink((request) => handler.fetch(request), { name });
  const client = new Client({ name: name + '-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await client.connect(new StreamableHTTPClientTransport(new URL('https://' + name + '.example/mcp'), { fetch: link.fetch }));
  return client;
}
const alpha = await connect('alpha', serve('alpha'));
const beta = await connect('beta', serve('beta'));
await Promise.all([
  alpha.callTool({ name: 'get_issue', arguments: { iid: 1 } }),
  beta.callTool({ name: 'get_issue', arguments: { iid: 2 } }),
  alpha.callTool({ name: 'get_issue', arguments: { iid: 3 } }),
]);
console.log('done');
`;

test('calls in flight at once: each API request is counted on the server whose handler made it', async ({ page }) => {
  await page.goto(playgroundLink(CONCURRENT_CALLS));
  await run(page);
  await expect(region(page, 'Console')).toContainText('done');
  await openView(page, 'Chain');
  await expect(chainLanes(page)).toHaveCount(2);
  await expect(chainLanes(page).nth(0)).toContainText('alpha');
  await expect(chainLanes(page).nth(0)).toContainText('API calls 2');
  await expect(chainLanes(page).nth(1)).toContainText('beta');
  await expect(chainLanes(page).nth(1)).toContainText('API calls 1');
});

test.describe("a client's OAuth requests in the views", () => {
  /** Raw credentials as the simulated authorization server makes them: codes, access tokens. */
  const RAW_CODE = /code_\d+_[0-9a-f]{12}/;
  const RAW_TOKEN = /at_\d+_[0-9a-f]{12}/;
  /** A PKCE verifier as the SDK makes one: 43 or more URL-safe characters. */
  const RAW_VERIFIER = /code_verifier=[\w~.-]{43,}/;

  test('lesson 19: the Wire view lists the discovery and token requests on the client, credentials masked', async ({
    page,
  }) => {
    await solveAndRun(page, 'authorization-2026');
    const wire = await openView(page, 'Wire');
    const connection = wire.getByRole('combobox', { name: 'Connection' });
    const rows = wire.getByRole('list', { name: 'HTTP requests' }).getByRole('listitem');
    const row = (text: string) => rows.filter({ hasText: text });

    // The first client: refused with a 401, it discovers where to get a token and redeems a code.
    await connection.selectOption({ index: 0 });
    await expect(wire).toContainText('Rows marked OAuth are this client');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('server/discover');
    await expect(rows.nth(0)).toContainText('401');
    await expect(rows.nth(1)).toContainText('mcp.acme.example/.well-known/oauth-protected-resource/mcpOAuth');
    await expect(rows.nth(2)).toContainText('auth.acme.example/.well-known/oauth-authorization-serverOAuth');
    await expect(rows.nth(3)).toContainText('auth.acme.example/tokenOAuth');

    const token = row('auth.acme.example/token');
    await token.getByRole('button').first().click();
    const request = token.getByRole('region', { name: 'Request' });
    const response = token.getByRole('region', { name: 'Response' });
    await expect(request).toContainText('grant_type=authorization_code');
    await expect(request).toContainText(/code=code•+\w\w&code_verifier=[\w-]{4}•+/);
    await expect(request).toContainText('Credentials in this body are masked.');
    await expect(response).toContainText('access_token');
    await expect(response).toContainText(/at_1•+\w\w/);
    for (const raw of [RAW_CODE, RAW_TOKEN, RAW_VERIFIER]) await expect(token).not.toContainText(raw);

    // The second client, after the 403: the step-up's token request is its own.
    await connection.selectOption({ index: 1 });
    await expect(row('auth.acme.example/token')).toHaveCount(1);
    await expect(row('auth.acme.example/token')).toContainText('OAuth');
    await expect(row('tools/call').filter({ hasText: '403' })).toHaveCount(1);
    // Its MCP requests carry the token in a header, masked until revealed.
    const call = row('tools/call').first();
    await call.getByRole('button').first().click();
    await expect(call).toContainText(/Bearer at_\d•+\w\w/);
    await expect(call).not.toContainText(RAW_TOKEN);

    // The model's context shows none of it.
    const context = await openView(page, 'LLM context');
    await expect(context).toContainText('Never sent to the model');
    for (const raw of [RAW_CODE, RAW_TOKEN, RAW_VERIFIER]) await expect(context).not.toContainText(raw);
    await expect(context).not.toContainText('auth.acme.example');
  });
});
