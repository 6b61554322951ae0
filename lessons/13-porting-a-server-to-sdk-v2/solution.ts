// Lesson 2's server and client, ported to SDK v2 and served in the 2026-07-28 era.
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, ProtocolError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';

let handlerRuns = 0;

// A factory: createMcpHandler builds a server for each request it serves.
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'tracker', version: '2.0.0' });
  server.registerTool(
    'create_issue',
    {
      title: 'Create issue',
      description: 'Create an issue in the tracker. Priority is low, normal or high.',
      inputSchema: z.object({
        title: z.string().min(3).describe('A short summary of the problem'),
        priority: z.enum(['low', 'normal', 'high']).default('normal'),
      }),
    },
    async ({ title, priority }, ctx) => {
      handlerRuns++;
      return { content: [{ type: 'text', text: `Created "${title}" with ${priority} priority (request ${ctx.mcpReq.id})` }] };
    },
  );
  return server;
});

const fetchInPage = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init));
const client = new Client({ name: 'tour-host', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(new URL('https://tracker.example/mcp'), { fetch: fetchInPage }));

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
  if (!(error instanceof ProtocolError)) throw error;
  console.log(`unknown tool → JSON-RPC error ${error.code}: ${error.message}`);
}

console.log(`The handler ran ${handlerRuns} time(s).`);
await client.close();
