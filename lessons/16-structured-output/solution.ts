import { McpServer, Server, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { IssueTrackerApi } from 'mcp-tour/api';
import { secret } from 'mcp-tour/secrets';
import { Host } from 'mcp-tour/host';
import { createHttpLink } from 'mcp-tour/transports';

const TOKEN = secret('glpat-tour-5be1d07c', 'GitLab token');
const gitlab = new IssueTrackerApi({ token: TOKEN });
const tracker = gitlab.client(TOKEN);

// ── The server you write ─────────────────────────────────────────────────────────────────────
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'gitlab', version: '2.0.0' });
  server.registerTool(
    'get_issue',
    {
      description: 'Get one issue of a project: its title, state and labels.',
      inputSchema: z.object({ project: z.string(), iid: z.number().int() }),
      outputSchema: z.object({
        project: z.string(),
        iid: z.number().int(),
        title: z.string(),
        state: z.enum(['opened', 'closed']),
        labels: z.array(z.string()),
      }),
    },
    async ({ project, iid }) => {
      const issue = await tracker.getIssue(project, iid);
      const found = { project, iid, title: issue.title, state: issue.state, labels: issue.labels };
      // structuredContent for programs; the same data as JSON text for clients (and models) that read content.
      return { content: [{ type: 'text', text: JSON.stringify(found) }], structuredContent: found };
    },
  );
  return server;
});

// ── Another server, out of date: its results no longer match the schema it publishes ───────
const stale = createMcpHandler(() => {
  const server = new Server({ name: 'stale-gitlab', version: '0.9.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler('tools/list', async () => ({
    tools: [{
      name: 'get_issue',
      inputSchema: { type: 'object', properties: { iid: { type: 'integer' } }, required: ['iid'] },
      outputSchema: { type: 'object', properties: { state: { type: 'string', enum: ['opened', 'closed'] } }, required: ['state'] },
    }],
  }));
  server.setRequestHandler('tools/call', async () => ({
    content: [{ type: 'text', text: '{"state":"open"}' }],
    structuredContent: { state: 'open' },
  }));
  return server;
});

/** A transport to `server` over an in-page link: no network, every request traced (Wire). */
function transportTo(server: string, serve: { fetch(request: Request): Promise<Response> }) {
  const link = createHttpLink((request) => serve.fetch(request), { name: server });
  return new StreamableHTTPClientTransport(new URL(`https://${server}.example/mcp`), { fetch: link.fetch });
}
const modern = (info: { name: string; version: string }) => new Client(info, { versionNegotiation: { mode: 'auto' } });

async function connect(name: string, server: string, serve: { fetch(request: Request): Promise<Response> }) {
  const client = modern({ name, version: '1.0.0' });
  await client.connect(transportTo(server, serve));
  await client.listTools(); // the client keeps each tool's outputSchema, to check results against it
  return client;
}

// ── A dashboard: it wants fields, not prose ──────────────────────────────────────────────────
interface IssueView {
  title: string;
  state: 'opened' | 'closed';
  labels: string[];
}

const dashboard = await connect('dashboard', 'gitlab', handler);
for (const iid of [1, 3]) {
  const result = await dashboard.callTool({ name: 'get_issue', arguments: { project: 'acme/web', iid } });
  const issue = result.structuredContent as IssueView | undefined;
  console.log(`dashboard, #${iid}:`, issue ? `${issue.state}, ${issue.labels.length} label(s)` : 'no structuredContent: it would have to parse prose');
}

// ── A model: the host gives it the tool result's content ────────────────────────────────────
const host = new Host({ name: 'tour-host', client: modern });
await host.connect('gitlab', transportTo('gitlab', handler));
const turn = await host.ask('Is issue 3 in acme/web still open?');
console.log('The model answers:', turn.answer);

const outOfDate = await connect('dashboard-2', 'stale-gitlab', stale);
try {
  await outOfDate.callTool({ name: 'get_issue', arguments: { iid: 1 } });
  console.log('stale-gitlab: accepted');
} catch (error) {
  console.log('stale-gitlab: the client refused the result:', (error as Error).message);
}
await dashboard.close();
await outOfDate.close();
await host.close();
