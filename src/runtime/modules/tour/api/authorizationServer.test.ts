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
    expect(auth.introspect(other)).toMatchObject({
      active: true,
      aud: 'https://wiki.acme.example/mcp',
      sub: 'bob',
      scope: '',
    });
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
    const issue = () =>
      new AuthorizationServer({ issuer: 'https://a.example' }).issueToken({ resource: MCP, clientId: 'c' });
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

describe('AuthorizationServer over HTTP', () => {
  const REDIRECT = 'https://host.example/callback';
  const VERIFIER = 'a-code-verifier-of-at-least-43-characters-0123456789';
  const challenge = async (verifier: string) => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    return btoa(String.fromCharCode(...digest))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  const authorizeUrl = async (auth: AuthorizationServer, params: Record<string, string> = {}) => {
    const url = new URL(`${auth.issuer}/authorize`);
    const all = {
      response_type: 'code',
      client_id: 'tour-host',
      redirect_uri: REDIRECT,
      code_challenge: await challenge(VERIFIER),
      code_challenge_method: 'S256',
      state: 's-1',
      scope: 'issues:read',
      resource: MCP,
      ...params,
    };
    for (const [name, value] of Object.entries(all)) if (value !== '') url.searchParams.set(name, value);
    return url;
  };
  const redeem = (auth: AuthorizationServer, code: string, params: Record<string, string> = {}) =>
    auth.fetch(`${auth.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: VERIFIER,
        client_id: 'tour-host',
        redirect_uri: REDIRECT,
        resource: MCP,
        ...params,
      }),
    });
  const registered = () =>
    new AuthorizationServer({
      issuer: 'https://auth.acme.example',
      clients: [{ client_id: 'tour-host', redirect_uris: [REDIRECT] }],
    });

  it('publishes its metadata where RFC 8414 puts it, advertising metadata documents only when it can fetch them', async () => {
    const metadata = await (
      await registered().fetch('https://auth.acme.example/.well-known/oauth-authorization-server')
    ).json();
    expect(metadata).toEqual({
      issuer: 'https://auth.acme.example',
      authorization_endpoint: 'https://auth.acme.example/authorize',
      token_endpoint: 'https://auth.acme.example/token',
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      authorization_response_iss_parameter_supported: true,
    });
    const tenant = new AuthorizationServer({
      issuer: 'https://auth.acme.example/tenant1',
      fetch: async () => new Response(),
      scopesSupported: ['a'],
    });
    const tenantMetadata = await (
      await tenant.fetch('https://auth.acme.example/.well-known/oauth-authorization-server/tenant1')
    ).json();
    expect(tenantMetadata).toMatchObject({
      issuer: 'https://auth.acme.example/tenant1',
      token_endpoint: 'https://auth.acme.example/tenant1/token',
      client_id_metadata_document_supported: true,
      scopes_supported: ['a'],
    });
    await expect(tenant.fetch('https://elsewhere.example/.well-known/oauth-authorization-server')).rejects.toThrow(
      TypeError,
    );
  });

  it('sends the approving user back with code, state and iss, and redeems the code once for a token bound to the resource', async () => {
    const auth = registered();
    const callback = await auth.approve(await authorizeUrl(auth), { subject: 'bob' });
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    expect(callback.searchParams.get('state')).toBe('s-1');
    expect(callback.searchParams.get('iss')).toBe('https://auth.acme.example');
    const code = callback.searchParams.get('code')!;
    const response = await redeem(auth, code);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      access_token: string;
      token_type: string;
      expires_in: number;
      scope: string;
    };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'issues:read' });
    const info = auth.introspect(body.access_token);
    expect(info).toMatchObject({ active: true, aud: MCP, sub: 'bob', client_id: 'tour-host', scope: 'issues:read' });
    expect((info as { exp: number }).exp - Date.now() / 1000).toBeGreaterThan(3590);
    expect(await (await redeem(auth, code)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a wrong code verifier, another redirect URI, another resource, and a client it does not know', async () => {
    const auth = registered();
    const code = async () => (await auth.approve(await authorizeUrl(auth))).searchParams.get('code')!;
    expect(await (await redeem(auth, await code(), { code_verifier: `${VERIFIER}x` })).json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringMatching(/code_verifier/),
    });
    expect(await (await redeem(auth, await code(), { redirect_uri: 'https://evil.example/cb' })).json()).toMatchObject({
      error: 'invalid_grant',
    });
    expect(await (await redeem(auth, await code(), { resource: 'https://other.example/mcp' })).json()).toMatchObject({
      error: 'invalid_target',
    });
    await expect(auth.approve(await authorizeUrl(auth, { client_id: 'stranger' }))).rejects.toThrow(
      /showed an error page instead of redirecting back: invalid_client/,
    );
    await expect(auth.approve(await authorizeUrl(auth, { redirect_uri: 'https://evil.example/cb' }))).rejects.toThrow(
      /invalid_request \(redirect_uri "https:\/\/evil.example\/cb" is not registered/,
    );
  });

  it('redirects errors back to the client: no PKCE, nobody signed in', async () => {
    const auth = registered();
    const noPkce = await auth.approve(await authorizeUrl(auth, { code_challenge: '' }));
    expect(noPkce.searchParams.get('error')).toBe('invalid_request');
    expect(noPkce.searchParams.get('code')).toBeNull();
    const direct = await auth.fetch(await authorizeUrl(auth));
    expect(direct.status).toBe(302);
    expect(new URL(direct.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
  });

  it('reads a Client ID Metadata Document through its fetch, and refuses one that names another client', async () => {
    const CLIENT = 'https://host.example/oauth/client.json';
    const documents: Record<string, unknown> = {
      [CLIENT]: { client_id: CLIENT, redirect_uris: [REDIRECT] },
      'https://host.example/liar.json': { client_id: CLIENT, redirect_uris: [REDIRECT] },
    };
    const fetched: string[] = [];
    const auth = new AuthorizationServer({
      fetch: async (url) => {
        fetched.push(url);
        return Response.json(documents[url]);
      },
    });
    const callback = await auth.approve(await authorizeUrl(auth, { client_id: CLIENT }));
    expect(callback.searchParams.get('code')).toMatch(/^code_1_/);
    expect(fetched).toEqual([CLIENT]);
    await expect(
      auth.approve(await authorizeUrl(auth, { client_id: 'https://host.example/liar.json' })),
    ).rejects.toThrow(/names another client_id/);
    const withoutFetch = registered();
    await expect(withoutFetch.approve(await authorizeUrl(withoutFetch, { client_id: CLIENT }))).rejects.toThrow(
      /created without a fetch/,
    );
  });
});
