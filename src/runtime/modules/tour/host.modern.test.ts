import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runInNode } from '../../node/runInNode';
import type { ConnectEvent, LlmContextEvent, RunRecord, TraceEvent } from '../../trace/events';
import { RunView } from '../../trace/query';
import { Host } from './host';
import { createHttpLink } from './transports';

// mcp-tour/host with SDK v2: a client factory in the host's options, v2 servers behind
// createMcpHandler, and what the model sees staying exactly what a model API request carries.

const PRELUDE = `
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Host } from 'mcp-tour/host';
import { createHttpLink } from 'mcp-tour/transports';
import { secret } from 'mcp-tour/secrets';
import { z } from 'zod';

const token = secret('wx-key-0123456789', 'weather API key');
let calls = 0;
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'weather', version: '2.0.0' });
  server.registerTool('forecast', {
    description: 'Get the weather forecast for a city.',
    inputSchema: z.object({ city: z.string().describe('City name') }),
  }, async ({ city }) => {
    calls++;
    // The server holds its API key; no model may ever see it.
    if (!token) throw new Error('no key');
    return { content: [{ type: 'text', text: 'Sunny in ' + city + '.' }] };
  });
  return server;
});
const link = createHttpLink((request) => handler.fetch(request), { name: 'weather' });
const transport = () => new StreamableHTTPClientTransport(new URL('https://weather.example/mcp'), {
  fetch: link.fetch,
  requestInit: { headers: { Authorization: 'Bearer ' + token } },
});
`;

async function run(body: string): Promise<RunRecord> {
  const record = await runInNode(PRELUDE + body);
  if (record.status !== 'ok') throw new Error(`run failed: ${JSON.stringify(record.error)}`);
  return record;
}

const of = <K extends TraceEvent['kind']>(events: readonly TraceEvent[], kind: K) =>
  events.filter((e): e is Extract<TraceEvent, { kind: K }> => e.kind === kind);
const contextOf = (record: RunRecord) => of(record.events, 'llm').map((e: LlmContextEvent) => e.entry);

