import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { createHttpLink } from 'mcp-tour/transports';
import { visitHostilePages } from 'mcp-tour/probes';

// ── A notes app on the user's machine serves its notes over MCP at http://localhost:3000/mcp ────
const NOTES = ['Dentist on Tuesday', 'Wi-Fi password: correct-horse-battery', 'Call the bank about the card'];

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'local-notes', version: '1.0.0' });
  server.registerTool(
    'read_notes',
    { description: "Read the user's private notes.", inputSchema: z.object({}) },
    async () => ({ content: [{ type: 'text', text: NOTES.join('\n') }] }),
  );
  return server;
});

// The server's front door: every HTTP request that reaches port 3000 comes through here.
// TODO: refuse (403) a request whose Origin or Host is not this machine's, before createMcpHandler
// sees it. SDK v2 has both checks: originValidationResponse(request, localhostAllowedOrigins())
// and hostHeaderValidationResponse(request, localhostAllowedHostnames()).
async function frontDoor(request: Request): Promise<Response> {
  return mcp.fetch(request);
}

// hostHeader: true gives every request the Host header a network request carries, as a real server sees it.
const localhost = createHttpLink(frontDoor, { name: 'local-notes', hostHeader: true });
const MCP_URL = new URL('http://localhost:3000/mcp');

// ── The desktop assistant: a client on the same machine (no browser, so no Origin header) ───────
const client = new Client({ name: 'desktop-assistant', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(MCP_URL, { fetch: localhost.fetch }));
const notes = await client.callTool({ name: 'read_notes', arguments: {} });
console.log('assistant read', notes.content.length, 'item(s) of notes');
await client.close();

// ── Meanwhile, in the user's browser: pages from the web aim at the same port ───────────────────
// The probe sends what five such pages could send (their names change on every run); the checks
// look at what your front door answered each one.
await visitHostilePages({ fetch: localhost.fetch, url: MCP_URL, tool: 'read_notes' });
