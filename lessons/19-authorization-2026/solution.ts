import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport, UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { AuthorizationServer } from 'mcp-tour/api';
import { Host } from 'mcp-tour/host';
import { createHttpLink } from 'mcp-tour/transports';

// ── The places on this small web ───────────────────────────────────────────────────────────────
const MCP_URL = 'https://mcp.acme.example/mcp'; // the MCP server: an OAuth resource server
const METADATA_URL = 'https://mcp.acme.example/.well-known/oauth-protected-resource/mcp';
const CLIENT_ID = 'https://app.example/oauth/client.json'; // the app's Client ID Metadata Document
const REDIRECT_URI = 'https://app.example/callback';

// The company's authorization server (simulated). It reads client metadata documents from the web.
const auth = new AuthorizationServer({
  issuer: 'https://auth.acme.example',
  scopesSupported: ['issues:read', 'issues:write'],
  fetch: (url) => web.fetch(url),
});

// ── The MCP server ─────────────────────────────────────────────────────────────────────────────
const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'tracker', version: '2.0.0' });
  server.registerTool('list_issues', { description: 'List the open issues of acme/web.', inputSchema: z.object({}) }, async () => ({
    content: [{ type: 'text', text: '#1 Login fails\n#2 Typo on the pricing page' }],
  }));
  server.registerTool('close_issue', { description: 'Close an issue of acme/web.', inputSchema: z.object({ iid: z.number().int() }) }, async ({ iid }, ctx) => ({
    content: [{ type: 'text', text: `Closed #${iid} as ${ctx.http?.authInfo?.extra?.user}.` }],
  }));
  return server;
});

/** A Bearer challenge: where to find this server's Protected Resource Metadata, and what is missing. */
function challenge(status: 401 | 403, params: Record<string, string>) {
  const fields = Object.entries({ resource_metadata: METADATA_URL, ...params }).map(([name, value]) => `${name}="${value}"`);
  return Response.json({ error: params.error ?? 'invalid_token' }, { status, headers: { 'WWW-Authenticate': `Bearer ${fields.join(', ')}` } });
}

async function resourceServer(request: Request): Promise<Response> {
  // Protected Resource Metadata (RFC 9728): which authorization server issues tokens for this server.
  if (request.method === 'GET' && request.url === METADATA_URL) {
    return Response.json({ resource: MCP_URL, authorization_servers: [auth.issuer], scopes_supported: ['issues:read', 'issues:write'], bearer_methods_supported: ['header'] });
  }
  // No token, an unknown one, or one issued for another server: 401, and where to get the right one.
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const info = token ? auth.introspect(token) : undefined;
  if (!token || !info?.active || info.aud !== MCP_URL) return challenge(401, { scope: 'issues:read' });
  // A valid token without the scope this call needs: 403 insufficient_scope, naming every scope it needs.
  const scopes = info.scope.split(' ');
  const body = (await request.clone().json().catch(() => undefined)) as { method?: string; params?: { name?: string } } | undefined;
  if (body?.method === 'tools/call' && body.params?.name === 'close_issue' && !scopes.includes('issues:write')) {
    return challenge(403, { error: 'insufficient_scope', scope: 'issues:read issues:write', error_description: 'Closing an issue needs issues:write' });
  }
  return mcp.fetch(request, { authInfo: { token, clientId: info.client_id, scopes, extra: { user: info.sub } } });
}

// ── The web: every request a party makes goes through here, and is logged (no query, no headers) ──
const web = createHttpLink(async (request) => {
  const url = new URL(request.url);
  const response = await route(request, url);
  console.log(`  ${request.method} ${url.host}${url.pathname} → ${response.status}`);
  return response;
}, { name: 'web' });

