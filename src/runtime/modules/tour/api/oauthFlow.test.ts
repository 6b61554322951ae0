import { describe, expect, it } from 'vitest';
import { runInNode } from '../../../node/runInNode';
import type { HttpEvent, RunRecord, TraceEvent } from '../../../trace/events';
import { RunView } from '../../../trace/query';

// The whole 2026-07-28 authorization flow of an SDK v2 client against the simulated authorization
// server, in the page: the MCP server (SDK v2's requireBearerAuth, oauthMetadataResponse,
// createMcpHandler, requireScopes) answers 401 with resource_metadata, the client reads the
// Protected Resource Metadata and the authorization server's metadata, uses its Client ID Metadata
// Document URL as client_id, sends the user to /authorize with PKCE and `resource`, checks `iss`
// on the way back, redeems the code, and steps up on 403 insufficient_scope.

const of = <K extends TraceEvent['kind']>(events: readonly TraceEvent[], kind: K) =>
  events.filter((e): e is Extract<TraceEvent, { kind: K }> => e.kind === kind);

const PROGRAM = `
import { McpServer, createMcpHandler, requireBearerAuth, oauthMetadataResponse, getOAuthProtectedResourceMetadataUrl, requireScopes, OAuthError, OAuthErrorCode } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { AuthorizationServer } from 'mcp-tour/api';
import { createHttpLink } from 'mcp-tour/transports';
import { z } from 'zod';

const MCP_URL = new URL('https://mcp.acme.example/mcp');
const CLIENT_ID = 'https://host.acme.example/oauth/client.json';
const REDIRECT = 'https://host.acme.example/callback';
const auth = new AuthorizationServer({ issuer: 'https://auth.acme.example', scopesSupported: ['issues:read', 'issues:write'], fetch: (url) => link.fetch(url) });

const verifier = {
  async verifyAccessToken(token) {
    const info = auth.introspect(token);
    if (!info.active) throw new OAuthError(OAuthErrorCode.InvalidToken, 'unknown or revoked token');
    return { token, clientId: info.client_id, scopes: info.scope ? info.scope.split(' ') : [], expiresAt: info.exp, resource: new URL(info.aud) };
  },
};
const metadata = { oauthMetadata: await (await auth.fetch('https://auth.acme.example/.well-known/oauth-authorization-server')).json(), resourceServerUrl: MCP_URL, scopesSupported: ['issues:read', 'issues:write'] };
const gate = requireBearerAuth({ verifier, requiredScopes: ['issues:read'], resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(MCP_URL), expectedResource: MCP_URL });
const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'tracker', version: '1.0.0' });
  server.registerTool('list_issues', { description: 'List issues', inputSchema: z.object({}) }, async () => ({ content: [{ type: 'text', text: '#1 Login fails' }] }));
  server.registerTool('close_issue', { description: 'Close an issue', inputSchema: z.object({ iid: z.number() }), scopeChallenge: requireScopes('issues:read', 'issues:write') }, async ({ iid }) => ({ content: [{ type: 'text', text: 'closed #' + iid }] }));
  return server;
});
const link = createHttpLink(async (request) => {
  const url = new URL(request.url);
  if (url.origin === 'https://auth.acme.example') return auth.fetch(request);
  if (url.href === CLIENT_ID) return Response.json({ client_id: CLIENT_ID, client_name: 'Tour host', redirect_uris: [REDIRECT], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'none' });
  const wellKnown = oauthMetadataResponse(request, metadata);
  if (wellKnown) return wellKnown;
  const authInfo = await gate(request);
  if (authInfo instanceof Response) return authInfo;
  return mcp.fetch(request, { authInfo });
});

let callback;
const store = {};
const provider = {
  clientMetadataUrl: CLIENT_ID,
  redirectUrl: REDIRECT,
  clientMetadata: { client_name: 'Tour host', redirect_uris: [REDIRECT], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'none' },
  clientInformation: () => store.client,
  saveClientInformation: (info) => { store.client = info; },
  tokens: () => store.tokens,
  saveTokens: (tokens) => { store.tokens = tokens; },
  saveCodeVerifier: (v) => { store.verifier = v; },
  codeVerifier: () => store.verifier,
  discoveryState: () => store.discovery,
  saveDiscoveryState: (s) => { store.discovery = s; },
  async redirectToAuthorization(url) {
    console.log('authorize', url.searchParams.get('scope'), url.searchParams.get('resource'));
    callback = await auth.approve(url);
    console.log('callback iss', callback.searchParams.get('iss'));
  },
};
// Connects, and when the server answers 401 (or 403 insufficient_scope), lets the user approve
// in the "browser", redeems the code, and connects again with a fresh transport.
async function connect() {
  for (let attempt = 1; ; attempt++) {
    const transport = new StreamableHTTPClientTransport(MCP_URL, { fetch: link.fetch, authProvider: provider });
    const client = new Client({ name: 'tour-host', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    try {
      await client.connect(transport);
      return { client, transport };
    } catch (error) {
      if (!(error instanceof UnauthorizedError) || attempt > 1) throw error;
      console.log('connect:', error.constructor.name);
      await transport.finishAuth(callback.searchParams);
      console.log('token', store.tokens.scope, auth.introspect(store.tokens.access_token).aud);
    }
  }
}
const { client, transport } = await connect();
console.log(client.getProtocolEra());
console.log((await client.callTool({ name: 'list_issues', arguments: {} })).content[0].text);
try {
  await client.callTool({ name: 'close_issue', arguments: { iid: 1 } });
} catch (error) {
  // 403 insufficient_scope: the client asked the user again, for both scopes.
  console.log('close:', error.constructor.name);
  await transport.finishAuth(callback.searchParams);
  console.log('token', store.tokens.scope);
  const stepped = (await connect()).client;
  console.log((await stepped.callTool({ name: 'close_issue', arguments: { iid: 1 } })).content[0].text);
}
`;

