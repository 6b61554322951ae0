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
