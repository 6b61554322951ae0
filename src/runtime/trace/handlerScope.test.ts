import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInNode } from '../node/runInNode';
import { setActiveRecorder } from './activeRecorder';
import type { ApiCallEvent, JsonRpcEvent, LlmContextEvent, TraceEvent } from './events';
import { currentHandler, runHandler } from './handlerScope';
import { handlerRuns } from './query';
import { TraceRecorder } from './recorder';

// Each downstream API request is written into the trace with the server instance whose tool
// handler made it, decided as the request is made, not guessed later from what else was running.

const apiCalls = (events: TraceEvent[]) => events.filter((e): e is ApiCallEvent => e.kind === 'api-call');

/** The server instance that answered the tools/call asking for issue `iid`. */
function answeredCallFor(events: TraceEvent[], iid: number): string | undefined {
  const sends = events.filter((e): e is JsonRpcEvent => e.kind === 'jsonrpc' && e.direction === 'send');
  const request = sends.find(
    (e) =>
      e.message.method === 'tools/call' &&
      (e.message.params as { arguments?: { iid?: number } }).arguments?.iid === iid,
  );
  return sends.find(
    (e) => e.link === request?.link && e.message.method === undefined && e.message.id === request?.message.id,
  )?.instance;
}

describe('which server made an API request', () => {
  it("lesson 16: the host's call and the API request it caused are on the same server instance", async () => {
    const source = readFileSync(new URL('../../../lessons/16-structured-output/solution.ts', import.meta.url), 'utf8');
    const { events } = await runInNode(source);
    const modelCall = events.find(
      (e): e is LlmContextEvent => e.kind === 'llm' && e.entry.type === 'tool-call' && e.host === 'tour-host',
    );
    expect(modelCall?.instance).toBe('server#2');
    const afterModelCall = apiCalls(events).filter((e) => e.seq > (modelCall?.seq ?? 0));
    expect(afterModelCall).toHaveLength(1);
    expect(afterModelCall[0]).toMatchObject({ instance: 'server#2', path: '/api/v4/projects/acme%2Fweb/issues/3' });
    // The dashboard's two calls are server#1's, each tied to its own handler run.
    expect(apiCalls(events).map((e) => e.instance)).toEqual(['server#1', 'server#1', 'server#2']);
    for (const call of apiCalls(events)) {
      const start = events.find((e) => e.seq === call.handler);
      expect(start).toMatchObject({ kind: 'tool-handler', phase: 'start', instance: call.instance });
    }
  }, 30_000);

  it('two calls in flight at once, to two servers: each API request is its own server’s', async () => {
    const { events } = await runInNode(`
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { IssueTrackerApi } from 'mcp-tour/api';
const gitlab = new IssueTrackerApi({ token: 'glpat-demo-1234' });
const tracker = gitlab.client('glpat-demo-1234');
function serve(name: string) {
  return createMcpHandler(() => {
    const server = new McpServer({ name, version: '1.0.0' });
    server.registerTool('get_issue', { inputSchema: z.object({ iid: z.number() }) }, async ({ iid }) => {
      const issue = await tracker.getIssue('acme/web', iid);
      return { content: [{ type: 'text', text: issue.title }] };
    });
    return server;
  });
}
async function connect(name: string, handler: { fetch(request: Request): Promise<Response> }) {
  const client = new Client({ name, version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  const fetch = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init));
  await client.connect(new StreamableHTTPClientTransport(new URL('https://' + name + '.example/mcp'), { fetch }));
  return client;
}
const a = await connect('a', serve('alpha'));
const b = await connect('b', serve('beta'));
await Promise.all([
  a.callTool({ name: 'get_issue', arguments: { iid: 1 } }),
  b.callTool({ name: 'get_issue', arguments: { iid: 2 } }),
  a.callTool({ name: 'get_issue', arguments: { iid: 3 } }),
]);
`);
    expect(events.at(-1)).toMatchObject({ kind: 'end', status: 'ok' });
    const byPath = (iid: number) => apiCalls(events).find((e) => e.path.endsWith(`/issues/${iid}`));
    for (const iid of [1, 2, 3]) expect(byPath(iid)?.instance).toBe(answeredCallFor(events, iid));
    // The handler runs the views and checks read say the same.
    const runs = handlerRuns(events);
    for (const iid of [1, 2, 3]) {
      const run = runs.find((r) => (r.arguments as { iid: number }).iid === iid);
      expect(run?.apiCalls.map((call) => call.path)).toEqual([byPath(iid)?.path]);
    }
  }, 30_000);
});

/**
 * Two handlers that interleave after their awaits: A (issue 1) starts, waits until B (issue 2) has
 * started, then makes its request while B, the later one, is still running; B makes its own after
 * A's. `bind` is how a handler gets its client: the context expression, or '' for none.
 */
