// Lesson 2's server and client, as SDK 1.x writes them. Port this program to SDK v2.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

let handlerRuns = 0;

const server = new McpServer({ name: 'tracker', version: '1.0.0' });
server.registerTool(
  'create_issue',
  {
    title: 'Create issue',
    description: 'Create an issue in the tracker. Priority is low, normal or high.',
    inputSchema: {
      title: z.string().min(3).describe('A short summary of the problem'),
      priority: z.enum(['low', 'normal', 'high']).default('normal'),
    },
  },
  async ({ title, priority }, extra) => {
    handlerRuns++;
    return { content: [{ type: 'text', text: `Created "${title}" with ${priority} priority (request ${extra.requestId})` }] };
  },
);

const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await server.connect(serverTransport);
const client = new Client({ name: 'tour-host', version: '1.0.0' });
await client.connect(clientTransport);

const { tools } = await client.listTools();
console.log('inputSchema as the client sees it:', JSON.stringify(tools[0].inputSchema, null, 2));

const good = await client.callTool({ name: 'create_issue', arguments: { title: 'Login page is slow', priority: 'high' } });
console.log('good call →', JSON.stringify(good.content));

const bad = await client.callTool({ name: 'create_issue', arguments: { title: 'x', priority: 'urgent' } });
console.log('bad call →', bad.isError ? 'isError:' : 'ok:', JSON.stringify(bad.content));

try {
  const unknown = await client.callTool({ name: 'delete_everything', arguments: {} });
  console.log('unknown tool → a result, isError:', unknown.isError, JSON.stringify(unknown.content));
} catch (error) {
  if (!(error instanceof McpError)) throw error;
  console.log(`unknown tool → JSON-RPC error ${error.code}: ${error.message}`);
}

console.log(`The handler ran ${handlerRuns} time(s).`);
await client.close();
