import type { PackName } from '../modules/packs';

// Every run gets a fresh Worker, and a fresh Worker has cold JIT caches: the SDK, zod and the
// JSON Schema validator all run slowly the first time. The spare Worker runs this small program
// once, unrecorded, before it reports ready, so the learner's run starts on warm code paths. A
// pack gets a warm-up of its own when it is loaded.

export const WARM_UP_PROGRAM = `
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { z } from 'zod';
const server = new McpServer({ name: 'warm-up', version: '1.0.0' });
server.registerTool('echo', { description: 'Echo', inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
const [a, b] = InMemoryTransport.createLinkedPair();
await server.connect(b);
const client = new Client({ name: 'warm-up', version: '1.0.0' });
await client.connect(a);
await client.listTools();
await client.callTool({ name: 'echo', arguments: { text: 'x' } });
await client.callTool({ name: 'echo', arguments: { text: 1 } });
console.log({ warm: [1, 'two'] });
await client.close();
`;

export const PACK_WARM_UPS: Readonly<Record<PackName, string>> = {
  sdk2: `
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'warm-up', version: '1.0.0' });
  server.registerTool('echo', { description: 'Echo', inputSchema: z.object({ text: z.string() }) }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
  return server;
});
const client = new Client({ name: 'warm-up', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(new URL('http://warm-up.example/mcp'), { fetch: (url, init) => handler.fetch(new Request(url, init)) }));
await client.listTools();
await client.callTool({ name: 'echo', arguments: { text: 'x' } });
await client.callTool({ name: 'echo', arguments: { text: 1 } });
await client.close();
`,
};
