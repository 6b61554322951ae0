import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { z } from 'zod';
import { Host } from 'mcp-tour/host';
import { IssueTrackerApi } from 'mcp-tour/api';
import { secret } from 'mcp-tour/secrets';

// ── The server ───────────────────────────────────────────────────────────────────────────────
// Its token can reach every project on the tracker, as personal access tokens often can. The
// server itself is deployed for one team, whose project is acme/web (GitLab project id 1).
const GITLAB_TOKEN = secret('glpat-tour-0d3b9e21', 'GitLab token');
const gitlab = new IssueTrackerApi({ token: GITLAB_TOKEN });
const tracker = gitlab.client(GITLAB_TOKEN);
const TEAM_PROJECT_ID = 1; // a real server: Number(process.env.GITLAB_PROJECT_ID)

const server = new McpServer({ name: 'gitlab', version: '1.0.0' });
const issueRef = {
  project: z.string().describe('Project path, for example acme/web'),
  iid: z.number().int().describe('Issue number within the project'),
};

server.registerTool(
  'get_issue',
  {
    description: 'Get one issue of a project: its title and whether it is open or closed.',
    inputSchema: issueRef,
    outputSchema: { project: z.string(), iid: z.number(), title: z.string(), state: z.enum(['opened', 'closed']) },
    annotations: { readOnlyHint: true },
  },
  async ({ project, iid }) => {
    const issue = await tracker.getIssue(project, iid);
    const found = { project, iid, title: issue.title, state: issue.state };
    return { content: [{ type: 'text', text: JSON.stringify(found) }], structuredContent: found };
  },
);

server.registerTool(
  'close_issue',
  {
    description: 'Close an issue of a project.',
    inputSchema: issueRef,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  },
  async ({ project, iid }) => {
    // The server's own rules. They hold whoever calls, whatever the host allowed.
    const issue = await tracker.getIssue(project, iid);
    if (issue.project_id !== TEAM_PROJECT_ID) {
      return { content: [{ type: 'text', text: `Refused: ${project}#${iid} is not in this team's project. Nothing was changed.` }], isError: true };
    }
    if (issue.state === 'closed') {
      return { content: [{ type: 'text', text: `${project}#${iid} is already closed. Nothing to do.` }] };
    }
    await tracker.updateIssue(project, iid, { state_event: 'close' });
    return { content: [{ type: 'text', text: `Closed ${project}#${iid}: ${issue.title}` }] };
  },
);

// ── The host: the model may read, not write ──────────────────────────────────────────────────
const host = new Host({ name: 'tour-host', policy: { allow: ['get_issue'] } });
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await server.connect(serverTransport);
const client = await host.connect('gitlab', clientTransport);

const { tools } = await client.listTools();
for (const tool of tools) console.log(`${tool.name} says about itself:`, JSON.stringify(tool.annotations));

// 1. The model asks to close an issue. The host's allowlist refuses before anything is sent.
const turn = await host.ask('Close issue 1 in acme/api');
console.log(`The model asked for ${turn.toolCalls[0]?.name}; the host said ${turn.toolCalls[0]?.decision}: ${turn.toolCalls[0]?.reason}`);

// 2. Code that holds a client goes around the host: a script, another agent, a plugin. It may name
//    the project by its path or, as GitLab's API allows, by its numeric id (acme/api is project 2).
for (const project of ['acme/api', '2']) {
  const direct = await client.callTool({ name: 'close_issue', arguments: { project, iid: 1 } });
  console.log(`Direct close_issue ${project}#1 →`, direct.isError ? 'refused:' : 'ok:', JSON.stringify(direct.content));
}

// 3. Read it back: did anything change?
const after = await client.callTool({ name: 'get_issue', arguments: { project: 'acme/api', iid: 1 } });
console.log('acme/api#1 reads back as', JSON.stringify(after.structuredContent));

// 4. A write the server accepts, sent twice: a retry after a timeout, a model repeating itself.
for (const attempt of [1, 2]) {
  const result = await client.callTool({ name: 'close_issue', arguments: { project: 'acme/web', iid: 1 } });
  console.log(`close_issue acme/web#1, attempt ${attempt} →`, result.isError ? 'error:' : 'ok:', JSON.stringify(result.content));
}

// ── The lesson's probe: what the program above never tries. acme/web#3 was closed by someone else
// before this program ran, and acme/api#2 is another team's closed issue. The checks read what the
// server did with each; leave this part as it is. ───────────────────────────────────────────────
for (const [project, iid] of [['acme/web', 3], ['acme/api', 2]] as const) {
  const probe = await client.callTool({ name: 'close_issue', arguments: { project, iid } });
  console.log(`Probe: close_issue ${project}#${iid} →`, probe.isError ? 'refused:' : 'ok:', JSON.stringify(probe.content));
}

console.log('Writes that reached GitLab:', gitlab.log.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path} ${r.status}`));
await host.close();
