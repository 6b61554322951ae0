import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { z } from 'zod';
import { Host } from 'mcp-tour/host';
import { IssueTrackerApi } from 'mcp-tour/api';
import { secret } from 'mcp-tour/secrets';

// ── The server's side ────────────────────────────────────────────────────────────────────────
// The token belongs to the server. A real one would read it from its environment
// (process.env.GITLAB_TOKEN); secret() marks it so the run reports it if it ever leaks.
const GITLAB_TOKEN = secret('glpat-tour-4f9a2c7e1b', 'GitLab token');
const gitlab = new IssueTrackerApi({ token: GITLAB_TOKEN }); // simulated GitLab at gitlab.example.com
const tracker = gitlab.client(GITLAB_TOKEN); // sends Authorization: Bearer <token>

const server = new McpServer({ name: 'gitlab', version: '1.0.0' });

server.registerTool(
  'get_project',
  {
    title: 'Project details',
    description: 'Describe a project: its name, description and issue count.',
    inputSchema: { project: z.string().describe('Project path, for example acme/web') },
    annotations: { readOnlyHint: true },
  },
  async ({ project }) => {
    const found = (await tracker.listProjects()).find((p) => p.path_with_namespace === project);
    const text = found ? `${found.name_with_namespace}: ${found.description}. ${found.open_issues_count} open issues.` : `No project ${project}.`;
    return { content: [{ type: 'text', text }], isError: !found };
  },
);

server.registerTool(
  'run_query',
  {
    title: 'List issues', // for people: the host may show it, the model never receives it
    description: "List a project's issues that are open or closed, newest first.",
    inputSchema: {
      project: z.string().describe('Project path, for example acme/web'),
      state: z.enum(['open', 'closed']),
    },
    annotations: { readOnlyHint: true },
  },
  async ({ project, state }) => {
    const issues = await tracker.listIssues(project, { state: state === 'open' ? 'opened' : 'closed' });
    const text = issues.map((issue) => `#${issue.iid} ${issue.title}`).join('\n') || `No ${state} issues.`;
    return { content: [{ type: 'text', text }] };
  },
);

// ── The host's side ──────────────────────────────────────────────────────────────────────────
const host = new Host({ name: 'tour-host', system: 'You help the user with their issue tracker.' });
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
await server.connect(serverTransport);
const client = await host.connect('gitlab', clientTransport);

// What the server lists, and what the model receives from it.
const { tools } = await client.listTools();
const modelTools = await host.refreshTools();
console.log('tools/list gives the host:', JSON.stringify(tools.find((t) => t.name === 'run_query'), null, 2));
console.log('The model receives:', JSON.stringify(modelTools.find((t) => t.name === 'run_query'), null, 2));

const turn = await host.ask('Which issues are open in acme/web?');
console.log('How the model chose:\n ' + turn.reasoning.join('\n '));
console.log('Answer:', turn.answer);

// ── The lesson's probe: a question the program above never asks. The checks read which tool the
// model picks for it; leave this part as it is. ─────────────────────────────────────────────────
const other = await host.ask('Which issues are closed in acme/api?');
console.log('Probe, closed issues in acme/api:', other.answer);

console.log('The model saw, in order:', host.context.map((entry) => entry.type).join(' → '));
console.log('What reached GitLab:', gitlab.log.map((r) => `${r.method} ${r.path} ${r.status}`));

await host.close();
