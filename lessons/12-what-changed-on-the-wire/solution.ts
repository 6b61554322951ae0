import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { createHttpLink } from 'mcp-tour/transports';

// ── The server: a factory ────────────────────────────────────────────────────────────────────
// createMcpHandler calls it for every HTTP request it serves, and serves both protocol eras.
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'tracker', version: '2.0.0' });
  server.registerTool(
    'count_open_issues',
    {
      description: 'Count the open issues of a project.',
      inputSchema: z.object({ project: z.string().describe('Project path, for example acme/web') }),
    },
    async ({ project }) => ({ content: [{ type: 'text', text: `${project} has 3 open issues.` }] }),
  );
  return server;
});

// Every HTTP request goes straight to the handler, in this page: no network. The link traces each
// request and response, headers included (the Wire view).
const link = createHttpLink((request) => handler.fetch(request), { name: 'tracker' });
const endpoint = new URL('https://tracker.example/mcp');

async function talk(name: string, client: Client) {
  await client.connect(new StreamableHTTPClientTransport(endpoint, { fetch: link.fetch }));
  console.log(`${name} speaks ${client.getNegotiatedProtocolVersion()} (${client.getProtocolEra()} era)`);
  await client.listTools();
  const result = await client.callTool({ name: 'count_open_issues', arguments: { project: 'acme/web' } });
  console.log(`${name} →`, JSON.stringify(result.content));
  await client.close();
}

// 1. A client as SDK 1.x makes them, and as SDK v2 still makes them by default.
await talk('legacy-app', new Client({ name: 'legacy-app', version: '1.0.0' }));

// 2. The same SDK, asked to negotiate: it probes with server/discover and picks 2026-07-28.
await talk('modern-app', new Client({ name: 'modern-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } }));
