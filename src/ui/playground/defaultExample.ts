// What the playground shows when the link carries no code: a whole, small MCP program.

export const DEFAULT_EXAMPLE = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { z } from 'zod';

// A server with one tool.
const server = new McpServer({ name: 'calculator', version: '1.0.0' });

server.registerTool(
  'add',
  {
    description: 'Add two numbers.',
    inputSchema: { a: z.number(), b: z.number() },
  },
  async ({ a, b }) => ({
    content: [{ type: 'text', text: String(a + b) }],
  }),
);

// A client, joined to the server by two linked in-memory transports.
const client = new Client({ name: 'playground-client', version: '1.0.0' });
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await server.connect(serverTransport);
await client.connect(clientTransport);

const { tools } = await client.listTools();
console.log('Tools:', tools.map((tool) => tool.name));

const result = await client.callTool({ name: 'add', arguments: { a: 2, b: 3 } });
console.log('2 + 3 =', result.content);

await client.close();
`;