function interleaving(generation: 1 | 2, bind: 'context' | 'none'): string {
  const v1 = generation === 1;
  const clientFor = (context: string) =>
    bind === 'none' ? 'tracker' : v1 ? `gitlab.client('glpat-demo-1234', ${context})` : `tracker.for(${context})`;
  return `
${
  v1
    ? `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';`
    : `import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';`
}
import * as z from 'zod';
import { IssueTrackerApi } from 'mcp-tour/api';
const gitlab = new IssueTrackerApi({ token: 'glpat-demo-1234' });
const tracker = gitlab.client('glpat-demo-1234');
let bStarted = () => {};
const bIsRunning = new Promise<void>((resolve) => (bStarted = resolve));
let aAsked = () => {};
const aHasAsked = new Promise<void>((resolve) => (aAsked = resolve));
function server(name: string) {
  const server = new McpServer({ name, version: '1.0.0' });
  server.registerTool('get_issue', { inputSchema: z.object({ iid: z.number() }) }, async ({ iid }, context) => {
    const client = ${clientFor('context')};
    if (iid === 1) {
      await bIsRunning;
      const issue = await client.getIssue('acme/web', 1);
      aAsked();
      return { content: [{ type: 'text', text: issue.title }] };
    }
    bStarted();
    await aHasAsked;
    const issue = await client.getIssue('acme/web', 2);
    return { content: [{ type: 'text', text: issue.title }] };
  });
  return server;
}
${
  v1
    ? `async function connect(name: string) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server(name).connect(serverSide);
  const client = new Client({ name: 'host-' + name, version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}`
    : `async function connect(name: string) {
  const handler = createMcpHandler(() => server(name));
  const client = new Client({ name: 'host-' + name, version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  const fetch = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init));
  await client.connect(new StreamableHTTPClientTransport(new URL('https://' + name + '.example/mcp'), { fetch }));
  return client;
}`
}
const alpha = await connect('alpha');
const beta = await connect('beta');
await Promise.all([
  alpha.callTool({ name: 'get_issue', arguments: { iid: 1 } }),
  beta.callTool({ name: 'get_issue', arguments: { iid: 2 } }),
]);
`;
}

/** For each issue: the handler run (its start event) that asked for it, and the one the API call names. */
function attribution(events: TraceEvent[]) {
  return [1, 2].map((iid) => {
    const start = events.find(
      (e) => e.kind === 'tool-handler' && e.phase === 'start' && (e.arguments as { iid?: number }).iid === iid,
    );
    const call = apiCalls(events).find((e) => e.path.endsWith(`/issues/${iid}`));
    return {
      iid,
      askedBy: start?.seq,
      recordedFor: call?.handler,
      instance: call?.instance,
      answeredBy: answeredCallFor(events, iid),
    };
  });
}

describe('handlers that interleave after awaits', () => {
  for (const generation of [1, 2] as const) {
    it(`SDK ${generation === 1 ? '1.x' : 'v2'}: a client bound to the handler's request context records the call that made each request`, async () => {
      const { events } = await runInNode(interleaving(generation, 'context'));
      expect(events.at(-1)).toMatchObject({ kind: 'end', status: 'ok' });
      for (const { iid, askedBy, recordedFor, instance, answeredBy } of attribution(events)) {
        expect(askedBy, `issue ${iid}`).toBeDefined();
        expect(recordedFor, `issue ${iid}`).toBe(askedBy);
        expect(instance, `issue ${iid}`).toBe(answeredBy);
      }
    }, 30_000);
  }

  it('without the context, timing alone gives the first request to the later handler (the case the binding is for)', async () => {
    const { events } = await runInNode(interleaving(1, 'none'));
    expect(events.at(-1)).toMatchObject({ kind: 'end', status: 'ok' });
    const [first, second] = attribution(events);
    expect(first.recordedFor).toBe(second.askedBy);
  }, 30_000);
});

describe('currentHandler', () => {
  it("is the handler being entered, even while a later one runs; and never an earlier run's", async () => {
    const run = new TraceRecorder();
    setActiveRecorder(run);
    const never = new Promise<never>(() => undefined);
    void runHandler({ instance: 'server#1', tool: 'slow', start: 1 }, () => never);
    let release: () => void = () => undefined;
    const later = runHandler(
      { instance: 'server#2', tool: 'quick', start: 2 },
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    let seenEntering: string | undefined;
    await runHandler({ instance: 'server#3', tool: 'sync', start: 3 }, async () => {
      seenEntering = currentHandler()?.instance;
    });
    expect(seenEntering).toBe('server#3');
    // After its entry, a request belongs to the latest started handler still running.
    expect(currentHandler()?.instance).toBe('server#2');
    release();
    await later;
    expect(currentHandler()?.instance).toBe('server#1');

    // The next run (the Node runner runs many in one process): server#1 never finished, and is not its.
    setActiveRecorder(new TraceRecorder());
    expect(currentHandler()).toBeUndefined();
    setActiveRecorder(undefined);
  });
});
