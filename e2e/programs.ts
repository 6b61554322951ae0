// Small programs the run-view specs paste into the playground.

/** A tool that puts a marked secret into its result, so it reaches the model's context. */
export const LEAKY_PROGRAM = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Host } from 'mcp-tour/host';
import { secret } from 'mcp-tour/secrets';

const TOKEN = secret('glpat-leaky-0123456789', 'GitLab token');
const server = new McpServer({ name: 'debug-tools', version: '1.0.0' });
server.registerTool('show_config', { description: 'Show the server configuration.' }, async () => ({
  content: [{ type: 'text', text: 'token=' + TOKEN }],
}));
const [a, b] = InMemoryTransport.createLinkedPair();
await server.connect(b);
const host = new Host({ name: 'leaky-host' });
await host.connect('debug', a);
await host.ask('Show the server configuration');
await host.close();
`;

/** Both kinds of failure: an isError result (schema rejection) and a protocol error (unknown method). */
export const ERRORS_PROGRAM = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { z } from 'zod';

const server = new McpServer({ name: 'calculator', version: '1.0.0' });
server.registerTool('add', { description: 'Add two numbers.', inputSchema: { a: z.number(), b: z.number() } }, async ({ a, b }) => ({
  content: [{ type: 'text', text: String(a + b) }],
}));
const client = new Client({ name: 'playground-client', version: '1.0.0' });
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await server.connect(serverTransport);
await client.connect(clientTransport);

const rejected = await client.callTool({ name: 'add', arguments: { a: 'two', b: 3 } });
console.log('isError result:', rejected.isError);
try {
  await client.request({ method: 'bogus/method' }, z.object({}));
} catch (error) {
  console.log('protocol error:', String(error));
}
await client.close();
`;

/**
 * A client that sends `toolCalls` tools/call and `pings` ping requests at once: two messages for
 * each, plus the three of the handshake. Pings keep a big run quick on a busy machine.
 */
export function bulkProgram(toolCalls: number, pings: number): string {
  return `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { z } from 'zod';

const server = new McpServer({ name: 'echo', version: '1.0.0' });
server.registerTool('echo', { inputSchema: { n: z.number() } }, async ({ n }) => ({ content: [{ type: 'text', text: String(n) }] }));
const client = new Client({ name: 'bulk-client', version: '1.0.0' });
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await server.connect(serverTransport);
await client.connect(clientTransport);
await Promise.all([
  ...Array.from({ length: ${toolCalls} }, (_, n) => client.callTool({ name: 'echo', arguments: { n } })),
  ...Array.from({ length: ${pings} }, () => client.ping()),
]);
console.log('requests done:', ${toolCalls + pings});
await client.close();
`;
}

/**
 * Up to `pairs` SDK 1.x client/server pairs connected in memory (each an initialize handshake),
 * stopping after `forMs` so the run ends inside the playground's time limit; prints how many.
 */
export function manyConnectionsProgram(pairs: number, forMs: number): string {
  return `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';

const started = performance.now();
let connected = 0;
while (connected < ${pairs} && performance.now() - started < ${forMs}) {
  const server = new McpServer({ name: 'server-' + connected, version: '1.0.0' });
  const client = new Client({ name: 'client-' + connected, version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  connected++;
}
console.log('connections: ' + connected);
`;
}
