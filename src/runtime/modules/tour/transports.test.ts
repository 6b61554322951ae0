import { describe, expect, it } from 'vitest';
import type { HttpEvent, JsonRpcEvent, SpawnEvent, StdioEvent, TraceEvent } from '../../trace/events';
import { RunView, resultText } from '../../trace/query';
import { runInNode } from '../../node/runInNode';

const of = <K extends TraceEvent['kind']>(events: readonly TraceEvent[], kind: K) =>
  events.filter((e): e is Extract<TraceEvent, { kind: K }> => e.kind === kind);

const IMPORTS = `
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { IssueTrackerApi } from 'mcp-tour/api';
import { SimulatedStdioClientTransport, defineServerProgram, createHttpLink, sessionRouter, statelessHandler } from 'mcp-tour/transports';
import { z } from 'zod';
`;

// A server whose one tool reads the tracker with the credential it is given (never the caller's).
const TRACKER_SERVER = `
function createTrackerServer(gitlab) {
  const server = new McpServer({ name: 'tracker', version: '1.0.0' });
  server.registerTool('list_open_issues', {
    description: 'List the open issues of a project',
    inputSchema: { project: z.string() },
  }, async ({ project }) => {
    const issues = await gitlab.listIssues(project, { state: 'opened' });
    return { content: [{ type: 'text', text: issues.map((i) => '#' + i.iid + ' ' + i.title).join('\\n') }] };
  });
  return server;
}
`;