describe('mcp-tour/host with an SDK v2 client', () => {
  it("connects through the client factory in the modern era and keeps _meta, headers and tokens out of the model's context", async () => {
    const record = await run(`
      const host = new Host({ name: 'tour-host', client: (info) => new Client(info, { versionNegotiation: { mode: 'auto' } }) });
      const client = await host.connect('weather', transport());
      console.log(client.constructor.name, client.getProtocolEra(), client.getNegotiatedProtocolVersion());
      const turn = await host.ask('What is the forecast for the city Lisbon?');
      console.log(turn.answer, calls);
      console.log(Object.keys(turn.toolCalls[0].result).sort().join(','));
      await host.close();
    `);
    const run_ = new RunView(record);
    expect(run_.consoleOutput()).toEqual([
      'Client modern 2026-07-28',
      expect.stringContaining('Sunny in Lisbon.'),
      // The full result stays with the host (turn.toolCalls); only its content reaches the model.
      '_meta,content',
    ]);
    expect(run_.consoleOutput()[1]).toMatch(/ 1$/);

    const context = contextOf(record);
    expect(context.map((e) => e.type)).toEqual(['tools', 'user', 'tool-call', 'tool-result', 'assistant']);
    const tools = context[0].type === 'tools' ? context[0].tools : [];
    // Word for word what tools/list gave: SDK v2 writes JSON Schema 2020-12 and says so.
    expect(tools).toEqual([
      {
        name: 'forecast',
        description: 'Get the weather forecast for a city.',
        input_schema: {
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          type: 'object',
          properties: { city: { type: 'string', description: 'City name' } },
          required: ['city'],
        },
      },
    ]);
    expect(context[3]).toEqual({
      type: 'tool-result',
      id: 'call_1',
      name: 'forecast',
      content: [{ type: 'text', text: 'Sunny in Lisbon.' }],
    });
    const seen = JSON.stringify(context);
    for (const hidden of ['_meta', 'resultType', 'serverInfo', 'mcp-', 'Bearer', 'wx-key'])
      expect(seen).not.toContain(hidden);
    expect(of(record.events, 'secret-leak')).toEqual([]);

    // The connect event names the host, and the tool-call and tool-result name the server instance.
    const clientConnect = of(record.events, 'connect').find((e: ConnectEvent) => e.ref.role === 'client')!;
    expect(clientConnect.ref).toMatchObject({ name: 'tour-host', sdk: 2, host: 'tour-host' });
    const [server] = of(record.events, 'connect').filter((e) => e.ref.role === 'server');
    expect(server.link).toBe(clientConnect.link);
    const [call, result] = of(record.events, 'llm').filter(
      (e) => e.entry.type === 'tool-call' || e.entry.type === 'tool-result',
    );
    expect([call.instance, result.instance]).toEqual([server.instance, server.instance]);
  });

  it('connects a v2 client in legacy mode, and SDK 1.x clients still by default, to the same v2 handler', async () => {
    const record = await run(`
      const legacy = new Host({ name: 'legacy-host', client: (info) => new Client(info, { versionNegotiation: { mode: 'legacy' } }) });
      const v2 = await legacy.connect('weather', transport());
      const classic = new Host({ name: 'classic-host' });
      const v1 = await classic.connect('weather', transport());
      console.log(v2.getProtocolEra(), v1.getServerVersion().name);
      for (const host of [legacy, classic]) console.log((await host.ask('Forecast for the city Oslo?')).answer);
      await legacy.close();
      await classic.close();
    `);
    expect(new RunView(record).consoleOutput()).toEqual([
      'legacy weather',
      expect.stringContaining('Sunny in Oslo.'),
      expect.stringContaining('Sunny in Oslo.'),
    ]);
    const clients = of(record.events, 'connect')
      .filter((e) => e.ref.role === 'client')
      .map((e) => [e.ref.host, e.ref.sdk]);
    expect(clients).toEqual([
      ['legacy-host', 2],
      ['classic-host', 1],
    ]);
    const initializes = of(record.events, 'jsonrpc').filter(
      (e) => e.layer === 'client' && e.message.method === 'initialize',
    );
    expect(initializes).toHaveLength(2);
  });

  it('tells the model about a tool the server no longer has: SDK v2 throws -32602, the host turns it into an error result', async () => {
    const record = await run(`
      // The tool is listed, then gone by the time it is called (each request gets a fresh server).
      let listed = false;
      const shifting = createMcpHandler(() => {
        const server = new McpServer({ name: 'shifting', version: '1.0.0' });
        server.registerTool('alerts', { description: 'Active storm alerts.' }, async () => ({ content: [] }));
        if (!listed) server.registerTool('forecast', { description: 'Get the weather forecast for a city.', inputSchema: z.object({ city: z.string() }) }, async () => ({ content: [] }));
        return server;
      });
      const shiftingLink = createHttpLink(async (request) => {
        const response = await shifting.fetch(request);
        if (request.headers.get('mcp-method') === 'tools/list') listed = true;
        return response;
      });
      const host = new Host({ name: 'tour-host', client: (info) => new Client(info, { versionNegotiation: { mode: 'auto' } }) });
      await host.connect('weather', new StreamableHTTPClientTransport(new URL('https://weather.example/mcp'), { fetch: shiftingLink.fetch }));
      const turn = await host.ask('What is the forecast for the city Lisbon?');
      console.log(turn.toolCalls[0].error);
      await host.close();
    `);
    expect(new RunView(record).consoleOutput()).toEqual(['Tool forecast not found']);
    const result = contextOf(record).find((e) => e.type === 'tool-result');
    expect(result).toEqual({
      type: 'tool-result',
      id: 'call_1',
      name: 'forecast',
      content: [{ type: 'text', text: 'Error: Tool forecast not found' }],
      isError: true,
    });
    const answer = of(record.events, 'jsonrpc').find(
      (e) => e.layer === 'client' && e.direction === 'receive' && e.message.error !== undefined,
    );
    expect(answer?.message.error).toMatchObject({ code: -32602 });
  });

  it("reports a secret that a v2 server puts into a tool result: it reaches the model's context", async () => {
    const record = await run(`
      const leaky = createMcpHandler(() => {
        const server = new McpServer({ name: 'leaky', version: '1.0.0' });
        server.registerTool('debug_info', { description: 'Show debug information about the connection.' }, async () => ({ content: [{ type: 'text', text: 'key=' + token }] }));
        return server;
      });
      const leakyLink = createHttpLink((request) => leaky.fetch(request));
      const host = new Host({ name: 'tour-host', client: (info) => new Client(info, { versionNegotiation: { mode: 'auto' } }) });
      await host.connect('leaky', new StreamableHTTPClientTransport(new URL('https://leaky.example/mcp'), { fetch: leakyLink.fetch }));
      await host.ask('Show the debug information');
      await host.close();
    `);
    const leaks = of(record.events, 'secret-leak');
    expect(leaks.map((e) => [e.label, e.where])).toEqual([
      ['weather API key', 'llm-context'],
      ['weather API key', 'llm-context'],
    ]);
  });

  it('refuses a client option that does not make a client, naming what is missing', async () => {
    const host = new Host({ name: 'h', client: () => ({ connect: async () => undefined }) as never });
    await expect(host.connect('x', {} as never)).rejects.toThrow(
      /the client option must return an MCP Client \(it returned a Object, which has no listTools, callTool, close\)/,
    );
    expect(() => new Host({ name: 'h', client: 'v2' as never })).toThrow(/client must be a function/);
  });
});

describe('mcp-tour/host types with SDK v2', () => {
  it('types host.connect by the factory: it takes a v2 transport and returns the v2 Client', async () => {
    const handler = createMcpHandler(() => {
      const server = new McpServer({ name: 'weather', version: '2.0.0' });
      server.registerTool(
        'forecast',
        { description: 'Get the weather forecast for a city.', inputSchema: z.object({ city: z.string() }) },
        async ({ city }) => ({
          content: [{ type: 'text', text: `Sunny in ${city}.` }],
        }),
      );
      return server;
    });
    const link = createHttpLink((request) => handler.fetch(request));
    const host = new Host({
      name: 'typed-host',
      client: (info) => new Client(info, { versionNegotiation: { mode: 'auto' } }),
    });
    const client: Client = await host.connect(
      'weather',
      new StreamableHTTPClientTransport(new URL('https://weather.example/mcp'), { fetch: link.fetch }),
    );
    expect(client.getProtocolEra()).toBe('modern');
    expect((await host.ask('Forecast for the city Rome?')).answer).toContain('Sunny in Rome.');
    await host.close();
  });
});
