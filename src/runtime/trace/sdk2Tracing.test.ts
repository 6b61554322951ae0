import { describe, expect, it } from 'vitest';
import { runInNode } from '../node/runInNode';
import type { ConnectEvent, JsonRpcEvent, TraceEvent } from './events';

// SDK v2 traced as a learner would read it: the auto client's server/discover probe on the client's
// side, and createMcpHandler's fresh server per request as one server instance per connection.

const PROGRAM = `
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'weather', version: '2.0.0' });
  server.registerTool('forecast', { description: 'Forecast', inputSchema: z.object({ city: z.string() }) },
    async ({ city }) => ({ content: [{ type: 'text', text: 'Sunny in ' + city }] }));
  return server;
});
const inPage = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init));
for (const mode of ['auto', 'legacy'] as const) {
  const client = new Client({ name: 'app-' + mode, version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://weather.example/mcp'), { fetch: inPage }));
  await client.listTools();
  await client.callTool({ name: 'forecast', arguments: { city: 'Oslo' } });
  try { await client.callTool({ name: 'nope', arguments: {} }); } catch (error) { console.log((error as { code: number }).code); }
  await client.close();
}
`;

const connects = (events: TraceEvent[]) => events.filter((event): event is ConnectEvent => event.kind === 'connect');
const methodsOn = (events: TraceEvent[], instance: string, direction: 'send' | 'receive') =>
  events
    .filter(
      (event): event is JsonRpcEvent =>
        event.kind === 'jsonrpc' && event.instance === instance && event.direction === direction,
    )
    .map((event) =>
      'method' in event.message ? event.message.method : 'result' in event.message ? 'result' : 'error',
    );

describe('SDK v2 in the trace', () => {
  it('shows each client connection with one per-request server on the same link', async () => {
    const record = await runInNode(PROGRAM, { timeLimitMs: 20_000 });
    expect(record.status).toBe('ok');
    const refs = connects(record.events).map(({ ref, link }) => ({
      name: ref.name,
      role: ref.role,
      sdk: ref.sdk,
      perRequest: ref.perRequest,
      link,
    }));
    expect(refs).toEqual([
      { name: 'app-auto', role: 'client', sdk: 2, perRequest: undefined, link: 'link#1' },
      { name: 'weather', role: 'server', sdk: 2, perRequest: true, link: 'link#1' },
      { name: 'app-legacy', role: 'client', sdk: 2, perRequest: undefined, link: 'link#2' },
      { name: 'weather', role: 'server', sdk: 2, perRequest: true, link: 'link#2' },
    ]);
    expect(methodsOn(record.events, 'client#1', 'send')).toEqual([
      'server/discover',
      'tools/list',
      'tools/call',
      'tools/call',
    ]);
    expect(methodsOn(record.events, 'server#1', 'send')).toEqual(['result', 'result', 'result', 'error']);
    expect(methodsOn(record.events, 'client#2', 'send')).toEqual([
      'initialize',
      'notifications/initialized',
      'tools/list',
      'tools/call',
      'tools/call',
    ]);
    // A per-request server closing after its request is not the connection closing.
    expect(record.events.filter((event) => event.kind === 'close').map((event) => event.instance)).toEqual([
      'client#1',
      'client#2',
    ]);
  });
});
