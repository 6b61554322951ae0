import { describe, expect, it } from 'vitest';
import { runInNode } from '../../node/runInNode';
import type { LlmContextEvent, PolicyEvent, RunRecord, TraceEvent } from '../../trace/events';
import { RunView } from '../../trace/query';

// Learner-style programs importing 'mcp-tour/host', run exactly as the browser runs them: the
// trace they leave is what the panels show and what lesson checks read.

/** A tracker server factory and a connect helper, as a lesson's starter code would have them. */
const PRELUDE = `
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { z } from 'zod';
import { Host } from 'mcp-tour/host';

function tracker(label, token) {
  const server = new McpServer({ name: label, version: '1.0.0' });
  server.registerTool('search_issues', {
    description: 'Search the issues of a repository, by state (open or closed).',
    inputSchema: { repo: z.string().describe('Repository as owner/name'), state: z.enum(['open', 'closed']).optional() },
  }, async ({ repo, state }) => {
    // The server holds the credential for its downstream API; the model must never see it.
    const authorization = 'Bearer ' + token;
    if (!authorization) throw new Error('no token');
    return { content: [{ type: 'text', text: label + ' ' + repo + ': #1 Login fails (' + (state ?? 'open') + ')' }] };
  });
  server.registerTool('delete_issue', {
    description: 'Delete an issue from a repository, permanently.',
    inputSchema: { repo: z.string().describe('Repository as owner/name'), number: z.number().int() },
  }, async ({ number }) => ({ content: [{ type: 'text', text: 'deleted #' + number }] }));
  return server;
}

async function attach(host, name, server) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  return host.connect(name, clientSide);
}
`;

async function run(body: string): Promise<RunRecord> {
  const record = await runInNode(PRELUDE + body);
  if (record.status !== 'ok') throw new Error(`run failed: ${JSON.stringify(record.error)}`);
  return record;
}

const llmEvents = (events: readonly TraceEvent[]) => events.filter((e): e is LlmContextEvent => e.kind === 'llm');
const policyEvents = (events: readonly TraceEvent[]) => events.filter((e): e is PolicyEvent => e.kind === 'policy');
const secretLeaks = (events: readonly TraceEvent[]) => events.filter((e) => e.kind === 'secret-leak');

