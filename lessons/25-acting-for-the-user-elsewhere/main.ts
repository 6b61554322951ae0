import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { AuthorizationServer } from 'mcp-tour/api';
import { createHttpLink } from 'mcp-tour/transports';
import { probeThirdPartyGrant } from 'mcp-tour/probes';

const MCP = 'https://mcp.acme.example';
const GITLAB_API = 'https://gitlab.example/api';
const CALLBACK = `${MCP}/callback`;

// ── The third party: GitLab's authorization server, and its API, which serves each user their own issues ──
const gitlabAuth = new AuthorizationServer({
  issuer: 'https://auth.gitlab.example',
  name: 'gitlab-auth',
  clients: [{ client_id: 'acme-mcp', redirect_uris: [CALLBACK] }], // the MCP server, registered with GitLab
});
const ISSUES: Record<string, string[]> = { alice: ['#7 Draft: layoffs plan (confidential)'], mallory: ['#9 Typo in README'] };
function gitlabApi(request: Request): Response {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const info = gitlabAuth.introspect(token);
  if (!info.active || info.aud !== GITLAB_API) return Response.json({ message: '401 Unauthorized' }, { status: 401 });
  return Response.json(ISSUES[info.sub] ?? []);
}

// ── The MCP server: alice and mallory each reach it with their own MCP access token ───────────
// (Their tokens were checked as in lesson 19; here a table says whose each one is.) In a browser,
// the same users are signed in to the server's website with a session cookie.
const MCP_TOKENS: Record<string, string> = { 'mcp-at-alice-31f0': 'alice', 'mcp-at-mallory-77c2': 'mallory' };
const SESSIONS: Record<string, string> = { 'sess-alice-9a1b': 'alice', 'sess-mallory-4e6d': 'mallory' };

// The server as an OAuth client of GitLab: a flow per connect link, PKCE, and the tokens it got.
interface Flow {
  user: string;
  verifier: string;
}
const flows = new Map<string, Flow>(); // keyed by the OAuth state
let gitlabToken: string | undefined; // TODO: one token for the whole server. Keep one per user.

const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const randomId = () => b64url(crypto.getRandomValues(new Uint8Array(16)));

/** Starts a flow for `user`; returns the connect link to send the user to. */
function startFlow(user: string): string {
  const state = randomId();
  flows.set(state, { user, verifier: randomId() + randomId() });
  return `${MCP}/connect?state=${state}`;
}

async function mcpSite(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === '/connect') {
    // The connect page: sends the browser on to GitLab's authorization endpoint.
    const flow = flows.get(url.searchParams.get('state') ?? '');
    if (!flow) return new Response('Unknown or expired link', { status: 400 });
    // TODO: check that the browser's session is the flow's user before going on.
    const challenge = b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(flow.verifier))));
    const authorize = new URL('https://auth.gitlab.example/authorize');
    for (const [name, value] of Object.entries({
      response_type: 'code',
      client_id: 'acme-mcp',
      redirect_uri: CALLBACK,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: url.searchParams.get('state') ?? '',
      resource: GITLAB_API,
      scope: 'read_api',
    }))
      authorize.searchParams.set(name, value);
    return new Response(null, { status: 302, headers: { location: authorize.href } });
  }
  if (url.pathname === '/callback') {
    // GitLab sends the browser back here with a code: redeem it, keep the token.
    const state = url.searchParams.get('state') ?? '';
    const flow = flows.get(state);
    flows.delete(state);
    if (!flow) return new Response('Unknown flow', { status: 400 });
    const answer = await web.fetch('https://auth.gitlab.example/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: url.searchParams.get('code') ?? '',
        redirect_uri: CALLBACK,
        client_id: 'acme-mcp',
        code_verifier: flow.verifier,
        resource: GITLAB_API,
      }),
    });
    if (!answer.ok) return new Response('GitLab refused the code', { status: 502 });
    gitlabToken = ((await answer.json()) as { access_token: string }).access_token;
    return new Response('Connected to GitLab. You can close this tab.');
  }
  // Everything else is the MCP endpoint.
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const user = MCP_TOKENS[token];
  if (!user) return new Response('Unauthorized', { status: 401 });
  return mcp.fetch(request, { authInfo: { token, clientId: 'acme-app', scopes: [], extra: { user } } });
}

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'acme-gitlab', version: '1.0.0' });
  server.registerTool('my_gitlab_issues', { description: 'List your GitLab issues', inputSchema: z.object({}) }, async (_args, ctx) => {
    const user = ctx.http?.authInfo?.extra?.user as string;
    // TODO: no GitLab token of this user yet? Send them to connect their account instead:
    //   return inputRequired({ inputRequests: { gitlab: inputRequired.elicitUrl({ message, url: startFlow(user) }) } });
    // and never hand GitLab the token the client gave *us*.
    const token = gitlabToken ?? ctx.http?.authInfo?.token;
    const response = await web.fetch(`${GITLAB_API}/issues`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return { content: [{ type: 'text', text: `GitLab answered ${response.status}` }], isError: true };
    return { content: [{ type: 'text', text: ((await response.json()) as string[]).join('\n') || 'No issues.' }] };
  });
  return server;
});
void inputRequired; // (used once the TODO is done)

// ── One web: each origin's handler ───────────────────────────────────────────────────────────────
const web = createHttpLink(
  (request) => {
    const { origin } = new URL(request.url);
    if (origin === 'https://auth.gitlab.example') return gitlabAuth.fetch(request);
    if (origin === 'https://gitlab.example') return gitlabApi(request);
    return mcpSite(request);
  },
  { name: 'web' },
);

// A user's browser: signed in to the MCP server's site (a cookie) and to GitLab, where they approve.
async function browse(user: string, url: string): Promise<void> {
  const cookie = `session=${Object.keys(SESSIONS).find((s) => SESSIONS[s] === user)}`;
  const page = await web.fetch(url, { headers: { cookie } });
  const next = page.headers.get('location');
  if (page.status !== 302 || !next) return console.log(`${user}'s browser shows:`, page.status, await page.text());
  const back = await gitlabAuth.approve(next, { subject: user }); // signs in to GitLab as the user, approves
  const done = await web.fetch(back, { headers: { cookie } });
  console.log(`${user}'s browser shows:`, done.status, await done.text());
}

// ── alice's app ───────────────────────────────────────────────────────────────────────────────
const client = new Client(
  { name: 'acme-app', version: '1.0.0' },
  { versionNegotiation: { mode: 'auto' }, capabilities: { elicitation: { url: {} } } },
);
client.setRequestHandler('elicitation/create', async ({ params }) => {
  if (params.mode !== 'url') return { action: 'decline' };
  console.log(`alice is asked: "${params.message}" — open ${params.url}? yes`);
  await browse('alice', params.url);
  return { action: 'accept' };
});
await client.connect(
  new StreamableHTTPClientTransport(new URL(`${MCP}/mcp`), {
    fetch: web.fetch,
    requestInit: { headers: { Authorization: 'Bearer mcp-at-alice-31f0' } },
  }),
);
const result = await client.callTool({ name: 'my_gitlab_issues', arguments: {} });
console.log('alice:', result.isError ? 'error:' : '', JSON.stringify(result.content));
await client.close();

// ── The probe: mallory uses the same server, and tries alice's browser ──────────────────────────
await probeThirdPartyGrant({
  fetch: web.fetch,
  url: `${MCP}/mcp`,
  tool: 'my_gitlab_issues',
  userToken: 'mcp-at-alice-31f0',
  otherUserToken: 'mcp-at-mallory-77c2',
  browse: (url) => browse('alice', url),
});
