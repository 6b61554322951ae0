import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpServer as LegacyServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { createHttpLink, sessionRouter } from 'mcp-tour/transports';

// ── Your server, on SDK v2: one factory, whatever era a client speaks ─────────────────────────
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'weather', version: '2.0.0' });
  server.registerTool(
    'forecast',
    { description: 'Get the weather forecast for a city.', inputSchema: z.object({ city: z.string() }) },
    async ({ city }) => ({ content: [{ type: 'text', text: `Sunny in ${city}.` }] }),
  );
  return server;
});
// legacy: 'stateless' is the default: an initialize, and every 2025-era request after it, is served
// by a fresh instance from the same factory. ('reject' would answer them -32022.)
const weather = createHttpLink((request) => handler.fetch(request), { name: 'weather' });

// ── Someone else's server, still on SDK 1.x: it speaks 2025-11-25 only ──────────────────────────
const oldServer = createHttpLink(
  sessionRouter(() => {
    const server = new LegacyServer({ name: 'tides', version: '1.4.0' });
    server.registerTool('high_tide', { description: 'When is high tide?', inputSchema: { harbour: z.string() } }, async ({ harbour }) => ({
      content: [{ type: 'text', text: `High tide in ${harbour} at 14:05.` }],
    }));
    return server;
  }),
  { name: 'tides' },
);

/** Connects, calls one tool and reports what happened: the era it spoke, or why it failed. */
async function visit(label: string, client: { connect(t: never): Promise<void>; callTool(p: object): Promise<unknown>; close(): Promise<void> }, transport: unknown, tool: object) {
  try {
    await client.connect(transport as never);
    const result = (await client.callTool(tool)) as { content: { text?: string }[] };
    const era = 'getProtocolEra' in client ? (client as Client).getNegotiatedProtocolVersion() : '2025-11-25';
    console.log(`${label} (${era}): ${result.content[0]?.text}`);
  } catch (error) {
    const { code, data } = error as { code?: unknown; data?: unknown };
    console.log(`${label}: failed (${code ?? ''}) ${error instanceof Error ? error.message : String(error)}`, data ?? '');
  } finally {
    await client.close();
  }
}

const at = (host: string) => new URL(`https://${host}.example/mcp`);
const forecast = { name: 'forecast', arguments: { city: 'Bergen' } };

// 1. A 2025-era client (SDK 1.x, what most deployed hosts run today).
await visit('old-app', new LegacyClient({ name: 'old-app', version: '1.0.0' }), new LegacyTransport(at('weather'), { fetch: weather.fetch }), forecast);

// 2. A 2026-07-28 client.
await visit('new-app', new Client({ name: 'new-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } }), new StreamableHTTPClientTransport(at('weather'), { fetch: weather.fetch }), forecast);

// 3. A client from the future, pinned to a revision nobody here implements.
await visit(
  'future-app',
  new Client({ name: 'future-app', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2099-01-01' } } }),
  new StreamableHTTPClientTransport(at('weather'), { fetch: weather.fetch }),
  forecast,
);

// 4. Your new client meets the old server: in auto mode it probes, sees a 2025-era answer, and falls back.
await visit(
  'fleet-app',
  new Client({ name: 'fleet-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } }),
  new StreamableHTTPClientTransport(at('tides'), { fetch: oldServer.fetch }),
  { name: 'high_tide', arguments: { harbour: 'Bergen' } },
);