describe('AuthorizationServer over HTTP with an SDK v2 client', () => {
  let record: RunRecord;
  const runOnce = async () => (record ??= await runInNode(PROGRAM));

  it('runs discovery, a Client ID Metadata Document, PKCE, resource and iss, then a 403 step-up', async () => {
    const run = await runOnce();
    expect(run.error).toBeUndefined();
    expect(new RunView(run).consoleOutput()).toEqual([
      'authorize issues:read https://mcp.acme.example/mcp',
      'callback iss https://auth.acme.example',
      'connect: UnauthorizedError',
      'token issues:read https://mcp.acme.example/mcp',
      'modern',
      '#1 Login fails',
      'authorize issues:read issues:write https://mcp.acme.example/mcp',
      'callback iss https://auth.acme.example',
      'close: UnauthorizedError',
      'token issues:read issues:write',
      'closed #1',
    ]);
  });

  it('puts each step on the wire, in order', async () => {
    const run = await runOnce();
    const http = of(run.events, 'http');
    const answer = (request: HttpEvent) =>
      http.find((e) => e.direction === 'response' && e.exchange === request.exchange)!;
    const steps = http
      .filter((e) => e.direction === 'request')
      .map((e) => `${e.method} ${new URL(e.url).host}${new URL(e.url).pathname} ${answer(e).status}`);
    expect(steps.slice(0, 6)).toEqual([
      'POST mcp.acme.example/mcp 401',
      'GET mcp.acme.example/.well-known/oauth-protected-resource/mcp 200',
      'GET auth.acme.example/.well-known/oauth-authorization-server 200',
      // The authorization server reads the client's metadata document while the user approves.
      'GET host.acme.example/oauth/client.json 200',
      'POST auth.acme.example/token 200',
      'POST mcp.acme.example/mcp 200',
    ]);
    const [unauthorized] = http.filter((e) => e.direction === 'response' && e.status === 401);
    expect(unauthorized.headers['www-authenticate']).toContain(
      'resource_metadata="https://mcp.acme.example/.well-known/oauth-protected-resource/mcp"',
    );
    const forbidden = http.find((e) => e.direction === 'response' && e.status === 403)!;
    expect(forbidden.headers['www-authenticate']).toMatch(
      /error="insufficient_scope".*scope="issues:read issues:write"/,
    );

    const token = http.find((e) => e.direction === 'request' && e.url.endsWith('/token'))!;
    const form = new URLSearchParams(token.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('client_id')).toBe('https://host.acme.example/oauth/client.json');
    expect(form.get('resource')).toBe('https://mcp.acme.example/mcp');
    expect(form.get('code_verifier')).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
  });

  it("logs every request the authorization server answered, the user agent's included", async () => {
    const run = await runOnce();
    const calls = of(run.events, 'api-call').filter((e) => e.api === 'auth');
    expect(calls.map((e) => `${e.method} ${e.path.split('?')[0]} ${e.status}`)).toEqual([
      'GET /.well-known/oauth-authorization-server 200',
      'GET /.well-known/oauth-authorization-server 200',
      'GET /authorize 302',
      'POST /token 200',
      'GET /authorize 302',
      'POST /token 200',
    ]);
    const authorize = new URLSearchParams(calls[2].path.split('?')[1]);
    expect(authorize.get('code_challenge_method')).toBe('S256');
    expect(authorize.get('resource')).toBe('https://mcp.acme.example/mcp');
    expect(of(run.events, 'api-open')).toEqual([
      expect.objectContaining({ api: 'auth', baseUrl: 'https://auth.acme.example' }),
    ]);
  });
});
