import { describe, expect, it } from 'vitest';
import { runInNode } from '../node/runInNode';
import type { ConnectEvent, JsonRpcEvent, TraceEvent } from './events';

// Attacks on how createMcpHandler's per-request servers are grouped by client connection
// (perRequestServers.ts). The invariant a learner relies on in the Messages view and the Chain:
// every request a client sends is answered, in the trace, on that client's own link, by the
// server instance shown on that link.

const jsonrpc = (events: TraceEvent[]) => events.filter((event): event is JsonRpcEvent => event.kind === 'jsonrpc');
const connects = (events: TraceEvent[]) => events.filter((event): event is ConnectEvent => event.kind === 'connect');

/** For each client instance: the ids it sent requests with that no server answered on its link. */
function unansweredOnOwnLink(events: TraceEvent[]): Record<string, string[]> {
  const clients = connects(events).filter((event) => event.ref.role === 'client');
  const out: Record<string, string[]> = {};
  for (const client of clients) {
    const asked = jsonrpc(events).filter(
      (event) =>
        event.instance === client.ref.id &&
        event.direction === 'send' &&
        'method' in event.message &&
        event.message.id !== undefined,
    );
    const answered = new Set(
      jsonrpc(events)
        .filter(
          (event) =>
            event.layer === 'server' &&
            event.direction === 'send' &&
            event.link === client.link &&
            !('method' in event.message),
        )
        .map((event) => String(event.message.id)),
    );
    out[client.ref.id] = asked.map((event) => String(event.message.id)).filter((id) => !answered.has(id));
  }
  return out;
}

const CLIENTS = `
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
`;

describe('per-request servers grouped by client connection, under attack', () => {
  it('two clients with the same name that connect at the same time each get their answers on their own link', async () => {
    // Identical clients send byte-identical bodies (same ids, same _meta): the grouping by body text
    // hands the first request to the second client's link and leaves the first client unanswered.
    const record = await runInNode(
      `${CLIENTS}
const handler = createMcpHandler(() => new McpServer({ name: 'echo', version: '1.0.0' }, { capabilities: { tools: {} } }));
const inPage = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init));
const twins = [0, 1].map(() => new Client({ name: 'twin', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } }));
await Promise.all(twins.map((client) => client.connect(new StreamableHTTPClientTransport(new URL('http://echo.example/mcp'), { fetch: inPage }))));
console.log('connected');
`,
      { timeLimitMs: 20_000 },
    );
    expect(record.status).toBe('ok');
    expect(unansweredOnOwnLink(record.events)).toEqual({ 'client#1': [], 'client#2': [] });
  });

  it("twin clients in legacy mode (identical initialize bodies, served through the handler's clone) each get their answers on their own link", async () => {
    const record = await runInNode(
      `${CLIENTS}
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'echo', version: '1.0.0' });
  server.registerTool('who', { description: 'Who' }, async () => ({ content: [{ type: 'text', text: 'me' }] }));
  return server;
});
const inPage = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init));
const twins = [0, 1].map(() => new Client({ name: 'twin', version: '1.0.0' }, { versionNegotiation: { mode: 'legacy' } }));
await Promise.all(twins.map((client) => client.connect(new StreamableHTTPClientTransport(new URL('http://echo.example/mcp'), { fetch: inPage }))));
await Promise.all(twins.map((client) => client.callTool({ name: 'who', arguments: {} })));
console.log('done');
`,
      { timeLimitMs: 20_000 },
    );
    expect(record.status).toBe('ok');
    expect(unansweredOnOwnLink(record.events)).toEqual({ 'client#1': [], 'client#2': [] });
    expect(connects(record.events).filter((event) => event.ref.role === 'server')).toHaveLength(2);
  });

  it('a factory that takes longer for one request than the next does not swap the connections', async () => {
    // The factory's context carries the request it serves (McpRequestContext.requestInfo); the
    // grouping instead gives each new server the oldest request still waiting.
    const record = await runInNode(
      `${CLIENTS}
let calls = 0;
const handler = createMcpHandler(async () => {
  const delay = ++calls === 1 ? 30 : 0;
  await new Promise((resolve) => setTimeout(resolve, delay));
  return new McpServer({ name: 'slow-then-fast', version: '1.0.0' });
});
const inPage = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init));
const alice = new Client({ name: 'alice', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
const bob = new Client({ name: 'bob', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await Promise.all([alice, bob].map((client) => client.connect(new StreamableHTTPClientTransport(new URL('http://x.example/mcp'), { fetch: inPage }))));
console.log('connected');
`,
      { timeLimitMs: 20_000 },
    );
    expect(record.status).toBe('ok');
    expect(unansweredOnOwnLink(record.events)).toEqual({ 'client#1': [], 'client#2': [] });
    // One server instance per client connection, no third one on a link of its own.
    expect(connects(record.events).filter((event) => event.ref.role === 'server')).toHaveLength(2);
  });

  // The traced handler.fetch reads every POST body itself (request.clone().text()) before the SDK
  // sees the request. Both programs below run under node as shown.
  it('a handler fed a body the caller already read (parsedBody, as the SDK documents) answers as under node', async () => {
    const record = await runInNode(
      `${CLIENTS}
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'logged', version: '1.0.0' });
  server.registerTool('ping', { description: 'Ping' }, async () => ({ content: [{ type: 'text', text: 'pong' }] }));
  return server;
});
// A logging middleware reads the body and hands the handler what it parsed
// (McpHandlerRequestOptions.parsedBody: "e.g. req.body from express.json()").
const logged = async (url: string | URL, init?: RequestInit) => {
  const request = new Request(url, init);
  const body = await request.json();
  console.log('→', body.method);
  return handler.fetch(request, { parsedBody: body });
};
const client = new Client({ name: 'c', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(new URL('http://logged.example/mcp'), { fetch: logged }));
console.log((await client.callTool({ name: 'ping', arguments: {} })).content[0].text);
await client.close();
`,
      { timeLimitMs: 20_000 },
    );
    // node prints: → server/discover, → tools/call, pong. Found: "Failed to execute 'clone' on
    // 'Request': Request body is already used" (the wrapper clones a used body).
    expect(record.error?.message).toBeUndefined();
    expect(record.events.filter((event) => event.kind === 'console').map((event) => event.text)).toEqual([
      '→ server/discover',
      '→ tools/call',
      'pong',
    ]);
    expect(unansweredOnOwnLink(record.events)).toEqual({ 'client#1': [] });
  });

  it('a handler called like the global fetch (a URL, not a Request) answers as under node', async () => {
    const record = await runInNode(
      `${CLIENTS}
const handler = createMcpHandler(() => new McpServer({ name: 's', version: '1.0.0' }));
try {
  const response = await handler.fetch('http://s.example/mcp' as never, { method: 'POST', body: '{}' } as never);
  console.log('answered', response.status);
} catch (error) {
  console.log('threw:', (error as Error).message);
}
`,
      { timeLimitMs: 20_000 },
    );
    // node prints "answered 500"; found: "threw: Cannot read properties of undefined (reading 'toUpperCase')".
    expect(record.events.filter((event) => event.kind === 'console').map((event) => event.text)).toEqual([
      'answered 500',
    ]);
  });
});
