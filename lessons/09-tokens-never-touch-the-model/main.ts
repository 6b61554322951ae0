import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { z } from 'zod';
import { Host } from 'mcp-tour/host';
import { IssueTrackerApi, IssueTrackerClient } from 'mcp-tour/api';
import { createHttpLink, defineServerProgram, sessionRouter, SimulatedStdioClientTransport } from 'mcp-tour/transports';
import { secret } from 'mcp-tour/secrets';

// Two credentials with two different jobs. secret() marks them: the run reports any place they
// show up where they must never be (the model's context, the console, a URL, a log).
const GITLAB_TOKEN = secret('glpat-tour-3b7f90d2', 'GitLab token'); // the server's, for GitLab
const MCP_TOKEN = secret('mcp-at-5c81e0f4a9', 'MCP access token'); // the host's, for the remote MCP server
const gitlab = new IssueTrackerApi({ token: GITLAB_TOKEN });

function createTrackerServer(env: Record<string, string | undefined>) {
  const tracker = new IssueTrackerClient(gitlab.fetch, env.GITLAB_URL ?? gitlab.baseUrl, env.GITLAB_TOKEN);
  const server = new McpServer({ name: 'gitlab', version: '1.0.0' });
  server.registerTool(
    'list_open_issues',
    {
      description: "List a project's open issues.",
      inputSchema: { project: z.string().describe('Project path, for example acme/web') },
      annotations: { readOnlyHint: true },
    },
    async ({ project }) => {
      const issues = await tracker.listIssues(project, { state: 'opened' });
      return { content: [{ type: 'text', text: issues.map((i) => `#${i.iid} ${i.title}`).join('\n') || 'No open issues.' }] };
    },
  );
  return server;
}

/** One run: a host connects over `transport`, its model answers one question, the host disconnects. */
async function run(name: string, transport: SimulatedStdioClientTransport | StreamableHTTPClientTransport) {
  const host = new Host({ name, system: 'You help the user with their issue tracker.' });
  try {
    await host.connect('gitlab', transport);
    const turn = await host.ask('Which issues are open in acme/web?');
    console.log(`${name}: ${turn.answer}`);
    if (transport instanceof StreamableHTTPClientTransport) await transport.terminateSession();
  } catch (error) {
    console.log(`${name}: refused. ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await host.close();
  }
}

// ── Run 1: stdio. The host hands the server its GitLab token in the child's environment. ───────
const gitlabMcp = defineServerProgram(async ({ env, stdio }) => {
  await createTrackerServer(env).connect(stdio);
});
await run(
  'host-stdio',
  new SimulatedStdioClientTransport({ command: 'node', args: ['gitlab-mcp.js'], server: gitlabMcp, env: { GITLAB_URL: gitlab.baseUrl, GITLAB_TOKEN } }),
);

// ── The remote server: its own GitLab token, and a check of the caller's token on every request ──
const MCP_URL = 'https://mcp.acme.example/mcp';
const router = sessionRouter(() => createTrackerServer({ GITLAB_URL: gitlab.baseUrl, GITLAB_TOKEN }));
const endpoint = createHttpLink(
  async (request) => {
    // TODO 1: refuse a request that carries a token in its URL, whatever the parameter is called
    // (access_token, private_token, …): 400, error "invalid_request", before anything else runs.
    // For now the server takes the token from wherever it finds it.
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? new URL(request.url).searchParams.get('access_token');
    if (token !== MCP_TOKEN) {
      return Response.json({ error: 'invalid_token' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
    }
    return router(request, { authInfo: { token, clientId: 'tour-host', scopes: [] } });
  },
  { name: 'gitlab-mcp' },
);

// ── Run 2: Streamable HTTP ─────────────────────────────────────────────────────────────────────
// TODO 2: this host puts its token in the URL. Send it in the Authorization header instead
// (requestInit: { headers: { Authorization: `Bearer ${MCP_TOKEN}` } }).
await run('host-http', new StreamableHTTPClientTransport(new URL(`${MCP_URL}?access_token=${MCP_TOKEN}`), { fetch: endpoint.fetch }));

// ── Run 3: a client set up with the token in the URL (an old bookmark, a link pasted in a chat) ─
await run('host-query', new StreamableHTTPClientTransport(new URL(`${MCP_URL}?access_token=${MCP_TOKEN}`), { fetch: endpoint.fetch }));

// ── The lesson's probe: a careless client that sends the token in the header and, under GitLab's
// own parameter name, in the URL too. The checks read how it is answered; leave it as it is. ────
await run(
  'host-private-token',
  new StreamableHTTPClientTransport(new URL(`${MCP_URL}?private_token=${MCP_TOKEN}`), {
    fetch: endpoint.fetch,
    requestInit: { headers: { Authorization: `Bearer ${MCP_TOKEN}` } },
  }),
);

console.log('What reached GitLab:', gitlab.log.map((r) => `${r.method} ${r.path} ${r.status}`));