describe('in-page Streamable HTTP, session mode', () => {
  const SESSION = `${IMPORTS}${TRACKER_SERVER}
const api = new IssueTrackerApi({ token: 'glpat-server-side' });
const router = sessionRouter(() => createTrackerServer(api.client('glpat-server-side')));
const link = createHttpLink(router, { name: 'tracker' });
const transport = new StreamableHTTPClientTransport(new URL('https://tracker.example/mcp'), {
  fetch: link.fetch,
  requestInit: { headers: { Authorization: 'Bearer mcp-token-1' } },
});
const client = new Client({ name: 'host', version: '1.0.0' });
await client.connect(transport);
console.log('session', transport.sessionId, router.sessionIds);
const { tools } = await client.listTools();
const result = await client.callTool({ name: 'list_open_issues', arguments: { project: 'acme/web' } });
console.log(tools.map((t) => t.name), result.content[0].text);
await transport.terminateSession();
await client.close();
console.log('after', router.sessionIds, api.calls);
`;

  it('runs a whole session: initialize, initialized, GET stream, calls with session headers, DELETE', async () => {
    const record = await runInNode(SESSION);
    expect(record.error).toBeUndefined();
    const run = new RunView(record);
    expect(run.consoleOutput()).toEqual([
      "session session-1 [ 'session-1' ]",
      "[ 'list_open_issues' ] #2 Add a dark mode\n#1 Login button does nothing on Safari",
      'after [] 1',
    ]);

    const http = of(record.events, 'http');
    const requests = http.filter((e) => e.direction === 'request');
    const responseTo = (request: HttpEvent) =>
      http.find((e) => e.direction === 'response' && e.exchange === request.exchange);
    const summary = requests.map((request) => {
      const body = request.body ? (JSON.parse(request.body) as { method?: string }).method : undefined;
      return `${request.method} ${body ?? '-'} → ${responseTo(request)?.status}`;
    });
    expect(summary).toEqual([
      'POST initialize → 200',
      'POST notifications/initialized → 202',
      'GET - → 200',
      'POST tools/list → 200',
      'POST tools/call → 200',
      'DELETE - → 200',
    ]);

    const [initialize, initialized, stream, list, call, remove] = requests;
    expect(initialize.headers).toMatchObject({
      authorization: 'Bearer mcp-token-1',
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
    });
    expect(initialize.headers['mcp-session-id']).toBeUndefined();
    expect(initialize.url).toBe('https://tracker.example/mcp');
    const initResponse = responseTo(initialize)!;
    expect(initResponse.headers).toMatchObject({ 'content-type': 'text/event-stream', 'mcp-session-id': 'session-1' });
    expect(initResponse.body).toMatch(/^event: message\ndata: \{"result":\{"protocolVersion":"2025-11-25"/);
    expect(initResponse.body!.endsWith('\n\n')).toBe(true);
    for (const later of [initialized, stream, list, call, remove]) {
      expect(later.headers).toMatchObject({
        'mcp-session-id': 'session-1',
        'mcp-protocol-version': '2025-11-25',
        authorization: 'Bearer mcp-token-1',
      });
    }
    expect(stream.headers.accept).toBe('text/event-stream');
    expect(responseTo(call)!.body).toContain('Login button does nothing on Safari');
    // The request body is the JSON-RPC message exactly as the client sent it.
    const sentCall = of(record.events, 'jsonrpc').find(
      (e) => e.direction === 'send' && e.message.method === 'tools/call',
    )!;
    expect(call.body).toBe(JSON.stringify(sentCall.message));

    // One link for the client, its server, and the wire; pairs line up in the queries.
    const links = new Set(
      [...of(record.events, 'connect'), ...of(record.events, 'jsonrpc'), ...http].map((e) => e.link),
    );
    expect(links.size).toBe(1);
    expect(of(record.events, 'connect').map((e) => `${e.ref.role}:${e.transport}`)).toEqual([
      'client:http',
      'server:http',
    ]);
    expect(http.every((e) => e.instance === 'client#1' && e.layer === 'transport')).toBe(true);
    expect(run.initializeResult()?.protocolVersion).toBe('2025-11-25');
    expect(run.toolCalls('list_open_issues')[0]).toMatchObject({ from: 'client#1', to: 'server#1' });
    expect(of(record.events, 'close').map((e) => e.layer)).toEqual(['server', 'client']);
  });

  it('orders the wire: request, server receives, server answers, response, client receives', async () => {
    const record = await runInNode(SESSION);
    const call = of(record.events, 'jsonrpc').filter((e) => e.message.id === 2 || e.message.method === 'tools/call');
    const exchange = of(record.events, 'http').find(
      (e) => e.direction === 'request' && e.body?.includes('tools/call'),
    )!.exchange;
    const steps = record.events
      .filter(
        (e) =>
          call.includes(e as JsonRpcEvent) || (e.kind === 'http' && e.exchange === exchange) || e.kind === 'api-call',
      )
      .map((e) =>
        e.kind === 'http' ? `http ${e.direction}` : e.kind === 'jsonrpc' ? `${e.layer} ${e.direction}` : e.kind,
      );
    expect(steps).toEqual([
      'client send',
      'http request',
      'server receive',
      'api-call',
      'server send',
      'http response',
      'client receive',
    ]);
  });

  it('answers 404 for an unknown session and 400 for a request with none', async () => {
    const record = await runInNode(`${IMPORTS}
      const router = sessionRouter(() => new McpServer({ name: 's', version: '1' }));
      const link = createHttpLink(router);
      const post = (headers, body) => link.fetch('https://x.example/mcp', {
        method: 'POST', body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      });
      const unknown = await post({ 'mcp-session-id': 'session-9' }, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
      const none = await post({}, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
      console.log(unknown.status, (await unknown.json()).error.message, none.status, (await none.json()).error.message, router.sessionIds.length);
    `);
    expect(new RunView(record).consoleOutput()).toEqual([
      '404 Session not found 400 Bad Request: No valid session ID provided 0',
    ]);
    // Requests made with link.fetch directly share one link of their own.
    expect(new Set(of(record.events, 'http').map((e) => e.link)).size).toBe(1);
  });

  it('keeps two clients on one link apart: two sessions, two links, answers paired correctly', async () => {
    const record = await runInNode(`${IMPORTS}
      const router = sessionRouter(() => {
        const server = new McpServer({ name: 'echo', version: '1' });
        server.registerTool('echo', { inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
        return server;
      });
      const link = createHttpLink(router);
      const connect = async (name) => {
        const client = new Client({ name, version: '1' });
        await client.connect(new StreamableHTTPClientTransport(new URL('https://x.example/mcp'), { fetch: link.fetch }));
        return client;
      };
      const [a, b] = await Promise.all([connect('a'), connect('b')]);
      const [ra, rb] = await Promise.all([a.callTool({ name: 'echo', arguments: { text: 'from a' } }), b.callTool({ name: 'echo', arguments: { text: 'from b' } })]);
      console.log(ra.content[0].text, rb.content[0].text, router.sessionIds);
      await Promise.all([a.close(), b.close()]);
      await router.close();
    `);
    const run = new RunView(record);
    expect(run.consoleOutput()).toEqual(["from a from b [ 'session-1', 'session-2' ]"]);
    const connects = of(record.events, 'connect');
    const linkOf = (id: string) => connects.find((e) => e.ref.id === id)!.link;
    expect(linkOf('client#1')).not.toBe(linkOf('client#2'));
    const calls = run.toolCalls('echo');
    expect(calls.map((c) => `${c.from}→${c.to}: ${resultText(c.result)}`).sort()).toEqual(
      calls.map((c) => `${c.from}→${c.to}: from ${c.from === 'client#1' ? 'a' : 'b'}`).sort(),
    );
    // Each client's HTTP traffic carries its own link, and its server shares it.
    for (const client of ['client#1', 'client#2']) {
      const traffic = of(record.events, 'http').filter((e) => e.instance === client);
      expect(traffic.length).toBeGreaterThan(4);
      expect(new Set(traffic.map((e) => e.link))).toEqual(new Set([linkOf(client)]));
    }
    const serverLinks = connects
      .filter((e) => e.ref.role === 'server')
      .map((e) => e.link)
      .sort();
    expect(serverLinks).toEqual([linkOf('client#1'), linkOf('client#2')].sort());
  });

  it('records what arrived on the GET stream when the client closes without ending the session', async () => {
    const record = await runInNode(
      `${IMPORTS}
      let server;
      const link = createHttpLink(sessionRouter(() => {
        server = new McpServer({ name: 's', version: '1' });
        server.registerTool('first', { description: 'there from the start' }, async () => ({ content: [] }));
        return server;
      }));
      const client = new Client({ name: 'c', version: '1' });
      client.setNotificationHandler(ToolListChangedNotificationSchema, () => console.log('client heard: tools changed'));
      await client.connect(new StreamableHTTPClientTransport(new URL('https://x.example/mcp'), { fetch: link.fetch }));
      const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
      await tick(); // the GET stream is open by now
      server.registerTool('late', { description: 'added after connecting' }, async () => ({ content: [] }));
      await tick();
      await client.close();
    `.replace(
        "import { z } from 'zod';",
        "import { z } from 'zod';\nimport { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';",
      ),
    );
    expect(record.error).toBeUndefined();
    expect(new RunView(record).consoleOutput()).toEqual(['client heard: tools changed']);
    const get = of(record.events, 'http').filter((e) => e.method === 'GET');
    expect(get.map((e) => [e.direction, e.status])).toEqual([
      ['request', undefined],
      ['response', 200],
    ]);
    expect(get[1].body).toBe('event: message\ndata: {"method":"notifications/tools/list_changed","jsonrpc":"2.0"}\n\n');
  });

  it('answers 500 and prints the error when the handler throws', async () => {
    const record = await runInNode(`${IMPORTS}
      const link = createHttpLink(() => { throw new Error('handler bug'); }, { name: 'buggy' });
      const response = await link.fetch('https://x.example/mcp', { method: 'POST', body: '{}' });
      console.log(response.status, await response.text());
    `);
    const output = new RunView(record).consoleOutput();
    expect(output[0]).toMatch(/^\[buggy\] request handler failed: Error: handler bug/);
    expect(output[1]).toBe('500 Internal Server Error');
  });
});

describe('in-page Streamable HTTP, auth wrapper and stateless mode', () => {
  const WRAPPED = (url: string, headers: string) => `${IMPORTS}${TRACKER_SERVER}
const api = new IssueTrackerApi({ token: 'glpat-server-side' });
const MCP_TOKEN = 'mcp-token-1234';
const router = sessionRouter(() => createTrackerServer(api.client('glpat-server-side')));
// The learner's own wrapper: refuse before anything reaches a server or the API.
const link = createHttpLink(async (request) => {
  const url = new URL(request.url);
  if (url.searchParams.has('access_token')) {
    return Response.json({ error: 'invalid_request', error_description: 'Send the token in the Authorization header' }, { status: 400 });
  }
  if (request.headers.get('authorization') !== 'Bearer ' + MCP_TOKEN) {
    return Response.json({ error: 'invalid_token' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  }
  return router(request, { authInfo: { token: MCP_TOKEN, clientId: 'host', scopes: [] } });
});
const transport = new StreamableHTTPClientTransport(new URL(${url}), { fetch: link.fetch, requestInit: { headers: ${headers} } });
const client = new Client({ name: 'host', version: '1.0.0' });
try {
  await client.connect(transport);
  const result = await client.callTool({ name: 'list_open_issues', arguments: { project: 'acme/api' } });
  console.log('result', result.content[0].text);
  await transport.terminateSession();
} catch (error) {
  console.log('refused', error.code, error.message);
} finally {
  await client.close();
}
console.log('api calls', api.calls, 'sessions', router.sessionIds.length);
`;

  it('lets a good token through to the server and the API', async () => {
    const record = await runInNode(
      WRAPPED(`'https://tracker.example/mcp'`, `{ Authorization: 'Bearer ' + MCP_TOKEN }`),
    );
    expect(new RunView(record).consoleOutput()).toEqual([
      'result #1 Rate limiter answers 500 instead of 429',
      'api calls 1 sessions 0',
    ]);
  });

  it('refuses a token in the URL query with 400 before any server or API call', async () => {
    const record = await runInNode(WRAPPED(`'https://tracker.example/mcp?access_token=' + MCP_TOKEN`, '{}'));
    const output = new RunView(record).consoleOutput();
    expect(output[0]).toMatch(/^refused 400 Streamable HTTP error: Error POSTing to endpoint: .*invalid_request/);
    expect(output[1]).toBe('api calls 0 sessions 0');
    expect(of(record.events, 'connect').map((e) => e.ref.role)).toEqual(['client']);
    expect(of(record.events, 'api-call')).toEqual([]);
    const [request, response] = of(record.events, 'http');
    expect(request.url).toBe('https://tracker.example/mcp?access_token=mcp-token-1234');
    expect(response.status).toBe(400);
  });

  it('refuses a missing token with 401', async () => {
    const record = await runInNode(WRAPPED(`'https://tracker.example/mcp'`, '{}'));
    expect(new RunView(record).consoleOutput()).toEqual([
      expect.stringMatching(/^refused 401 /),
      'api calls 0 sessions 0',
    ]);
    expect(of(record.events, 'http').find((e) => e.direction === 'response')?.headers['www-authenticate']).toBe(
      'Bearer',
    );
  });

  it('serves each POST with a fresh server when stateless, and answers GET with 405', async () => {
    const record = await runInNode(`${IMPORTS}${TRACKER_SERVER}
      const api = new IssueTrackerApi({ token: 'glpat-server-side' });
      const link = createHttpLink(statelessHandler(() => createTrackerServer(api.client('glpat-server-side'))));
      const transport = new StreamableHTTPClientTransport(new URL('https://tracker.example/mcp'), { fetch: link.fetch });
      const client = new Client({ name: 'host', version: '1.0.0' });
      await client.connect(transport);
      const result = await client.callTool({ name: 'list_open_issues', arguments: { project: 'acme/web' } });
      console.log(transport.sessionId, result.content[0].text.split('\\n').length, api.calls);
      await client.close();
    `);
    expect(record.error).toBeUndefined();
    const run = new RunView(record);
    expect(run.consoleOutput()).toEqual(['undefined 2 1']);
    const http = of(record.events, 'http');
    const statuses = http.filter((e) => e.direction === 'response').map((e) => `${e.method} ${e.status}`);
    expect(statuses).toEqual(['POST 200', 'POST 202', 'GET 405', 'POST 200']);
    expect(http.every((e) => e.headers['mcp-session-id'] === undefined)).toBe(true);
    const servers = of(record.events, 'connect').filter((e) => e.ref.role === 'server');
    expect(servers.length).toBe(3);
    expect(new Set([...servers, ...http].map((e) => e.link)).size).toBe(1);
    // Each per-request server is closed once its answer has gone out.
    expect(of(record.events, 'close').filter((e) => e.layer === 'server').length).toBe(3);
    expect(run.toolCalls('list_open_issues')[0].to).toBe(servers[2].ref.id);
  });
});

describe('simulated stdio', () => {
  const stdioProgram = (env: string) => `${IMPORTS}${TRACKER_SERVER}
const api = new IssueTrackerApi({ token: 'glpat-stdio-token' });
const trackerProgram = defineServerProgram(async ({ env, argv, stdio }) => {
  stdio.log('starting with ' + argv.join(' ') + '; env: ' + Object.keys(env).join(','));
  await createTrackerServer(api.client(env.GITLAB_TOKEN)).connect(stdio);
});
const hostEnv = ${env};
const transport = new SimulatedStdioClientTransport({ command: 'node', args: ['tracker-server.js', '--verbose'], env: hostEnv, server: trackerProgram });
const client = new Client({ name: 'host', version: '1.0.0' });
await client.connect(transport);
const result = await client.callTool({ name: 'list_open_issues', arguments: { project: 'acme/web' } });
console.log(result.isError ?? false, result.content[0].text);
await client.close();
await transport.close();
console.log('api calls', api.calls, JSON.stringify(hostEnv));
`;

  it('reports a marked secret passed on the command line (process listings show it to anyone)', async () => {
    const program = `${IMPORTS}
import { secret } from 'mcp-tour/secrets';
const token = secret('glpat-argv-token-123', 'tracker token');
const echo = defineServerProgram(async ({ stdio }) => {
  const server = new McpServer({ name: 'echo', version: '1.0.0' });
  await server.connect(stdio);
});
const transport = new SimulatedStdioClientTransport({ command: 'node', args: ['server.js', '--token', token], env: {}, server: echo });
const client = new Client({ name: 'host', version: '1.0.0' });
await client.connect(transport);
await client.close();
`;
    const record = await runInNode(program);
    expect(record.error).toBeUndefined();
    const [spawn] = of(record.events, 'spawn');
    expect(of(record.events, 'secret-leak')).toEqual([
      expect.objectContaining({ where: 'command-line', label: 'tracker token', inEvent: spawn.seq }),
    ]);
  });

  it('spawns the program with exactly the env it was given and carries messages as JSON lines', async () => {
    const record = await runInNode(
      stdioProgram(`{ GITLAB_TOKEN: 'glpat-stdio-token', GITLAB_URL: 'https://gitlab.example.com' }`),
    );
    expect(record.error).toBeUndefined();
    const run = new RunView(record);
    expect(run.consoleOutput()).toEqual([
      'starting with node tracker-server.js --verbose; env: GITLAB_TOKEN,GITLAB_URL',
      'false #2 Add a dark mode\n#1 Login button does nothing on Safari',
      'api calls 1 {"GITLAB_TOKEN":"glpat-stdio-token","GITLAB_URL":"https://gitlab.example.com"}',
    ]);

    const [spawn] = of(record.events, 'spawn') as SpawnEvent[];
    expect(spawn).toMatchObject({
      layer: 'transport',
      command: 'node',
      args: ['tracker-server.js', '--verbose'],
      env: { GITLAB_TOKEN: 'glpat-stdio-token', GITLAB_URL: 'https://gitlab.example.com' },
    });

    // Every line is byte for byte what the SDK's serializeMessage writes, in order, on the right stream.
    const lines = of(record.events, 'stdio') as StdioEvent[];
    const sent = of(record.events, 'jsonrpc').filter((e) => e.direction === 'send');
    const expected = sent.map((e) => ({
      stream: e.layer === 'client' ? 'stdin' : 'stdout',
      text: `${JSON.stringify(e.message)}\n`,
    }));
    expect(lines.filter((l) => l.stream !== 'stderr').map((l) => ({ stream: l.stream, text: l.text }))).toEqual(
      expected,
    );
    expect(lines.filter((l) => l.stream === 'stderr').map((l) => l.text)).toEqual([
      'starting with node tracker-server.js --verbose; env: GITLAB_TOKEN,GITLAB_URL\n',
    ]);
    expect(lines.filter((l) => l.stream === 'stdin').map((l) => JSON.parse(l.text).method)).toEqual([
      'initialize',
      'notifications/initialized',
      'tools/call',
    ]);

    // One link for the spawn, the lines, and both ends' JSON-RPC events.
    const links = new Set([spawn, ...lines, ...of(record.events, 'connect'), ...sent].map((e) => e.link));
    expect(links).toEqual(new Set([spawn.link]));
    expect(of(record.events, 'connect').map((e) => `${e.ref.role}:${e.transport}`)).toEqual([
      'client:stdio',
      'server:stdio',
    ]);
    expect(run.toolCalls('list_open_issues')[0]).toMatchObject({ from: 'client#1', to: 'server#1' });
    // Closing ends the process once: one close per end, and the second close() is harmless.
    expect(
      of(record.events, 'close')
        .map((e) => e.layer)
        .sort(),
    ).toEqual(['client', 'server']);
  });

  it('passes nothing the host did not pass: without GITLAB_TOKEN the API refuses', async () => {
    const record = await runInNode(stdioProgram(`{}`));
    expect(record.error).toBeUndefined();
    const output = new RunView(record).consoleOutput();
    expect(output[0]).toBe('starting with node tracker-server.js --verbose; env: ');
    expect(output[1]).toBe('true 401 Unauthorized');
    expect(output[2]).toBe('api calls 1 {}');
    expect(of(record.events, 'api-call')[0]).toMatchObject({ status: 401, refusal: 'no credential' });
  });

  it('gives the child a copy of env: what it changes stays in the child', async () => {
    const record = await runInNode(`${IMPORTS}
      const env = { MODE: 'read-only' };
      const transport = new SimulatedStdioClientTransport({ command: 'srv', env, server: async ({ env: childEnv, stdio }) => {
        childEnv.MODE = 'changed';
        await new McpServer({ name: 's', version: '1' }).connect(stdio);
      }});
      const client = new Client({ name: 'c', version: '1' });
      await client.connect(transport);
      await client.close();
      console.log(env.MODE);
    `);
    expect(new RunView(record).consoleOutput()).toEqual(['read-only']);
    expect((of(record.events, 'spawn')[0] as SpawnEvent).env).toEqual({ MODE: 'read-only' });
  });

  it('reports a crashing program on stderr and closes the connection', async () => {
    const record = await runInNode(`${IMPORTS}
      const transport = new SimulatedStdioClientTransport({ command: 'srv', stderr: 'ignore', server: () => { throw new TypeError('cannot read config'); } });
      const client = new Client({ name: 'c', version: '1' });
      await client.connect(transport).catch((error) => console.log('connect failed:', error.message));
    `);
    expect(new RunView(record).consoleOutput()).toEqual(['connect failed: MCP error -32000: Connection closed']);
    const stderr = (of(record.events, 'stdio') as StdioEvent[]).filter((l) => l.stream === 'stderr');
    expect(stderr.map((l) => l.text)).toEqual(['TypeError: cannot read config\n']);
  });

  it('shows what a stray write to stdout does: the client reports a line that is not a message', async () => {
    const record = await runInNode(`${IMPORTS}
      const transport = new SimulatedStdioClientTransport({ command: 'srv', server: async ({ stdio }) => {
        await new McpServer({ name: 's', version: '1' }).connect(stdio);
        stdio.write('Server started!\\n');
      }});
      const client = new Client({ name: 'c', version: '1' });
      client.onerror = (error) => console.log('client error:', error.name);
      await client.connect(transport);
      await client.ping();
      await client.close();
    `);
    expect(record.error).toBeUndefined();
    expect(new RunView(record).consoleOutput()).toEqual(['client error: SyntaxError']);
    expect(
      (of(record.events, 'stdio') as StdioEvent[]).some((l) => l.stream === 'stdout' && l.text === 'Server started!\n'),
    ).toBe(true);
  });

  it('ends the process when the server closes, and refuses to send afterwards', async () => {
    const record = await runInNode(`${IMPORTS}
      let server;
      const transport = new SimulatedStdioClientTransport({ command: 'srv', server: async ({ stdio }) => {
        server = new McpServer({ name: 's', version: '1' });
        await server.connect(stdio);
      }});
      const client = new Client({ name: 'c', version: '1' });
      client.onclose = () => console.log('client saw close');
      await client.connect(transport);
      await server.close();
      await new Promise((resolve) => setTimeout(resolve, 0));
      await transport.send({ jsonrpc: '2.0', method: 'notifications/x' }).catch((error) => console.log(error.message));
      await transport.close();
    `);
    expect(new RunView(record).consoleOutput()).toEqual(['client saw close', 'Not connected']);
  });

  it('exits a program that never connects, as a node process with nothing to do would', async () => {
    const record = await runInNode(`${IMPORTS}
      const transport = new SimulatedStdioClientTransport({ command: 'srv', server: () => {} });
      await new Client({ name: 'c', version: '1' }).connect(transport).catch((error) => console.log(error.message));
    `);
    expect(new RunView(record).consoleOutput()).toEqual(['MCP error -32000: Connection closed']);
  });
});
