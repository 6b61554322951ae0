import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { z } from 'zod';
import { Host } from 'mcp-tour/host';
import { AuthorizationServer, IssueTrackerApi } from 'mcp-tour/api';
import { createHttpLink, sessionRouter } from 'mcp-tour/transports';
import { secret } from 'mcp-tour/secrets';

// ── The company's authorization server: it issues each token for one resource (its audience) ──
const auth = new AuthorizationServer({ issuer: 'https://auth.acme.example' });

// ── GitLab, which accepts the credential it issued to the MCP server, and nothing else ───────
// A real server reads it from its own environment: process.env.GITLAB_TOKEN.
const GITLAB_TOKEN = secret('glpat-mcp-service-51c07d', "the MCP server's own GitLab token");
const gitlab = new IssueTrackerApi({ token: GITLAB_TOKEN });

// ── The MCP server ───────────────────────────────────────────────────────────────────────────
// Its resource identifier: a token meant for this server carries exactly this audience.
const MCP_URL = 'https://mcp.acme.example/mcp';

function createTrackerServer() {
  const server = new McpServer({ name: 'gitlab', version: '1.0.0' });
  server.registerTool(
    'list_open_issues',
    {
      description: "List a project's open issues.",
      inputSchema: { project: z.string().describe('Project path, for example acme/web') },
      annotations: { readOnlyHint: true },
    },
    async ({ project }, extra) => {
      // TODO 1: this forwards the caller's token to GitLab (token passthrough). The caller's token
      // only proves who is asking; call GitLab with the server's own credential.
      const tracker = gitlab.client(extra.authInfo?.token);
      const issues = await tracker.listIssues(project, { state: 'opened' });
      const list = issues.map((i) => `#${i.iid} ${i.title}`).join('\n') || 'No open issues.';
      return { content: [{ type: 'text', text: `${list}\n(read for ${extra.authInfo?.clientId})` }] };
    },
  );
  return server;
}

const router = sessionRouter(createTrackerServer);
const endpoint = createHttpLink(
  async (request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    const info = token ? auth.introspect(token) : { active: false as const };
    // TODO 2: accept only a token issued for this server (its audience, info.aud, is MCP_URL).
    if (!info.active) {
      return Response.json(
        { error: 'invalid_token', error_description: 'This token was not issued for this server.' },
        { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } },
      );
    }
    const authInfo = { token: token!, clientId: info.client_id, scopes: info.scope.split(' ').filter(Boolean), resource: new URL(info.aud) };
    return router(request, { authInfo });
  },
  { name: 'gitlab-mcp' },
);

const connectWith = (token: string) =>
  new StreamableHTTPClientTransport(new URL(MCP_URL), { fetch: endpoint.fetch, requestInit: { headers: { Authorization: `Bearer ${token}` } } });

// ── Run 1: the host, with a token it requested for this server (resource = MCP_URL) ──────────
const HOST_TOKEN = secret(auth.issueToken({ resource: MCP_URL, clientId: 'tour-host', scope: 'issues:read' }), 'token for the GitLab MCP server');
const host = new Host({ name: 'tour-host', system: 'You help the user with their issue tracker.' });
const hostTransport = connectWith(HOST_TOKEN);
await host.connect('gitlab', hostTransport);
const turn = await host.ask('Which issues are open in acme/web?');
console.log('tour-host:', turn.answer);
await hostTransport.terminateSession();
await host.close();

// ── Run 2: another client of this server, with its own token for it ──────────────────────────
// The team's CI job: the authorization server issued it a token for this server (resource = MCP_URL).
const CI_TOKEN = secret(auth.issueToken({ resource: MCP_URL, clientId: 'ci-job', scope: 'issues:read' }), 'CI token for the GitLab MCP server');
const ci = new Client({ name: 'ci-job', version: '1.0.0' });
const ciTransport = connectWith(CI_TOKEN);
try {
  await ci.connect(ciTransport);
  console.log('ci-job can use:', (await ci.listTools()).tools.map((tool) => tool.name));
  await ciTransport.terminateSession();
} catch (error) {
  console.log('ci-job refused:', error instanceof Error ? error.message : String(error));
} finally {
  await ci.close();
}

// ── Run 3: a token issued for another server, presented to this one ──────────────────────────
// The user also connected a wiki MCP server. A token meant for it (replayed by that server, or
// stolen from it) must not open this one. Its client and scopes are the same as the host's token:
// only its audience says it was issued for the wiki.
const WIKI_TOKEN = secret(auth.issueToken({ resource: 'https://wiki.acme.example/mcp', clientId: 'tour-host', scope: 'issues:read' }), 'token for the wiki MCP server');
const replay = new Client({ name: 'wiki-server', version: '1.0.0' });
try {
  await replay.connect(connectWith(WIKI_TOKEN));
  const result = await replay.callTool({ name: 'list_open_issues', arguments: { project: 'acme/web' } });
  console.log('wiki-server got:', JSON.stringify(result.content));
} catch (error) {
  console.log('wiki-server refused:', error instanceof Error ? error.message : String(error));
} finally {
  await replay.close();
}

// ── The lesson's probe: a token for a server whose address merely starts like this one's. The
// checks read how it is answered; leave this part as it is. ─────────────────────────────────────
const LOOKALIKE_TOKEN = secret(auth.issueToken({ resource: 'https://mcp.acme.example.evil.example/mcp', clientId: 'tour-host', scope: 'issues:read' }), 'token for a lookalike server');
const lookalike = new Client({ name: 'lookalike-server', version: '1.0.0' });
try {
  await lookalike.connect(connectWith(LOOKALIKE_TOKEN));
  console.log('lookalike-server got:', (await lookalike.listTools()).tools.map((tool) => tool.name));
} catch (error) {
  console.log('lookalike-server refused:', error instanceof Error ? error.message : String(error));
} finally {
  await lookalike.close();
}

console.log('What reached GitLab:', gitlab.log.map((r) => `${r.method} ${r.path} ${r.status}${r.refusal ? ` (${r.refusal})` : ''}`));