async function route(request: Request, url: URL): Promise<Response> {
  if (url.host === 'mcp.acme.example') return resourceServer(request);
  if (url.host === 'auth.acme.example') return auth.fetch(request);
  if (request.url === CLIENT_ID) {
    // The app's Client ID Metadata Document: its client_id is its own URL. No registration step.
    return Response.json({ client_id: CLIENT_ID, client_name: 'Tour App', redirect_uris: [REDIRECT_URI], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'none' });
  }
  if (`${url.origin}${url.pathname}` === REDIRECT_URI) {
    // The app's callback: finishAuth checks iss against the issuer it recorded (RFC 9207), then
    // redeems the code with its PKCE verifier and the resource.
    await current.finishAuth(url.searchParams);
    return new Response('Signed in. You can close this tab.');
  }
  return new Response('Not found', { status: 404 });
}

// ── The app's OAuth client: the SDK runs the flow, the app keeps what it is given ─────────────────
const saved: { tokens?: unknown; client?: unknown; verifier?: string; discovery?: unknown; authorizationUrl?: URL } = {};
const oauth: OAuthClientProvider = {
  redirectUrl: REDIRECT_URI,
  clientMetadataUrl: CLIENT_ID,
  clientMetadata: { client_name: 'Tour App', redirect_uris: [REDIRECT_URI], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'none' },
  clientInformation: () => saved.client as never,
  saveClientInformation: (client) => void (saved.client = client),
  tokens: () => saved.tokens as never,
  saveTokens: (tokens) => void (saved.tokens = tokens),
  saveCodeVerifier: (verifier) => void (saved.verifier = verifier),
  codeVerifier: () => saved.verifier!,
  saveDiscoveryState: (state) => void (saved.discovery = state),
  discoveryState: () => saved.discovery as never,
  redirectToAuthorization: (url) => void (saved.authorizationUrl = url),
};
const transport = () => new StreamableHTTPClientTransport(new URL(MCP_URL), { fetch: web.fetch, authProvider: oauth });

/** The user's browser: alice signs in at the authorization page and approves; the browser is sent back to the app. */
async function userSignsIn(): Promise<void> {
  console.log(`  GET ${saved.authorizationUrl!.host}${saved.authorizationUrl!.pathname} (in the browser)`);
  const callback = await auth.approve(saved.authorizationUrl!);
  console.log(`Alice approved ${saved.authorizationUrl!.searchParams.get('scope')}; back to the app with a code from ${callback.searchParams.get('iss')}`);
  await web.fetch(callback);
}

// ── The host ───────────────────────────────────────────────────────────────────────────────────
const host = new Host({ name: 'tour-host', client: (info) => new Client(info, { versionNegotiation: { mode: 'auto' } }) });
let current = transport();
try {
  await host.connect('tracker', current);
} catch (error) {
  if (!(error instanceof UnauthorizedError)) throw error;
  await userSignsIn();
  current = transport();
  await host.connect('tracker', current);
}
console.log('Turn 1:', (await host.ask('List the open issues')).answer);

const close = { name: 'close_issue', arguments: { iid: 1 } };
const first = await host.ask('Close issue 1', { call: close });
if (first.toolCalls[0]?.error?.includes('Unauthorized')) {
  await userSignsIn(); // step-up: alice approves issues:write as well
  console.log('Turn 2, again:', (await host.ask('Close issue 1', { call: close })).answer);
}

// A token the wiki's MCP server once received, replayed here: issued for another resource.
const replayed = auth.issueToken({ resource: 'https://wiki.acme.example/mcp', clientId: CLIENT_ID, scope: 'issues:read issues:write' });
const stolen = await web.fetch(MCP_URL, {
  method: 'POST',
  headers: { Authorization: `Bearer ${replayed}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
});
console.log('A token for another server:', stolen.status);

// ── The lesson's probe: a token nobody issued, on a call the app never makes. The checks read the
// answer; leave this part as it is. ─────────────────────────────────────────────────────────────
const madeUp = `at_${crypto.randomUUID().replaceAll('-', '')}`;
const forged = await web.fetch(MCP_URL, {
  method: 'POST',
  headers: {
    Authorization: `Bearer ${madeUp}`,
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'MCP-Protocol-Version': '2026-07-28',
    'Mcp-Method': 'tools/call',
    'Mcp-Name': 'close_issue',
  },
  body: JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {
      name: 'close_issue',
      arguments: { iid: 2 },
      _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} },
    },
  }),
});
console.log('A token nobody issued:', forged.status);
await host.close();
