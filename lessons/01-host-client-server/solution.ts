import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { z } from 'zod';

// The server exposes capabilities. It knows nothing about models or users.
const server = new McpServer({ name: 'word-tools', version: '1.0.0' });

server.registerTool(
  'count_words',
  {
    description: 'Count the words in a piece of text.',
    inputSchema: { text: z.string().describe('The text to count') },
  },
  async ({ text }) => {
    const count = text.trim().split(/\s+/).filter(Boolean).length;
    return { content: [{ type: 'text', text: `${count} words` }] };
  },
);

// The client holds one connection to one server. This program plays the host that owns it.
const client = new Client({ name: 'tour-host', version: '1.0.0' });

// Two linked in-memory transports stand in for a pipe or an HTTP connection.
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await server.connect(serverTransport);
await client.connect(clientTransport); // initialize → result → notifications/initialized

console.log('Connected to', client.getServerVersion()?.name);

const { tools } = await client.listTools();
console.log('Tools:', tools.map((tool) => tool.name));

const result = await client.callTool({
  name: 'count_words',
  arguments: { text: 'Hosts own clients and clients talk to servers' },
});
console.log(result.content);

await client.close();
