import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { createHttpLink } from 'mcp-tour/transports';
import { secret } from 'mcp-tour/secrets';

// The user's key for the issue tracker. secret() marks it: the run reports any place it shows up
// where it must never be (a log, the console, a URL).
const API_KEY = secret('trk-live-4e1f88c2d0', 'tracker API key');

// ── One MCP server, deployed in two regions. Each region holds its own customers' data. ────────
const ISSUES: Record<string, Record<string, string[]>> = {
  eu: { 'acme/web': ['#12 Cookie banner overlaps the menu', '#15 VAT missing on invoices'] },
  us: { 'acme/web': ['#3 Sales tax rounding'] },
};

function regionalServer(region: 'eu' | 'us') {
  const handler = createMcpHandler(() => {
    const server = new McpServer({ name: `issues-${region}`, version: '2.0.0' });
    server.registerTool(
      'list_issues',
      {
        description: 'List the open issues of a project, in the region its data lives in.',
        inputSchema: z.object({
          // TODO 1: the gateway routes on an Mcp-Param-Region header. Mark this parameter so that
          // clients mirror it there: .meta({ 'x-mcp-header': 'Region' }).
          region: z.enum(['eu', 'us']).describe('Where the project data lives'),
          project: z.string().describe('Project path, for example acme/web'),
          // TODO 2: a credential as a tool argument, mirrored into a header for the gateway to see.
          // Take it out: send the key as Authorization: Bearer, and read ctx.http?.authInfo?.token.
          apiKey: z.string().describe('Your tracker API key').meta({ 'x-mcp-header': 'Api-Key' }),
        }),
      },
      async ({ region: asked, project, apiKey }) => {
        if (apiKey !== API_KEY) return { content: [{ type: 'text', text: 'Unauthorized' }], isError: true };
        if (asked !== region) return { content: [{ type: 'text', text: `This is the ${region} deployment; it holds no ${asked} data.` }], isError: true };
        return { content: [{ type: 'text', text: (ISSUES[region][project] ?? []).join('\n') || 'No open issues.' }] };
      },
    );
    return server;
  });
  // The deployment's front door: it hands the bearer token to the MCP handler as authInfo.
  return (request: Request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    return handler.fetch(request, token ? { authInfo: { token, clientId: 'tour-app', scopes: [] } } : undefined);
  };
}
const backends = { eu: regionalServer('eu'), us: regionalServer('us') };

// ── The gateway in front of both. It never parses a body: the headers tell it what it needs. ───
const gateway = createHttpLink(
  async (request) => {
    const region = request.headers.get('mcp-param-region') === 'eu' ? 'eu' : 'us';
    // An access log, as gateways keep: the method, the name, and every Mcp-Param-* header.
    const params = [...request.headers].filter(([name]) => name.startsWith('mcp-param-')).map(([name, value]) => `${name}=${value}`);
    console.log(`[gateway] ${request.headers.get('mcp-method')} ${request.headers.get('mcp-name') ?? '-'} ${params.join(' ')} → ${region}`);
    return backends[region](request);
  },
  { name: 'gateway' },
);

// ── The app ──────────────────────────────────────────────────────────────────────────────────
const client = new Client({ name: 'tour-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(
  new StreamableHTTPClientTransport(new URL('https://mcp.issues.example/mcp'), {
    fetch: gateway.fetch,
  }),
);
await client.listTools();

for (const region of ['eu', 'us'] as const) {
  const result = await client.callTool({ name: 'list_issues', arguments: { region, project: 'acme/web', apiKey: API_KEY } });
  console.log(`${region}:`, result.isError ? 'error:' : '', result.content.map((c) => (c.type === 'text' ? c.text : c.type)).join(' | '));
}
await client.close();
