import { describe, expect, it } from 'vitest';
import { runInNode } from '../../../../node/runInNode';
import type { JsonRpcEvent, RunRecord, StdioEvent, TraceEvent } from '../../../../trace/events';
import { RunView } from '../../../../trace/query';

// Simulated stdio with SDK v2 on either end. The server side is v2's own `serveStdio(factory,
// { transport })`, fed the simulated process's stdio transport (its documented "bring your own
// transport" option); the client side is v2's Client, whose version negotiation treats the
// simulated transport as its StdioClientTransport and probes on a throwaway sibling process.

const of = <K extends TraceEvent['kind']>(events: readonly TraceEvent[], kind: K) =>
  events.filter((e): e is Extract<TraceEvent, { kind: K }> => e.kind === kind);

const V2_PROGRAM = `
const calc = defineServerProgram(({ stdio }) => {
  serveStdio(() => {
    const server = new McpServer({ name: 'calc', version: '2.0.0' });
    server.registerTool('add', { description: 'Add two numbers', inputSchema: z.object({ a: z.number(), b: z.number() }) },
      async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }));
    return server;
  }, { transport: stdio });
});
`;

// A v2 McpServer connected straight to the transport, without serveStdio: the 2025 era only.
const V2_DIRECT_PROGRAM = `
const calc = defineServerProgram(async ({ stdio }) => {
  const server = new McpServer({ name: 'calc', version: '2.0.0' });
  server.registerTool('add', { description: 'Add two numbers', inputSchema: z.object({ a: z.number(), b: z.number() }) },
    async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }));
  await server.connect(stdio);
});
`;

const V1_PROGRAM = `
const calc = defineServerProgram(async ({ stdio }) => {
  const server = new McpServerV1({ name: 'calc', version: '1.0.0' });
  server.registerTool('add', { description: 'Add two numbers', inputSchema: { a: z.number(), b: z.number() } },
    async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }));
  await server.connect(stdio);
});
`;

const program = (server: string, client: string) => `
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { SimulatedStdioClientTransport, defineServerProgram } from 'mcp-tour/transports';
import { z } from 'zod';
${server}
const transport = new SimulatedStdioClientTransport({ command: 'node', args: ['calc.js'], env: { CALC_MODE: 'fast' }, server: calc });
const client = ${client};
console.log('pid before start', transport.pid, 'stderr', transport.stderr);
await client.connect(transport);
console.log(client.getProtocolEra?.() ?? 'sdk 1.x', client.getNegotiatedProtocolVersion?.() ?? client.getServerVersion().name, 'pid', transport.pid);
console.log((await client.callTool({ name: 'add', arguments: { a: 2, b: 3 } })).content[0].text);
try {
  const result = await client.callTool({ name: 'nope', arguments: {} });
  console.log('isError', result.isError);
} catch (error) {
  console.log('thrown', error.code);
}
await client.close();
console.log('pid after close', transport.pid);
`;

const AUTO = "new Client({ name: 'host', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } })";
const LEGACY = "new Client({ name: 'host', version: '1.0.0' }, { versionNegotiation: { mode: 'legacy' } })";
const CLASSIC = "new ClientV1({ name: 'host', version: '1.0.0' })";

async function run(server: string, client: string): Promise<RunRecord> {
  const record = await runInNode(program(server, client));
  if (record.status !== 'ok') throw new Error(`run failed: ${JSON.stringify(record.error)}`);
  return record;
}

/** The JSON-RPC method (or "result"/"error") of each line on one stream of one link. */
const lines = (record: RunRecord, link: string, stream: StdioEvent['stream']) =>
  of(record.events, 'stdio')
    .filter((e) => e.link === link && e.stream === stream)
    .map((e) => {
      const message = JSON.parse(e.text) as { method?: string; error?: { code: number } };
      return message.method ?? (message.error ? `error ${message.error.code}` : 'result');
    });