describe('mcp-tour/host in a run', () => {
  it('records the context as llm events, in order, interleaved with the wire as it happened', async () => {
    const record = await run(`
      import { secret } from 'mcp-tour/secrets';
      const token = secret('glpat-abcdef123456', 'tracker token');
      const host = new Host({ name: 'tour-host', system: 'You help with issue trackers.' });
      await attach(host, 'tracker', tracker('tracker', token));
      const turn = await host.ask('Which issues are open in acme/web?');
      console.log(turn.answer);
      await host.close();
    `);
    const llm = llmEvents(record.events);
    expect(llm.map((e) => e.entry.type)).toEqual(['system', 'tools', 'user', 'tool-call', 'tool-result', 'assistant']);
    expect(llm.every((e) => e.host === 'tour-host' && e.layer === 'llm')).toBe(true);
    expect(llm.find((e) => e.entry.type === 'tool-call')?.entry).toEqual({
      type: 'tool-call',
      id: 'call_1',
      name: 'search_issues',
      arguments: { repo: 'acme/web', state: 'open' },
    });

    // Order in the log: the model asks, the host decides, the call goes out, the result comes back.
    const seqOf = (predicate: (e: TraceEvent) => boolean) => record.events.find(predicate)!.seq;
    const toolCall = seqOf((e) => e.kind === 'llm' && e.entry.type === 'tool-call');
    const allow = seqOf((e) => e.kind === 'policy');
    const wire = seqOf((e) => e.kind === 'jsonrpc' && e.message.method === 'tools/call');
    const result = seqOf((e) => e.kind === 'llm' && e.entry.type === 'tool-result');
    expect([toolCall < allow, allow < wire, wire < result]).toEqual([true, true, true]);
    expect(policyEvents(record.events)).toMatchObject([
      { decision: 'allow', tool: 'search_issues', server: 'tracker', layer: 'host' },
    ]);

    const view = new RunView(record);
    expect(view.instances().find((i) => i.role === 'client')?.name).toBe('tour-host');
    expect(view.exchanges().map((x) => x.method)).toEqual(['initialize', 'tools/list', 'tools/call']);
    expect(view.consoleOutput()).toEqual([
      'Here is what search_issues returned: tracker acme/web: #1 Login fails (open)',
    ]);
    // The secret was used by the server the whole time, and never reached the model.
    expect(secretLeaks(record.events)).toEqual([]);
    expect(JSON.stringify(llm)).not.toContain('glpat');
  });

  it('flags a secret that a tool result carries into the context', async () => {
    const record = await run(`
      import { McpServer as Leaky } from '@modelcontextprotocol/sdk/server/mcp.js';
      import { secret } from 'mcp-tour/secrets';
      const token = secret('glpat-abcdef123456', 'tracker token');
      const server = new Leaky({ name: 'leaky', version: '1.0.0' });
      server.registerTool('whoami', { description: 'Which account the tracker token belongs to.' },
        async () => ({ content: [{ type: 'text', text: 'authenticated with ' + token }] }));
      const host = new Host({ name: 'tour-host' });
      await attach(host, 'leaky', server);
      await host.ask('Which account does the token belong to?');
      await host.close();
    `);
    // Once in the tool result, and once more when the model repeats the result in its answer.
    const leaked = llmEvents(record.events).filter(
      (e) => e.entry.type === 'tool-result' || e.entry.type === 'assistant',
    );
    expect(secretLeaks(record.events)).toEqual(
      leaked.map((e) =>
        expect.objectContaining({ kind: 'secret-leak', where: 'llm-context', label: 'tracker token', inEvent: e.seq }),
      ),
    );
  });

  it('refuses a call outside the allowlist: a deny decision and no tools/call on the wire', async () => {
    const record = await run(`
      const host = new Host({ name: 'tour-host', policy: { allow: ['search_issues'] } });
      await attach(host, 'tracker', tracker('tracker', 'unused'));
      const turn = await host.ask('Delete issue 3 in acme/web');
      console.log(turn.refused, turn.toolCalls[0].name);
      await host.close();
    `);
    const view = new RunView(record);
    expect(view.consoleOutput()).toEqual(['true delete_issue']);
    expect(policyEvents(record.events)).toMatchObject([
      {
        decision: 'deny',
        tool: 'delete_issue',
        server: 'tracker',
        reason: '"delete_issue" is not on the host\'s allowlist',
      },
    ]);
    expect(view.exchanges('tools/call')).toEqual([]);
    expect(record.events.some((e) => e.kind === 'tool-handler')).toBe(false);
    const result = llmEvents(record.events).find((e) => e.entry.type === 'tool-result');
    expect(result?.entry).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: expect.stringContaining('refused') }],
    });
    // A refused call was answered by the host, not by a server.
    expect(result?.instance).toBeUndefined();
  });

  it('asks the approval callback, and a direct client call still goes around the host', async () => {
    const record = await run(`
      const asked = [];
      const host = new Host({ name: 'tour-host', policy: { approve: (call) => { asked.push(call.tool + ' ' + JSON.stringify(call.arguments)); return false; } } });
      const client = await attach(host, 'tracker', tracker('tracker', 'unused'));
      await host.ask('Delete issue 3 in acme/web');
      console.log(asked.join('; '));
      // The client is the SDK's own: nothing stops code that holds it. The server must guard itself.
      await client.callTool({ name: 'delete_issue', arguments: { repo: 'acme/web', number: 3 } });
      await host.close();
    `);
    const view = new RunView(record);
    expect(view.consoleOutput()).toEqual(['delete_issue {"repo":"acme/web","number":3}']);
    expect(policyEvents(record.events)).toMatchObject([
      { decision: 'deny', reason: 'policy.approve refused the call' },
    ]);
    expect(view.toolCalls('delete_issue')).toHaveLength(1);
    expect(llmEvents(record.events).filter((e) => e.entry.type === 'tool-result')).toHaveLength(1);
  });

  it('routes prefixed names to the right server and ties each result to the instance that answered', async () => {
    const record = await run(`
      const host = new Host({ name: 'tour-host', toolNames: 'prefixed' });
      await attach(host, 'prod', tracker('prod', 'p'));
      await attach(host, 'staging', tracker('staging', 's'));
      console.log(host.modelTools.map((t) => t.name).join(' '));
      console.log(JSON.stringify(host.route('staging__search_issues')));
      const turn = await host.ask('Open issues in acme/web on staging', { call: { name: 'staging__search_issues', arguments: { repo: 'acme/web' } } });
      console.log(turn.answer);
      await host.close();
    `);
    const view = new RunView(record);
    // modelTools is empty until the first listing: ask() lists before every turn.
    expect(view.consoleOutput()).toEqual([
      '',
      'undefined',
      'Here is what staging__search_issues returned: staging acme/web: #1 Login fails (open)',
    ]);
    const staging = view.instances().find((i) => i.role === 'server' && i.name === 'staging')!;
    const [call] = view.toolCalls();
    expect(call).toMatchObject({ name: 'search_issues', to: staging.id });
    const entries = llmEvents(record.events).filter(
      (e) => e.entry.type === 'tool-call' || e.entry.type === 'tool-result',
    );
    expect(entries.map((e) => [e.entry.type, e.instance])).toEqual([
      ['tool-call', staging.id],
      ['tool-result', staging.id],
    ]);
    const tools = llmEvents(record.events).find((e) => e.entry.type === 'tools')!.entry;
    expect(tools.type === 'tools' && tools.tools.map((t) => t.name)).toEqual([
      'prod__search_issues',
      'prod__delete_issue',
      'staging__search_issues',
      'staging__delete_issue',
    ]);
  });

  it('shows a learner that the description decides which tool the model picks', async () => {
    const record = await run(`
      function server(description) {
        const s = new McpServer({ name: 'tracker', version: '1.0.0' });
        s.registerTool('query', { description, inputSchema: { repo: z.string().describe('Repository as owner/name') } },
          async ({ repo }) => ({ content: [{ type: 'text', text: 'open in ' + repo + ': #1' }] }));
        s.registerTool('weather', { description: 'Current weather for a city.', inputSchema: { city: z.string() } },
          async () => ({ content: [{ type: 'text', text: 'sunny' }] }));
        return s;
      }
      for (const description of ['Runs a query.', 'Lists the open issues of a repository.']) {
        const host = new Host({ name: 'tour-host' });
        await attach(host, 'tracker', server(description));
        const turn = await host.ask('Which issues are open in acme/web?');
        console.log(turn.toolCalls.map((c) => c.name).join() || 'no call', '|', turn.reasoning[1]);
        await host.close();
      }
    `);
    expect(new RunView(record).consoleOutput()).toEqual([
      "no call | Words each tool's name and description share with them: query 0; weather 0.",
      "query | Words each tool's name and description share with them: query 2 (issues, open); weather 0.",
    ]);
  });

  it('works over the tour transports: the token in a stdio env or an HTTP header never reaches the context', async () => {
    const record = await run(`
      import { Client } from '@modelcontextprotocol/sdk/client/index.js';
      import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
      import { SimulatedStdioClientTransport, defineServerProgram, createHttpLink, sessionRouter } from 'mcp-tour/transports';
      import { secret } from 'mcp-tour/secrets';
      const stdioToken = secret('glpat-stdio-123456', 'stdio token');
      const httpToken = secret('glpat-http-654321', 'http token');
      const host = new Host({ name: 'tour-host', toolNames: 'prefixed' });
      const program = defineServerProgram(async ({ env, stdio }) => { await tracker('local', env.GITLAB_TOKEN).connect(stdio); });
      await host.connect('local', new SimulatedStdioClientTransport({ command: 'node', args: ['tracker.js'], env: { GITLAB_TOKEN: stdioToken }, server: program }));
      const link = createHttpLink(sessionRouter(() => tracker('remote', httpToken)));
      await host.connect('remote', new StreamableHTTPClientTransport(new URL('https://tracker.example/mcp'), {
        fetch: link.fetch, requestInit: { headers: { Authorization: 'Bearer ' + httpToken } },
      }));
      console.log((await host.ask('Which issues are open in acme/web?')).toolCalls[0].name);
      console.log((await host.ask('x', { call: { name: 'remote__search_issues', arguments: { repo: 'acme/web' } } })).answer);
      await host.close();
    `);
    const view = new RunView(record);
    expect(view.consoleOutput()).toEqual([
      'local__search_issues',
      'Here is what remote__search_issues returned: remote acme/web: #1 Login fails (open)',
    ]);
    expect(secretLeaks(record.events)).toEqual([]);
    const local = view.instances().find((i) => i.role === 'server' && i.name === 'local')!;
    const remote = view.instances().find((i) => i.role === 'server' && i.name === 'remote')!;
    const results = llmEvents(record.events).filter((e) => e.entry.type === 'tool-result');
    expect(results.map((e) => e.instance)).toEqual([local.id, remote.id]);
    const context = JSON.stringify(llmEvents(record.events).map((e) => e.entry));
    for (const detail of ['glpat', 'GITLAB_TOKEN', 'Bearer', 'tracker.example', 'mcp-session-id', 'tracker.js'])
      expect(context).not.toContain(detail);
  });

  it('keeps transport details out of the context: only text, tools, arguments and results', async () => {
    const record = await run(`
      const host = new Host({ name: 'tour-host', system: 'Be brief.' });
      await attach(host, 'tracker', tracker('tracker', 'unused'));
      await host.ask('Which issues are closed in acme/web?');
      await host.close();
    `);
    const context = JSON.stringify(llmEvents(record.events).map((e) => e.entry));
    for (const detail of ['link#', 'client#', 'server#', 'jsonrpc', 'initialize', 'protocolVersion', 'tour-host'])
      expect(context).not.toContain(detail);
  });
});
