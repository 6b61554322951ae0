import { DEFAULT_EXAMPLE } from './defaultExample';

// What "New" offers: one small, whole program per SDK generation and protocol era a learner meets
// today, each with a line on which is which.

export interface StartingPoint {
  id: 'sdk1' | 'sdk2-modern' | 'sdk2-legacy';
  title: string;
  note: string;
  code: string;
}

const SDK2_MODERN = `import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';

// A server factory: in 2026-07-28 there are no sessions, so the handler builds a fresh server for
// every request.
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'calculator', version: '2.0.0' });
  server.registerTool(
    'add',
    { description: 'Add two numbers.', inputSchema: z.object({ a: z.number(), b: z.number() }) },
    async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
  );
  return server;
});

// The client's HTTP requests go to the handler inside this page.
const inPageFetch = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init));

// 'auto' asks for the newest revision (server/discover) and falls back to 2025-11-25 if refused.
const client = new Client({ name: 'playground-client', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(new URL('http://calculator.example/mcp'), { fetch: inPageFetch }));
console.log('Protocol version:', client.getNegotiatedProtocolVersion());

const { tools } = await client.listTools();
console.log('Tools:', tools.map((tool) => tool.name));

const result = await client.callTool({ name: 'add', arguments: { a: 2, b: 3 } });
console.log('2 + 3 =', result.content);

await client.close();
`;

const SDK2_LEGACY = `import { McpServer, InMemoryTransport } from '@modelcontextprotocol/server';
import { Client } from '@modelcontextprotocol/client';
import * as z from 'zod';

// SDK v2 in the 2025-11-25 era: over InMemoryTransport a v2 client and server shake hands with
// initialize, exactly as SDK 1.x does.
const server = new McpServer({ name: 'calculator', version: '2.0.0' });
server.registerTool(
  'add',
  { description: 'Add two numbers.', inputSchema: z.object({ a: z.number(), b: z.number() }) },
  async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
);

// One package's InMemoryTransport for both halves of the pair.
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await server.connect(serverTransport);
const client = new Client({ name: 'playground-client', version: '1.0.0' });
await client.connect(clientTransport);
console.log('Protocol version:', client.getNegotiatedProtocolVersion());

const { tools } = await client.listTools();
console.log('Tools:', tools.map((tool) => tool.name));

const result = await client.callTool({ name: 'add', arguments: { a: 2, b: 3 } });
console.log('2 + 3 =', result.content);

await client.close();
`;

export const STARTING_POINTS: readonly StartingPoint[] = [
  {
    id: 'sdk1',
    title: 'SDK 1.x · MCP 2025-11-25',
    note: '@modelcontextprotocol/sdk, what most servers and blog posts use today: a server and a client in memory.',
    code: DEFAULT_EXAMPLE,
  },
  {
    id: 'sdk2-modern',
    title: 'SDK v2 · MCP 2026-07-28',
    note: '@modelcontextprotocol/server and /client: a server factory behind createMcpHandler, a client that negotiates the latest revision (server/discover, no session).',
    code: SDK2_MODERN,
  },
  {
    id: 'sdk2-legacy',
    title: 'SDK v2 · MCP 2025-11-25',
    note: 'The new packages speaking the older revision: in memory, v2 still shakes hands with initialize.',
    code: SDK2_LEGACY,
  },
];