describe('simulated stdio with SDK v2', () => {
  it('serves v2 serveStdio to a v2 client in auto mode: probe on a throwaway sibling, then a modern session with no handshake', async () => {
    const record = await run(V2_PROGRAM, AUTO);
    expect(new RunView(record).consoleOutput()).toEqual([
      'pid before start null stderr null',
      'modern 2026-07-28 pid 1002',
      '5',
      'thrown -32602',
      'pid after close null',
    ]);

    const spawns = of(record.events, 'spawn');
    expect(spawns.map((e) => [e.command, e.args, e.env])).toEqual([
      ['node', ['calc.js'], { CALC_MODE: 'fast' }],
      ['node', ['calc.js'], { CALC_MODE: 'fast' }],
    ]);
    const [sibling, session] = spawns.map((e) => e.link);
    const clientLink = of(record.events, 'connect').find((e) => e.ref.role === 'client')!.link;
    expect(session).toBe(clientLink);
    expect(sibling).not.toBe(clientLink);
    // The sibling carries exactly the probe and its answer; its stderr was ignored, not shown.
    expect(lines(record, sibling, 'stdin')).toEqual(['server/discover']);
    expect(lines(record, sibling, 'stdout')).toEqual(['result']);
    const discover = JSON.parse(
      of(record.events, 'stdio').find((e) => e.link === sibling && e.stream === 'stdout')!.text,
    ) as { result: unknown };
    expect(discover.result).toMatchObject({ supportedVersions: ['2026-07-28'], resultType: 'complete' });
    // The session starts straight with requests that carry the _meta envelope.
    expect(lines(record, session, 'stdin')).toEqual(['tools/call', 'tools/call']);
    const first = JSON.parse(
      of(record.events, 'stdio').find((e) => e.link === session && e.stream === 'stdin')!.text,
    ) as { params: { _meta: Record<string, unknown> } };
    expect(first.params._meta['io.modelcontextprotocol/protocolVersion']).toBe('2026-07-28');
    // The client's messages on its link are the session's stdin lines, byte for byte.
    const sent = of(record.events, 'jsonrpc').filter(
      (e: JsonRpcEvent) => e.layer === 'client' && e.direction === 'send' && e.link === clientLink,
    );
    expect(sent.map((e) => `${JSON.stringify(e.message)}\n`)).toEqual(
      of(record.events, 'stdio')
        .filter((e) => e.link === session && e.stream === 'stdin')
        .map((e) => e.text),
    );
    // The probe is the client's own, on the sibling's link: the Messages view pairs it.
    const clientId = of(record.events, 'connect').find((e) => e.ref.role === 'client')!.ref.id;
    const probe = of(record.events, 'jsonrpc').filter((e) => e.link === sibling && e.layer === 'client');
    expect(probe.map((e) => [e.instance, e.direction, 'method' in e.message ? e.message.method : 'result'])).toEqual([
      [clientId, 'send', 'server/discover'],
      [clientId, 'receive', 'result'],
    ]);
    // Each server serveStdio starts (the throwaway and the kept one) is traced on its process's
    // link, as stdio: serveStdio's internal channel is not a connection of its own.
    const servers = of(record.events, 'connect').filter((e) => e.ref.role === 'server');
    expect(servers.map((e) => [e.link, e.transport])).toEqual([
      [sibling, 'stdio'],
      [session, 'stdio'],
    ]);
  });

  it('refuses serveStdio without a transport, saying what to pass', async () => {
    const record = await runInNode(`
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
serveStdio(() => new McpServer({ name: 'calc', version: '2.0.0' }));
`);
    expect(record.status).toBe('error');
    expect(record.error?.message).toContain('serveStdio needs { transport } in MCP Tour');
  });

  it('serves v2 serveStdio to a v2 client in legacy mode: one process, the initialize handshake', async () => {
    const record = await run(V2_PROGRAM, LEGACY);
    expect(new RunView(record).consoleOutput()).toEqual([
      'pid before start null stderr null',
      'legacy 2025-11-25 pid 1001',
      '5',
      'thrown -32602',
      'pid after close null',
    ]);
    const [spawn] = of(record.events, 'spawn');
    expect(of(record.events, 'spawn')).toHaveLength(1);
    expect(lines(record, spawn.link, 'stdin')).toEqual([
      'initialize',
      'notifications/initialized',
      'tools/call',
      'tools/call',
    ]);
  });

  it('serves v2 serveStdio to an SDK 1.x client: the 2025 era, and an unknown tool still thrown by the v2 server', async () => {
    const record = await run(V2_PROGRAM, CLASSIC);
    expect(new RunView(record).consoleOutput()).toEqual([
      'pid before start null stderr null',
      'sdk 1.x calc pid 1001',
      '5',
      'thrown -32602',
      'pid after close null',
    ]);
    expect(of(record.events, 'spawn')).toHaveLength(1);
  });

  it('lets a v2 client in auto mode fall back with an SDK 1.x server: the sibling answers -32601, the session initializes', async () => {
    const record = await run(V1_PROGRAM, AUTO);
    // SDK 1.x answers an unknown tool with an isError result, not an error.
    expect(new RunView(record).consoleOutput()).toEqual([
      'pid before start null stderr null',
      'legacy 2025-11-25 pid 1002',
      '5',
      'isError true',
      'pid after close null',
    ]);
    const [sibling, session] = of(record.events, 'spawn').map((e) => e.link);
    expect(lines(record, sibling, 'stdin')).toEqual(['server/discover']);
    expect(lines(record, sibling, 'stdout')).toEqual(['error -32601']);
    expect(lines(record, session, 'stdin')).toEqual([
      'initialize',
      'notifications/initialized',
      'tools/call',
      'tools/call',
    ]);
  });
  it('serves only the 2025 era from a v2 McpServer connected without serveStdio: the probe gets -32601', async () => {
    const record = await run(V2_DIRECT_PROGRAM, AUTO);
    expect(new RunView(record).consoleOutput()).toEqual([
      'pid before start null stderr null',
      'legacy 2025-11-25 pid 1002',
      '5',
      'thrown -32602',
      'pid after close null',
    ]);
    const [sibling, session] = of(record.events, 'spawn').map((e) => e.link);
    expect(lines(record, sibling, 'stdout')).toEqual(['error -32601']);
    expect(lines(record, session, 'stdin')[0]).toBe('initialize');
  });
});
