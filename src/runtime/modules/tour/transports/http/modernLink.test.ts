import { describe, expect, it } from 'vitest';
import { runInNode } from '../../../../node/runInNode';
import type { HttpEvent, JsonRpcEvent, TraceEvent } from '../../../../trace/events';
import { RunView } from '../../../../trace/query';

// The HTTP link with SDK v2 on both sides: the real StreamableHTTPClientTransport of
// @modelcontextprotocol/client, and createMcpHandler of @modelcontextprotocol/server answering
// through `handler.fetch`. No code in the link knows which SDK generation it carries.

const of = <K extends TraceEvent['kind']>(events: readonly TraceEvent[], kind: K) =>
  events.filter((e): e is Extract<TraceEvent, { kind: K }> => e.kind === kind);

const PROGRAM = (mode: 'auto' | 'legacy') => `
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createHttpLink } from 'mcp-tour/transports';
import { z } from 'zod';

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'weather', version: '2.0.0' });
  server.registerTool('forecast', {
    description: 'The forecast for a region',
    inputSchema: z.object({ region: z.string().meta({ 'x-mcp-header': 'Region' }), days: z.number().int().min(1) }),
  }, async ({ region, days }) => ({ content: [{ type: 'text', text: region + ': sunny for ' + days + ' days' }] }));
  return server;
});
const link = createHttpLink((request) => handler.fetch(request), { name: 'weather' });
const client = new Client({ name: 'host', version: '1.0.0' }, { versionNegotiation: { mode: '${mode}' } });
await client.connect(new StreamableHTTPClientTransport(new URL('https://weather.example/mcp'), { fetch: link.fetch }));
console.log((await client.listTools()).tools.map((t) => t.name));
console.log((await client.callTool({ name: 'forecast', arguments: { region: 'eu-west', days: 2 } })).content[0].text);
console.log((await client.callTool({ name: 'forecast', arguments: { region: 'eu-west', days: 0 } })).isError);
try {
  await client.callTool({ name: 'no_such_tool', arguments: {} });
} catch (error) {
  console.log(error.constructor.name, error.code);
}
await client.close();
`;

const methodOf = (event: HttpEvent) =>
  event.body ? (JSON.parse(event.body) as { method?: string }).method : undefined;

