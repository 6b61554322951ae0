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
  // The deployment's front door: it hands the bearer token to the MCP handler as authInfo, as it
  // came. It verifies nothing, and neither does createMcpHandler.
  return (request: Request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    return handler.fetch(request, token ? { authInfo: { token, clientId: 'tour-app', scopes: [] } } : undefined);
  };
}
const backends = { eu: regionalServer('eu'), us: regionalServer('us') };

// ── The gateway in front of both. It never parses a body: the headers tell it what it needs. ───
// A 2026-07-28 server refuses a request whose mirrored headers disagree with its body (400,
// HeaderMismatch), so routing on them is safe for that version only: anything else is turned away.
const gateway = createHttpLink(
  async (request) => {
    if (request.headers.get('mcp-protocol-version') !== '2026-07-28')
      return new Response('This gateway routes 2026-07-28 requests only.', { status: 400 });
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

// ── The lesson's probe: two strangers call through the same gateway, one with no key and one with
// a made-up key. The checks read what they got back; leave this part as it is. ──────────────────
const madeUp = `trk-live-${crypto.randomUUID().slice(0, 10)}`;
const strangers = [
  ['stranger-no-key', {}],
  ['stranger-wrong-key', { Authorization: `Bearer ${madeUp}` }],
] as const;
for (const [name, headers] of strangers) {
  const stranger = new Client({ name, version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  try {
    await stranger.connect(
      new StreamableHTTPClientTransport(new URL('https://mcp.issues.example/mcp'), { fetch: gateway.fetch, requestInit: { headers } }),
    );
    const { tools } = await stranger.listTools();
    // Whatever the tool asks for, the stranger fills in: the EU project, and made-up values for the rest.
    const asks = Object.keys(tools.find((t) => t.name === 'list_issues')?.inputSchema.properties ?? {});
    const known: Record<string, string> = { region: 'eu', project: 'acme/web' };
    const result = await stranger.callTool({ name: 'list_issues', arguments: Object.fromEntries(asks.map((k) => [k, known[k] ?? madeUp])) });
    console.log(`${name}:`, result.isError ? 'refused:' : 'SERVED:', result.content.map((c) => (c.type === 'text' ? c.text : c.type)).join(' | '));
  } catch (error) {
    console.log(`${name}: refused (${error instanceof Error ? error.message : String(error)})`);
  }
  await stranger.close();
}
