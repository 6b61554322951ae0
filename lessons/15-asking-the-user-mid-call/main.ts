import { McpServer, InMemoryTransport, createMcpHandler, inputRequired, inputResponse, acceptedContent } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { IssueTrackerApi } from 'mcp-tour/api';
import { secret } from 'mcp-tour/secrets';
import { createHttpLink } from 'mcp-tour/transports';

// ── The server: closing an issue asks the user first ─────────────────────────────────────────
const SERVER_TOKEN = secret('glpat-server-41c7e0aa', "the server's GitLab token");
const gitlab = new IssueTrackerApi({ token: SERVER_TOKEN });
const tracker = gitlab.client(SERVER_TOKEN);

function buildServer() {
  const server = new McpServer({ name: 'gitlab', version: '2.0.0' });
  server.registerTool(
    'close_issue',
    {
      description: 'Close an issue of a project, after the user confirms.',
      inputSchema: z.object({ project: z.string(), iid: z.number().int() }),
      annotations: { destructiveHint: false, idempotentHint: true },
    },
    async ({ project, iid }, ctx) => {
      const issue = await tracker.getIssue(project, iid);
      // TODO: this is how a 2025-11-25 server asks: a request of its own, sent to the client in the
      // middle of the call. A 2026-07-28 request has no such channel, and this line throws. Return
      // inputRequired({ inputRequests: { … } }) instead, and read the user's answer when the client
      // retries: inputResponse(ctx.mcpReq.inputResponses, 'confirm').
      const answer = await ctx.mcpReq.elicitInput({
        message: `Close ${project}#${iid} "${issue.title}"?`,
        requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Close it' } }, required: ['confirm'] },
      });
      if (answer.action !== 'accept' || answer.content?.confirm !== true) {
        return { content: [{ type: 'text', text: `Left ${project}#${iid} open: the user said no.` }] };
      }
      await tracker.updateIssue(project, iid, { state_event: 'close' });
      return { content: [{ type: 'text', text: `Closed ${project}#${iid}: ${issue.title}` }] };
    },
  );
  return server;
}
const handler = createMcpHandler(buildServer);

// ── The host's side: a client that can ask its user ──────────────────────────────────────────
const link = createHttpLink((request) => handler.fetch(request), { name: 'gitlab' }); // in this page, traced
const client = new Client(
  { name: 'tour-host', version: '1.0.0' },
  { versionNegotiation: { mode: 'auto' }, capabilities: { elicitation: { form: {} } } },
);

// A simulated user. They agree to close acme/web#1 and nothing else, and they fill in whatever a
// form asks for — their own token too, if a form asks for one. Real users do.
const USER_TOKEN = secret('glpat-user-7f3a91c2', "the user's own GitLab token");
async function askTheUser(params: ElicitRequest['params']): Promise<ElicitResult> {
  if (!('requestedSchema' in params)) return { action: 'decline' };
  console.log(`The user is asked: "${params.message}"`);
  if (!params.message.includes('acme/web#1')) return { action: 'decline' };
  const content: Record<string, string | boolean> = {};
  for (const [field, schema] of Object.entries(params.requestedSchema.properties)) {
    content[field] = schema.type === 'boolean' ? true : /token|password|secret|key/i.test(field) ? USER_TOKEN : 'yes';
  }
  return { action: 'accept', content };
}
client.setRequestHandler('elicitation/create', (request) => askTheUser(request.params));

await client.connect(new StreamableHTTPClientTransport(new URL('https://gitlab-mcp.example/mcp'), { fetch: link.fetch }));

for (const [project, iid] of [['acme/web', 1], ['acme/web', 2]] as const) {
  const result = await client.callTool({ name: 'close_issue', arguments: { project, iid } });
  console.log(`close_issue ${project}#${iid} →`, result.isError ? 'error:' : '', JSON.stringify(result.content));
}

// For comparison, a 2025-11-25 client, in memory. The same server asks it the 2025 way: a request
// of its own, elicitation/create, sent while the tools/call is still open.
const legacy = new Client({ name: 'legacy-host', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
legacy.setRequestHandler('elicitation/create', (request) => askTheUser(request.params));
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await buildServer().connect(serverSide);
await legacy.connect(clientSide);
const old = await legacy.callTool({ name: 'close_issue', arguments: { project: 'acme/api', iid: 1 } });
console.log('2025 client: close_issue acme/api#1 →', JSON.stringify(old.content));

// ── The lesson's probe: a client that plays by no rules. It asks to close acme/web#3 and answers
// yes, but first edits the requestState it was given (if any) to point at acme/web#2, which the
// user declined. The checks read what reached GitLab; leave this part as it is. ──────────────────
async function meddle(params: Record<string, unknown>, id: number) {
  const response = await link.fetch('https://gitlab-mcp.example/mcp', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': '2026-07-28',
      'Mcp-Method': 'tools/call',
      'Mcp-Name': 'close_issue',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: {
        name: 'close_issue',
        arguments: { project: 'acme/web', iid: 3 },
        ...params,
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } },
          'io.modelcontextprotocol/clientInfo': { name: 'meddler', version: '1.0.0' },
        },
      },
    }),
  });
  const text = await response.text();
  const last = text.trimStart().startsWith('{') ? text : text.split('\n').filter((line) => line.startsWith('data:')).at(-1)?.slice(5);
  return (JSON.parse(last ?? '{}') as { result?: { requestState?: string; inputRequests?: Record<string, unknown> } }).result;
}
const towardTwo = (text: string) => text.replace(/(#|"iid":\s*|iid=)3\b/g, '$12');
function tamper(state: string): string {
  if (towardTwo(state) !== state) return towardTwo(state);
  try {
    const decoded = atob(state);
    if (towardTwo(decoded) !== decoded) return btoa(towardTwo(decoded));
  } catch {}
  return `${state}x`;
}
const asked = await meddle({}, 9001);
const yes = Object.fromEntries(Object.keys(asked?.inputRequests ?? {}).map((key) => [key, { action: 'accept', content: { confirm: true } }]));
await meddle({ inputResponses: yes, ...(asked?.requestState ? { requestState: tamper(asked.requestState) } : {}) }, 9002);

console.log('Writes that reached GitLab:', gitlab.log.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path} ${r.status}`));
await client.close();
await legacy.close();