describe('createHttpLink with SDK v2 and createMcpHandler', () => {
  it('carries a modern (2026-07-28) connection: every request names its method, tool and protocol version in headers', async () => {
    const record = await runInNode(PROGRAM('auto'));
    expect(record.error).toBeUndefined();
    expect(new RunView(record).consoleOutput()).toEqual([
      "[ 'forecast' ]",
      'eu-west: sunny for 2 days',
      'true',
      'ProtocolError -32602',
    ]);

    const requests = of(record.events, 'http').filter((e) => e.direction === 'request');
    expect(requests.map((e) => `${e.method} ${methodOf(e)}`)).toEqual([
      'POST server/discover',
      'POST tools/list',
      'POST tools/call',
      'POST tools/call',
      'POST tools/call',
    ]);
    // No initialize, no session, no GET stream: each POST stands alone.
    for (const request of requests) {
      expect(request.headers['mcp-protocol-version']).toBe('2026-07-28');
      expect(request.headers['mcp-method']).toBe(methodOf(request));
      expect(request.headers['mcp-session-id']).toBeUndefined();
    }
    const [, list, call, invalid, unknown] = requests;
    expect(list.headers['mcp-name']).toBeUndefined();
    expect(call.headers).toMatchObject({ 'mcp-name': 'forecast', 'mcp-param-region': 'eu-west' });
    expect(invalid.headers).toMatchObject({ 'mcp-name': 'forecast', 'mcp-param-region': 'eu-west' });
    // A tool the client never saw listed: no declaration to mirror, so no Mcp-Param-* header.
    expect(unknown.headers['mcp-name']).toBe('no_such_tool');
    expect(Object.keys(unknown.headers).filter((name) => name.startsWith('mcp-param-'))).toEqual([]);

    const responses = of(record.events, 'http').filter((e) => e.direction === 'response');
    expect(responses.map((e) => e.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = responses.map(
      (e) => JSON.parse(e.body!) as { result?: Record<string, unknown>; error?: { code: number } },
    );
    expect(bodies[0].result).toMatchObject({ supportedVersions: ['2026-07-28'], resultType: 'complete' });
    expect(bodies[2].result).toMatchObject({
      resultType: 'complete',
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'weather' } },
    });
    expect(bodies[4].error?.code).toBe(-32602);
  });

  it("gives the client's JSON-RPC messages, the HTTP requests that carry them and the server that answers one link", async () => {
    const record = await runInNode(PROGRAM('auto'));
    const clientSends = of(record.events, 'jsonrpc').filter((e) => e.layer === 'client' && e.direction === 'send');
    const clientLink = of(record.events, 'connect').find((e) => e.ref.role === 'client')!.link;
    // The probe is the client's first message, before any other.
    expect(clientSends.map((e) => e.message.method)).toEqual([
      'server/discover',
      'tools/list',
      'tools/call',
      'tools/call',
      'tools/call',
    ]);
    expect(new Set(of(record.events, 'http').map((e) => e.link))).toEqual(new Set([clientLink]));
    // One server instance answers the whole connection, on the same link.
    const servers = of(record.events, 'connect').filter((e) => e.ref.role === 'server');
    expect(servers.map((e) => e.link)).toEqual([clientLink]);
    const serverSends = of(record.events, 'jsonrpc').filter((e) => e.layer === 'server' && e.direction === 'send');
    expect(serverSends.map((e) => [e.link, e.instance])).toEqual(
      clientSends.map(() => [clientLink, servers[0].instance]),
    );
    for (const send of clientSends) {
      const carrier = of(record.events, 'http').find(
        (e) => e.direction === 'request' && e.body === JSON.stringify(send.message),
      );
      expect(carrier, `the request carrying ${send.message.method}`).toBeDefined();
      expect(carrier).toMatchObject({ link: clientLink, instance: send.instance });
      const answer = of(record.events, 'http').find(
        (e) => e.direction === 'response' && e.exchange === carrier!.exchange,
      )!;
      expect(answer.link).toBe(clientLink);
      // The answer the client receives is the body of that response.
      const received = of(record.events, 'jsonrpc').find(
        (e): e is JsonRpcEvent => e.layer === 'client' && e.direction === 'receive' && e.message.id === send.message.id,
      );
      expect(JSON.parse(answer.body!)).toEqual(JSON.parse(JSON.stringify(received!.message)));
    }
  });

  it('carries a legacy (2025-11-25) connection from the same handler: initialize, then the stateless fallback', async () => {
    const record = await runInNode(PROGRAM('legacy'));
    expect(record.error).toBeUndefined();
    expect(new RunView(record).consoleOutput()).toEqual([
      "[ 'forecast' ]",
      'eu-west: sunny for 2 days',
      'true',
      'ProtocolError -32602',
    ]);
    const http = of(record.events, 'http');
    const summary = http
      .filter((e) => e.direction === 'request')
      .map(
        (request) =>
          `${request.method} ${methodOf(request) ?? '-'} → ${http.find((e) => e.direction === 'response' && e.exchange === request.exchange)?.status}`,
      );
    expect(summary).toEqual([
      'POST initialize → 200',
      'POST notifications/initialized → 202',
      'GET - → 405',
      'POST tools/list → 200',
      'POST tools/call → 200',
      'POST tools/call → 200',
      'POST tools/call → 200',
    ]);
    const requests = http.filter((e) => e.direction === 'request');
    // The 2025 client sends no Mcp-Method or Mcp-Name, and its version header only after initialize.
    expect(requests.every((e) => e.headers['mcp-method'] === undefined && e.headers['mcp-name'] === undefined)).toBe(
      true,
    );
    expect(requests[0].headers['mcp-protocol-version']).toBeUndefined();
    expect(requests.slice(1).every((e) => e.headers['mcp-protocol-version'] === '2025-11-25')).toBe(true);
    const clientLink = of(record.events, 'connect').find((e) => e.ref.role === 'client')!.link;
    expect(new Set(http.map((e) => e.link))).toEqual(new Set([clientLink]));
  });
});
