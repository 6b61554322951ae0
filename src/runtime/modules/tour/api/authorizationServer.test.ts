import { describe, expect, it } from 'vitest';
import { runInNode } from '../../../node/runInNode';
import { AuthorizationServer } from './authorizationServer';

const MCP = 'https://mcp.acme.example/mcp';

describe('AuthorizationServer', () => {
  it('issues opaque tokens bound to one resource, and introspects them as RFC 7662 does', () => {
    const auth = new AuthorizationServer({ issuer: 'https://auth.acme.example/' });
    const token = auth.issueToken({ resource: MCP, clientId: 'tour-host', scope: 'issues:read' });
    expect(token).toMatch(/^at_1_[0-9a-f]{12}$/);
    expect(auth.introspect(token)).toEqual({
      active: true,
      iss: 'https://auth.acme.example',
      aud: MCP,
      sub: 'alice',
      client_id: 'tour-host',
      scope: 'issues:read',
      token_type: 'Bearer',
    });
    const other = auth.issueToken({ resource: 'https://wiki.acme.example/mcp', clientId: 'wiki', subject: 'bob' });
    expect(other).not.toBe(token);
    expect(auth.introspect(other)).toMatchObject({ active: true, aud: 'https://wiki.acme.example/mcp', sub: 'bob', scope: '' });
  });

  it('knows only its own tokens, and forgets revoked ones', () => {
    const auth = new AuthorizationServer();
    const token = auth.issueToken({ resource: MCP, clientId: 'c' });
    expect(new AuthorizationServer().introspect(token)).toEqual({ active: false });
    expect(auth.introspect('glpat-not-a-token')).toEqual({ active: false });
    auth.revoke(token);
    expect(auth.introspect(token)).toEqual({ active: false });
  });

  it('is deterministic, and hands out copies', () => {
    const issue = () => new AuthorizationServer({ issuer: 'https://a.example' }).issueToken({ resource: MCP, clientId: 'c' });
    expect(issue()).toBe(issue());
    const auth = new AuthorizationServer();
    const token = auth.issueToken({ resource: MCP, clientId: 'c' });
    const info = auth.introspect(token) as { aud: string };
    info.aud = 'https://elsewhere.example';
    expect(auth.introspect(token)).toMatchObject({ aud: MCP });
  });

  it('refuses a request without an absolute resource or a client id', () => {
    const auth = new AuthorizationServer();
    expect(() => auth.issueToken({ resource: '/mcp', clientId: 'c' })).toThrow(/absolute URL/);
    expect(() => auth.issueToken({ resource: MCP, clientId: '' })).toThrow(/clientId/);
  });

  it('is importable from mcp-tour/api in learner code', async () => {
    const record = await runInNode(`
      import { AuthorizationServer } from 'mcp-tour/api';
      const auth = new AuthorizationServer({ issuer: 'https://auth.acme.example' });
      const token = auth.issueToken({ resource: '${MCP}', clientId: 'tour-host' });
      console.log(auth.introspect(token).aud);
    `);
    expect(record.error).toBeUndefined();
    expect(record.events.flatMap((e) => (e.kind === 'console' ? [e.text] : []))).toEqual([MCP]);
  });
});

describe('AuthorizationServer endpoints (the 2026-07-28 authorization-code flow)', () => {
  const CLIENT = 'https://app.example/oauth/client.json';
  const REDIRECT = 'https://app.example/callback';
  const documents: Record<string, unknown> = {
    [CLIENT]: { client_id: CLIENT, client_name: 'App', redirect_uris: [REDIRECT] },
    'https://liar.example/client.json': { client_id: 'https://app.example/oauth/client.json', client_name: 'Liar', redirect_uris: [REDIRECT] },
  };
  const clientMetadataFetch = async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url in documents ? Response.json(documents[url]) : new Response('not found', { status: 404 });
  };
  const s256 = async (verifier: string) =>
    btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const setup = () => new AuthorizationServer({ issuer: 'https://auth.acme.example', scopes: ['issues:read', 'issues:write'], clientMetadataFetch });
  async function authorize(auth: AuthorizationServer, overrides: Record<string, string | null> = {}) {
    const url = new URL('https://auth.acme.example/authorize');
    const params = { response_type: 'code', client_id: CLIENT, redirect_uri: REDIRECT, code_challenge: await s256('verifier-1234567890'), code_challenge_method: 'S256', resource: MCP, scope: 'issues:read', state: 's1', ...overrides };
    for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
    return auth.fetch(url);
  }
  const redeem = (auth: AuthorizationServer, code: string, overrides: Record<string, string> = {}) =>
    auth.fetch('https://auth.acme.example/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: CLIENT, redirect_uri: REDIRECT, code_verifier: 'verifier-1234567890', resource: MCP, ...overrides }),
    });

  it('serves RFC 8414 metadata advertising metadata documents, S256 and iss', async () => {
    const metadata = await (await setup().fetch('https://auth.acme.example/.well-known/oauth-authorization-server')).json();
    expect(metadata).toMatchObject({
      issuer: 'https://auth.acme.example',
      authorization_endpoint: 'https://auth.acme.example/authorize',
      token_endpoint: 'https://auth.acme.example/token',
      code_challenge_methods_supported: ['S256'],
      client_id_metadata_document_supported: true,
      authorization_response_iss_parameter_supported: true,
      scopes_supported: ['issues:read', 'issues:write'],
    });
    expect(metadata).not.toHaveProperty('registration_endpoint');
  });

  it('redirects with code, state and iss, and redeems the code once for a token bound to the resource', async () => {
    const auth = setup();
    const answer = await authorize(auth);
    expect(answer.status).toBe(302);
    const callback = new URL(answer.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    expect(callback.searchParams.get('state')).toBe('s1');
    expect(callback.searchParams.get('iss')).toBe('https://auth.acme.example');
    const code = callback.searchParams.get('code')!;
    const token = await (await redeem(auth, code)).json();
    expect(token).toMatchObject({ token_type: 'Bearer', scope: 'issues:read' });
    expect(auth.introspect(token.access_token)).toMatchObject({ active: true, aud: MCP, client_id: CLIENT, scope: 'issues:read', sub: 'alice' });
    expect((await redeem(auth, code)).status).toBe(400);
  });

  it('refuses what the flow forbids: no metadata document, a lying document, an unlisted redirect, no PKCE, no resource', async () => {
    const auth = setup();
    expect((await authorize(auth, { client_id: 'tour-host' })).status).toBe(400);
    expect(await (await authorize(auth, { client_id: 'https://liar.example/client.json' })).json()).toMatchObject({ error: 'invalid_client' });
    expect(await (await authorize(auth, { redirect_uri: 'https://evil.example/cb' })).json()).toMatchObject({ error: 'invalid_request' });
    const noPkce = new URL((await authorize(auth, { code_challenge_method: 'plain' })).headers.get('location')!);
    expect(noPkce.searchParams.get('error')).toBe('invalid_request');
    const noResource = new URL((await authorize(auth, { resource: null })).headers.get('location')!);
    expect(noResource.searchParams.get('error')).toBe('invalid_target');
  });

  it('refuses a token request with the wrong verifier or another resource', async () => {
    const auth = setup();
    const codeOf = async () => new URL((await authorize(auth)).headers.get('location')!).searchParams.get('code')!;
    expect(await (await redeem(auth, await codeOf(), { code_verifier: 'someone-else' })).json()).toMatchObject({ error: 'invalid_grant' });
    expect(await (await redeem(auth, await codeOf(), { resource: 'https://wiki.acme.example/mcp' })).json()).toMatchObject({ error: 'invalid_target' });
  });
});
