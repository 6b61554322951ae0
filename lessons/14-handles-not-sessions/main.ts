import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';

interface Draft {
  title: string;
  labels: string[];
}

let serversBuilt = 0;

const handler = createMcpHandler(() => {
  serversBuilt++;
  const server = new McpServer({ name: 'drafts', version: '1.0.0' });

  // TODO: createMcpHandler builds a new server for every request, so this store and this counter
  // start empty on every call. Keep drafts where every request finds them, keyed by a handle
  // nobody can guess, and forget each one 24 hours after its last change (read the time with
  // Date.now()).
  const drafts = new Map<string, Draft>();
  let nextId = 1;
  const newHandle = () => `draft_${nextId++}`;

  server.registerTool(
    'start_draft',
    {
      description: 'Start a draft issue. Returns a draft_id: pass it to add_label and submit_draft. A draft is forgotten once submitted, 24 hours after its last change, or when the server restarts.',
      inputSchema: z.object({ title: z.string().min(3) }),
      outputSchema: z.object({ draft_id: z.string() }),
    },
    async ({ title }) => {
      const draft_id = newHandle();
      drafts.set(draft_id, { title, labels: [] });
      return { content: [{ type: 'text', text: `Started ${draft_id}` }], structuredContent: { draft_id } };
    },
  );

  const unknown = (draft_id: string) => ({
    content: [{ type: 'text' as const, text: `Unknown or expired draft ${draft_id}. Start a new one with start_draft.` }],
    isError: true,
  });

  server.registerTool(
    'add_label',
    { description: 'Add a label to a draft issue.', inputSchema: z.object({ draft_id: z.string(), label: z.string() }) },
    async ({ draft_id, label }) => {
      const draft = drafts.get(draft_id);
      if (!draft) return unknown(draft_id);
      draft.labels.push(label);
      return { content: [{ type: 'text', text: `${draft_id} is labelled ${draft.labels.join(', ')}` }] };
    },
  );

  server.registerTool(
    'submit_draft',
    {
      description: 'Submit a draft issue: creates the issue and forgets the draft.',
      inputSchema: z.object({ draft_id: z.string() }),
      outputSchema: z.object({ title: z.string(), labels: z.array(z.string()) }),
    },
    async ({ draft_id }) => {
      const draft = drafts.get(draft_id);
      if (!draft) return unknown(draft_id);
      drafts.delete(draft_id);
      return { content: [{ type: 'text', text: `Created "${draft.title}" [${draft.labels.join(', ')}]` }], structuredContent: { ...draft } };
    },
  );
  return server;
});

// ── A client: two drafts written side by side ───────────────────────────────────────────────
const fetchInPage = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init));
const client = new Client({ name: 'tour-host', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(new URL('https://drafts.example/mcp'), { fetch: fetchInPage }));

async function call(name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  console.log(`${name}(${JSON.stringify(args)}) →`, result.isError ? 'error:' : '', JSON.stringify(result.content));
  return result.structuredContent as Record<string, unknown> | undefined;
}

const login = (await call('start_draft', { title: 'Login page is slow' }))?.draft_id;
const typo = (await call('start_draft', { title: 'Typo on the pricing page' }))?.draft_id;
await call('add_label', { draft_id: login, label: 'performance' });
await call('add_label', { draft_id: typo, label: 'content' });
await call('add_label', { draft_id: login, label: 'frontend' });
await call('submit_draft', { draft_id: login });
await call('submit_draft', { draft_id: typo });

console.log(`createMcpHandler built ${serversBuilt} servers for this conversation.`);
await client.close();

// ── The lesson's probe: what the app above never does. The checks read it; leave it as it is. ──
// A second client starts a draft with the same title as the app's first one, and another that it
// labels now and again a year later (the probe moves the clock that Date.now() reads, then puts
// it back).
const prober = new Client({ name: 'probe', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await prober.connect(new StreamableHTTPClientTransport(new URL('https://drafts.example/mcp'), { fetch: fetchInPage }));
await prober.callTool({ name: 'start_draft', arguments: { title: 'Login page is slow' } });
const flaky = await prober.callTool({ name: 'start_draft', arguments: { title: 'Flaky test in CI' } });
const kept = (flaky.structuredContent as { draft_id?: string } | undefined)?.draft_id;
await prober.callTool({ name: 'add_label', arguments: { draft_id: kept, label: 'today' } });
const now = Date.now;
Date.now = () => now() + 365 * 24 * 60 * 60 * 1000;
try {
  const later = await prober.callTool({ name: 'add_label', arguments: { draft_id: kept, label: 'a-year-later' } });
  console.log('A year later, add_label →', later.isError ? 'refused:' : 'accepted:', JSON.stringify(later.content));
} finally {
  Date.now = now;
}
await prober.close();
