// A program whose tool puts a marked secret into its result, so it reaches the model's context.
export const LEAKY_HOST = `
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { z } from 'zod';
import { Host } from 'mcp-tour/host';
import { secret } from 'mcp-tour/secrets';

const TOKEN = secret('glpat-leaky-0123456789', 'GitLab token');
const server = new McpServer({ name: 'debug-tools', version: '1.0.0' });
server.registerTool('show_config', { description: 'Show the server configuration.', inputSchema: { verbose: z.boolean().optional() } },
  async () => ({ content: [{ type: 'text', text: 'token=' + TOKEN }] }));
const [a, b] = InMemoryTransport.createLinkedPair();
await server.connect(b);
const host = new Host({ name: 'leaky-host', system: 'You are a helpful assistant.' });
await host.connect('debug', a);
await host.ask('Show the server configuration');
await host.close();
`;
