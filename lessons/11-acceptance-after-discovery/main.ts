import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { IssueTrackerApi, type IssueTrackerClient } from 'mcp-tour/api';
import { test, type TestContext } from 'mcp-tour/acceptance';
import { createHttpLink, sessionRouter } from 'mcp-tour/transports';

// ══ Two releases of the team's GitLab MCP server ═════════════════════════════════════════════
const TEAM_PROJECT_ID = 1; // acme/web: the only project this deployment may change

type CloseIssue = (tracker: IssueTrackerClient, project: string, iid: number) => Promise<{ text: string; isError?: boolean }>;

// 1.4.0: read the issue, check it, then write.
const closeAfterChecking: CloseIssue = async (tracker, project, iid) => {
  const issue = await tracker.getIssue(project, iid);
  if (issue.project_id !== TEAM_PROJECT_ID) return { text: `Refused: ${project}#${iid} is not in this team's project.`, isError: true };
  if (issue.state === 'closed') return { text: `${project}#${iid} is already closed.` };
  await tracker.updateIssue(project, iid, { state_event: 'close' });
  return { text: `Closed ${project}#${iid}: ${issue.title}` };
};

// 1.5.0-rc.1: "one request instead of two": write, then check what came back.
const closeInOneRequest: CloseIssue = async (tracker, project, iid) => {
  const issue = await tracker.updateIssue(project, iid, { state_event: 'close' });
  if (issue.project_id !== TEAM_PROJECT_ID) return { text: `Refused: ${project}#${iid} is not in this team's project.`, isError: true };
  return { text: `Closed ${project}#${iid}: ${issue.title}` };
};

function createTrackerServer(version: string, tracker: IssueTrackerClient, closeIssue: CloseIssue) {
  const server = new McpServer({ name: 'gitlab', version });
  const issueRef = {
    project: z.string().describe('Project path, for example acme/web'),
    iid: z.number().int().positive().describe('Issue number within the project'),
  };
  server.registerTool(
    'get_issue',
    {
      description: 'Get one issue: its title, whether it is open or closed, and its web address.',
      inputSchema: issueRef,
      outputSchema: { project: z.string(), iid: z.number(), title: z.string(), state: z.enum(['opened', 'closed']), web_url: z.string() },
      annotations: { readOnlyHint: true },
    },
    async ({ project, iid }) => {
      const issue = await tracker.getIssue(project, iid);
      const found = { project, iid, title: issue.title, state: issue.state, web_url: issue.web_url };
      return { content: [{ type: 'text', text: JSON.stringify(found) }], structuredContent: found };
    },
  );
  server.registerTool(
    'close_issue',
    {
      description: "Close an issue of this team's project.",
      inputSchema: issueRef,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    },
    async ({ project, iid }) => {
      const { text, isError } = await closeIssue(tracker, project, iid);
      return { content: [{ type: 'text', text }], isError };
    },
  );
  return server;
}

// ══ Deployment: each release behind a token check, against its own copy of staging ═══════════
const STAGING = 'https://staging.gitlab.example.com';
const STAGING_TOKEN = 'glpat-staging-4e0a'; // each release's own credential for staging GitLab
const CI_TOKEN = 'mcp-ci-token-7d21'; // the acceptance job's token for the MCP endpoints

/** Where the suite finds a deployed release, and what it needs to talk to it. */
interface Target {
  name: string;
  url: string;
  token: string;
  /** Where the release's data should come from. */
  gitlabUrl: string;
  /** Reaches the endpoint (in a real CI job: the global fetch). */
  fetch: typeof fetch;
}

function deploy(version: string, closeIssue: CloseIssue): Target {
  const gitlab = new IssueTrackerApi({ name: `staging for ${version}`, baseUrl: STAGING, token: STAGING_TOKEN });
  const router = sessionRouter(() => createTrackerServer(version, gitlab.client(STAGING_TOKEN), closeIssue));
  const endpoint = createHttpLink(async (request) =>
    request.headers.get('authorization') === `Bearer ${CI_TOKEN}`
      ? router(request)
      : Response.json({ error: 'invalid_token' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } }),
  );
  return { name: `gitlab-mcp ${version}`, url: `https://mcp-${version.replaceAll('.', '-')}.acme.example/mcp`, token: CI_TOKEN, gitlabUrl: STAGING, fetch: endpoint.fetch };
}

