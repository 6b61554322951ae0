import type { PackScript } from '../modules/packs';

// Every run gets a fresh Worker, and a fresh Worker has cold JIT caches: the transpiler, zod, the
// SDK and its JSON Schema validator all run slowly the first time. The spare Worker runs a small
// program once, unrecorded, before it reports ready, and another for each pack it loads, so the
// learner's run starts on warm code paths.

export const WARM_UP_PROGRAM = `
import { z } from 'zod';
const Args = z.object({ text: z.string(), count: z.number().int().optional() });
console.log(Args.safeParse({ text: 'x', count: 1 }).success, Args.safeParse({ text: 1 }).success);
console.log({ warm: [1, 'two'], nested: { deeper: { deepest: {} } } });
await Promise.resolve();
`;

export const PACK_WARM_UPS: Readonly<Record<PackScript, string>> = {
  transpile: `
import { z } from 'zod';
interface Note { text: string; count?: number }
const Args = z.object({ text: z.string() });
const note: Note = { text: 'x' };
console.log(Args.safeParse(note).success as boolean);
`,
  zodExtras: `
import { z } from 'zod';
const Args = z.fromJSONSchema({ type: 'object', properties: { text: { type: 'string' } }, required: ['text'] });
console.log(z.compile(z.object({ text: z.string() })).safeParse(Args.parse({ text: 'x' })).success);
`,
  sdk1: `
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
`,
  sdk1http: `
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
new StreamableHTTPClientTransport(new URL('http://warm-up.example/mcp'));
new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
`,
  tour: `
import { Host } from 'mcp-tour/host';
import { secret } from 'mcp-tour/secrets';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
const server = new McpServer({ name: 'warm-up', version: '1.0.0' });
server.registerTool('echo', { description: 'Echo a text' }, async () => ({ content: [{ type: 'text', text: secret('warm-up', 'warm').length > 0 ? 'x' : '' }] }));
const host = new Host({ name: 'warm-up' });
const [a, b] = InMemoryTransport.createLinkedPair();
await server.connect(b);
await host.connect('warm', a);
await host.ask('echo a text');
await host.close();
`,
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
  assert: `
import assert from 'node:assert/strict';
assert.deepStrictEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] });
assert.throws(() => assert.equal(1, 2), /Expected values to be strictly equal/);
`,
};
