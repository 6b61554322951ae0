import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { z } from 'zod';
import { IssueTrackerApi, IssueTrackerClient } from 'mcp-tour/api';
import { createHttpLink, defineServerProgram, sessionRouter, SimulatedStdioClientTransport } from 'mcp-tour/transports';
import { secret } from 'mcp-tour/secrets';

// ── Downstream: GitLab, and the token that reads it ──────────────────────────────────────────
const GITLAB_TOKEN = secret('glpat-tour-8e2d41c9', 'GitLab token');
const gitlab = new IssueTrackerApi({ token: GITLAB_TOKEN }); // simulated GitLab at gitlab.example.com

// ── One server, whatever carries its messages ────────────────────────────────────────────────
// It is configured by its environment: where GitLab is, and the token to use there.
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

// ── 1. stdio: the host starts the server as its own child process ────────────────────────────
// What `node gitlab-mcp.js` would run: it reads process.env, and speaks MCP on stdin/stdout.
const gitlabMcp = defineServerProgram(async ({ env, stdio }) => {
  await createTrackerServer(env).connect(stdio);
});

const local = new Client({ name: 'tour-host', version: '1.0.0' });
await local.connect(
  new SimulatedStdioClientTransport({
    command: 'node',
    args: ['gitlab-mcp.js'],
    server: gitlabMcp,
    // The child gets this environment and nothing else from the host.
    env: { GITLAB_URL: gitlab.baseUrl, GITLAB_TOKEN },
  }),
);

// ── 2. Streamable HTTP: the server already runs, somewhere else ──────────────────────────────
// Whoever deployed it gave it its own environment; the host knows only its URL.
const deployment = { GITLAB_URL: gitlab.baseUrl, GITLAB_TOKEN };
const router = sessionRouter(() => createTrackerServer(deployment));
const endpoint = createHttpLink(router, { name: 'gitlab-mcp' }); // serves https://mcp.acme.example/mcp

const remoteTransport = new StreamableHTTPClientTransport(new URL('https://mcp.acme.example/mcp'), { fetch: endpoint.fetch });
const remote = new Client({ name: 'tour-host', version: '1.0.0' });
await remote.connect(remoteTransport);
console.log(`HTTP session ${remoteTransport.sessionId}, protocol version ${remoteTransport.protocolVersion}`);

// ── Same roles, same questions, whatever the transport ───────────────────────────────────────
for (const [label, client] of [['stdio', local], ['http ', remote]] as const) {
  const { tools } = await client.listTools();
  const result = await client.callTool({ name: 'list_open_issues', arguments: { project: 'acme/web' } });
  const text = (result.content as { type: string; text?: string }[]).map((block) => block.text).join('\n');
  console.log(`${label} → tools [${tools.map((t) => t.name).join(', ')}], result${result.isError ? ' (isError)' : ''}: ${JSON.stringify(text)}`);
}

// ── Shutdown: each side ends what it owns ────────────────────────────────────────────────────
await local.close(); // stdio: the host ends its child process
await remoteTransport.terminateSession(); // HTTP: DELETE, so the server can drop the session
await remote.close(); // closes the GET stream; sends nothing by itself
console.log('Sessions the HTTP server still holds:', router.sessionIds);
console.log('GitLab requests:', gitlab.log.map((r) => `${r.method} ${r.path} ${r.status}`));