// ══ The acceptance suite: what must hold before a release is let in ══════════════════════════
/** A connected client; `token: null` connects without one. */
async function connect(target: Target, token: string | null = target.token) {
  const transport = new StreamableHTTPClientTransport(new URL(target.url), {
    fetch: target.fetch,
    requestInit: token === null ? {} : { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'acceptance', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
}

interface Issue {
  project: string;
  iid: number;
  title: string;
  state: 'opened' | 'closed';
  web_url: string;
}

async function acceptance(t: TestContext, target: Target) {
  const { client, transport } = await connect(target);
  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });
  const text = (result: Record<string, unknown>) => ((result.content ?? []) as { type: string; text?: string }[]).map((block) => block.text).join('\n');
  const readIssue = async (project: string, iid: number) => (await call('get_issue', { project, iid })).structuredContent as Issue;

  await t.test('initialization: the server is "gitlab" and agrees on protocol version 2025-11-25', () => {
    assert.equal(client.getServerVersion()?.name, 'gitlab');
    assert.equal(transport.protocolVersion, '2025-11-25');
    assert.ok(client.getServerCapabilities()?.tools, 'the server declares tools');
  });

  await t.test('discovery: get_issue and close_issue, and close_issue promises idempotence', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), ['close_issue', 'get_issue']);
    const close = tools.find((tool) => tool.name === 'close_issue');
    assert.deepEqual(close?.inputSchema.required, ['project', 'iid']);
    assert.equal(close?.annotations?.idempotentHint, true);
  });

  await t.test('target instance: the data comes from staging', async () => {
    const issue = await readIssue('acme/web', 2);
    assert.ok(issue.web_url.startsWith(`${target.gitlabUrl}/`), `${issue.web_url} is not on ${target.gitlabUrl}`);
  });

  await t.test('output: get_issue returns structured content, and the same JSON as text', async () => {
    const result = await call('get_issue', { project: 'acme/web', iid: 2 });
    assert.notEqual(result.isError, true);
    assert.deepEqual(result.structuredContent, { project: 'acme/web', iid: 2, title: 'Add a dark mode', state: 'opened', web_url: `${target.gitlabUrl}/acme/web/-/issues/2` });
    assert.deepEqual(JSON.parse(text(result)), result.structuredContent);
  });

  await t.test('schema rejection: an iid that is not a number is refused before the tool runs', async () => {
    const result = await call('close_issue', { project: 'acme/web', iid: 'one' });
    assert.equal(result.isError, true);
    assert.match(text(result), /iid/);
    assert.equal((await readIssue('acme/web', 1)).state, 'opened');
  });

  await t.test("business rejection: closing another team's issue is refused", async () => {
    const result = await call('close_issue', { project: 'acme/api', iid: 1 });
    assert.equal(result.isError, true);
  });

  // TODO: the suite stops here. It does not yet check authentication, the state after a refused
  // write, repeated writes or shutdown — and release 1.5.0-rc.1 passes it. Add those tests.

  await client.close();
}

// ══ The acceptance job: the same suite against each release ══════════════════════════════════
for (const release of [deploy('1.4.0', closeAfterChecking), deploy('1.5.0-rc.1', closeInOneRequest)]) {
  await test(`acceptance: ${release.name}`, (t) => acceptance(t, release));
}

// ══ The lesson's probe: the same suite against two releases it has never met, under version ═══
// numbers nobody can list in advance: one correct (tagged as a release candidate), one with
// 1.5.0-rc.1's bug. The checks read both; leave this part as it is.
const someVersion = (tag: string) => `1.${6 + Math.floor(Math.random() * 90)}.${Math.floor(Math.random() * 10)}${tag}`;
await test('probe: a correct release', (t) => acceptance(t, deploy(someVersion('-rc.2'), closeAfterChecking)));
await test('probe: a broken release', (t) => acceptance(t, deploy(someVersion(''), closeInOneRequest)));
