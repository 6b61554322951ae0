import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { Host } from 'mcp-tour/host';
import { defaultProjects, IssueTrackerApi, IssueTrackerClient } from 'mcp-tour/api';
import { defineServerProgram, SimulatedStdioClientTransport } from 'mcp-tour/transports';
import { secret } from 'mcp-tour/secrets';

// ── Two GitLab instances, same projects, different data ──────────────────────────────────────
const PRODUCTION_TOKEN = secret('glpat-prod-7c1e55a0', 'production token');
const STAGING_TOKEN = secret('glpat-stag-19b3d2e4', 'staging token');

const stagingData = defaultProjects();
stagingData[0].issues!.push({ iid: 4, title: 'Checkout fails with the new payment provider', labels: ['bug'] });

const production = new IssueTrackerApi({ name: 'gitlab-production', baseUrl: 'https://gitlab.example.com', token: PRODUCTION_TOKEN });
const staging = new IssueTrackerApi({ name: 'gitlab-staging', baseUrl: 'https://staging.gitlab.example.com', token: STAGING_TOKEN, projects: stagingData });

// Stands in for the network: a request goes to the tracker that lives at its URL's origin.
const network = (input: string | URL | Request, init?: RequestInit) => {
  const origin = new URL(input instanceof Request ? input.url : input).origin;
  const tracker = [production, staging].find((api) => new URL(api.baseUrl).origin === origin);
  if (!tracker) throw new TypeError(`fetch failed: ${origin} is unreachable`);
  return tracker.fetch(input, init);
};

// ── One server program: what `npx gitlab-mcp` would run ──────────────────────────────────────
// Which GitLab it reaches depends only on its environment. (A real one: `fetch`, process.env.)
const gitlabMcp = defineServerProgram(async ({ env, stdio }) => {
  const tracker = new IssueTrackerClient(network, env.GITLAB_URL, env.GITLAB_TOKEN);
  const server = new McpServer({ name: 'gitlab', version: '1.0.0' });
  server.registerTool(
    'search_issues',
    {
      description: "List a project's issues that are open or closed.",
      inputSchema: { project: z.string().describe('Project path, for example acme/web'), state: z.enum(['open', 'closed']) },
      annotations: { readOnlyHint: true },
    },
    async ({ project, state }) => {
      const issues = await tracker.listIssues(project, { state: state === 'open' ? 'opened' : 'closed' });
      return { content: [{ type: 'text', text: issues.map((i) => `#${i.iid} ${i.title}`).join('\n') || 'No issues.' }] };
    },
  );
  await server.connect(stdio);
});

// ── The host: two connections to the same program ────────────────────────────────────────────
const host = new Host({ name: 'tour-host' });

await host.connect('production', new SimulatedStdioClientTransport({
  command: 'npx', args: ['gitlab-mcp'], server: gitlabMcp,
  env: { GITLAB_URL: production.baseUrl, GITLAB_TOKEN: PRODUCTION_TOKEN },
}));
// TODO: connect staging as well — same command, staging's URL and token — and give the model
// names that tell the two apart (see the host's toolNames option).

const tools = await host.refreshTools();
for (const tool of tools) console.log(`${tool.name} → ${JSON.stringify(host.route(tool.name))}`);

const turn = await host.ask('Which issues are open in acme/web on staging?');
console.log('How the model chose:\n ' + turn.reasoning.join('\n '));
console.log('Answer:', turn.answer);
console.log('Requests that reached production:', production.calls, '— staging:', staging.calls);

await host.close();
