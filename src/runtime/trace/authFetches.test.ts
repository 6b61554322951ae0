import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInNode } from '../node/runInNode';
import { maskOAuthBody } from './credentials';
import type { ConnectEvent, HttpEvent, TraceEvent } from './events';

// The SDK's OAuth requests (metadata discovery, token) are traced on the connection of the client
// whose flow made them, marked as authorization requests; the program's other requests are not.

const requests = (events: TraceEvent[]) =>
  events.filter((e): e is HttpEvent => e.kind === 'http' && e.direction === 'request');
const connects = (events: TraceEvent[]) => events.filter((e): e is ConnectEvent => e.kind === 'connect');

describe("a client's authorization requests", () => {
  it('lesson 19: discovery and token requests are on the connection of the client that made them', async () => {
    const source = readFileSync(new URL('../../../lessons/19-authorization-2026/solution.ts', import.meta.url), 'utf8');
    const { events } = await runInNode(source);
    expect(events.at(-1)).toMatchObject({ kind: 'end', status: 'ok' });
    const clients = connects(events).filter((e) => e.ref.role === 'client');
    expect(clients.map((e) => e.ref.id)).toEqual(['client#1', 'client#2']);
    const [first, second] = clients;

    const auth = requests(events).filter((e) => e.auth);
    const line = (e: HttpEvent) => `${e.instance} ${e.method} ${e.url}`;
    expect(auth.map(line)).toEqual([
      'client#1 GET https://mcp.acme.example/.well-known/oauth-protected-resource/mcp',
      'client#1 GET https://auth.acme.example/.well-known/oauth-authorization-server',
      'client#1 POST https://auth.acme.example/token',
      // The step-up after the 403: the second client redeems the new code.
      'client#2 POST https://auth.acme.example/token',
    ]);
    for (const request of auth) expect(request.link).toBe(request.instance === 'client#1' ? first.link : second.link);
    // Their answers are marked too, so a view can treat the pair alike.
    for (const request of auth) {
      const response = events.find(
        (e): e is HttpEvent => e.kind === 'http' && e.direction === 'response' && e.exchange === request.exchange,
      );
      expect(response?.auth).toBe(true);
    }
    // What the SDK did not make stays off the clients' connections: the browser's callback, the
    // authorization server reading the client's metadata document, the hand-made requests (the
    // replayed token, then the lesson's probe with a token nobody issued).
    const others = requests(events).filter((e) => !e.auth && e.instance === undefined);
    expect(others.map((e) => new URL(e.url).pathname)).toEqual([
      '/oauth/client.json',
      '/callback',
      '/oauth/client.json',
      '/callback',
      '/mcp',
      '/mcp',
    ]);
    for (const request of others) expect([first.link, second.link]).not.toContain(request.link);
  }, 30_000);

  it("lesson 19: the server that answers the second client is on that client's connection", async () => {
    const source = readFileSync(new URL('../../../lessons/19-authorization-2026/solution.ts', import.meta.url), 'utf8');
    const { events } = await runInNode(source);
    const second = connects(events).find((e) => e.ref.id === 'client#2');
    const servers = connects(events).filter((e) => e.ref.role === 'server');
    // The first client's discover probe was refused (401) before any server saw it; the second
    // client's identical probe is the second client's.
    expect(servers.map((e) => e.link)).toEqual([second?.link]);
  }, 30_000);
});

describe('maskOAuthBody', () => {
  it('masks the code and verifier of a token request, and keeps the rest', () => {
    const body =
      'grant_type=authorization_code&code=code_1_8a7787e2b65d&code_verifier=abcdefghijklmnopqrstuvwxyz0123456789&resource=https%3A%2F%2Fmcp.acme.example%2Fmcp';
    const masked = maskOAuthBody(body);
    expect(masked).toContain('grant_type=authorization_code');
    expect(masked).toContain('resource=https%3A%2F%2Fmcp.acme.example%2Fmcp');
    expect(masked).not.toContain('8a7787e2b65d');
    expect(masked).not.toContain('abcdefghijklmnopqrstuvwxyz');
    expect(masked).toMatch(/code=code••+5d/);
  });

  it('masks the tokens of a token answer, nested ones too, and leaves metadata alone', () => {
    const answer = JSON.stringify({
      access_token: 'at_1_c8c9a790bf5a',
      token_type: 'Bearer',
      refresh_token: 'rt_1_0123456789ab',
      nested: { id_token: 'eyJhbGciOiJub25lIn0.e30.' },
      scope: 'issues:read',
    });
    const masked = maskOAuthBody(answer);
    for (const secret of ['at_1_c8c9a790bf5a', 'rt_1_0123456789ab', 'eyJhbGciOiJub25lIn0.e30.'])
      expect(masked).not.toContain(secret);
    expect(JSON.parse(masked)).toMatchObject({ token_type: 'Bearer', scope: 'issues:read' });
    const metadata = '{"issuer":"https://auth.acme.example","token_endpoint":"https://auth.acme.example/token"}';
    expect(maskOAuthBody(metadata)).toBe(metadata);
    expect(maskOAuthBody('Signed in. You can close this tab.')).toBe('Signed in. You can close this tab.');
  });
});
