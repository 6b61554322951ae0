import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import type { SpawnEvent, StdioEvent } from '../../src/runtime/trace/events';
import {
  clientConnections,
  closed,
  serversOnLink,
  type ClientConnection,
} from '../../src/lessons/checkKit/connections';
import { describeExchange, httpExchanges, rpcMethodOf } from '../../src/lessons/checkKit/http';
import { sameJson } from '../../src/lessons/checkKit/json';
import { contentText } from '../../src/lessons/checkKit/llmContext';
import { handlerOf, tracedToolCalls } from '../../src/lessons/checkKit/toolCalls';

const TOOL = 'list_open_issues';
const VERSION = '2025-11-25';

function connectionOver(run: RunView, transport: 'stdio' | 'http'): ClientConnection | undefined {
  return clientConnections(run).find((c) => c.transport === transport);
}

/**
 * A command line as a failure message may show it: an argument that could be a credential is
 * masked, since a message must never print a secret (the views mask them; a message is plain text).
 */
function shownCommand(spawn: SpawnEvent): string {
  const harmless = (arg: string) =>
    /^-{1,2}[\w-]+$/.test(arg) || /^[\w@./-]+\.(c|m)?(js|ts|py)$/.test(arg) || /^[a-z][a-z-]*$/.test(arg);
  return [spawn.command, ...spawn.args.map((arg) => (harmless(arg) ? arg : '•••'))].join(' ');
}

/** True when an argument looks like a credential: a known token prefix, or a long mix of letters and digits. */
const credentialLike = (arg: string) =>
  /glpat-|token|secret|bearer/i.test(arg) ||
  (/\d/.test(arg) && /[a-z]/i.test(arg) && arg.length >= 16 && !/\.(c|m)?(js|ts|py)$/.test(arg));

function spawnOf(run: RunView, link: string): SpawnEvent | undefined {
  return run.events.find((e): e is SpawnEvent => e.kind === 'spawn' && e.link === link);
}

/** The first tools/call of TOOL a connection's client sent, with the handler run it caused. */
function callOn(run: RunView, connection: ClientConnection) {
  const call = tracedToolCalls(run, TOOL).find((c) => c.from === connection.client.id);
  return call && { call, handler: handlerOf(run, call) };
}

// Shortcuts this lesson rules out, and what catches each:
// - a token passed on the child's command line, or not at all → stdio-child, same-roles;
// - an HTTP session left open, or a DELETE for another session id → shutdown;
// - a session id or protocol version header missing from later requests → http-session.
// The server here is the starter's; the learner writes the host side, so there is no server to probe.
export default defineChecks([
  {
    id: 'stdio-child',
    title:
      'stdio: the host starts the server as a child process, hands it GITLAB_TOKEN in its environment, and every line on stdin/stdout is one JSON-RPC message',
    test(run) {
      const stdio = connectionOver(run, 'stdio');
      if (!stdio)
        return missingStep('No client connected over stdio. Keep the SimulatedStdioClientTransport connection.');
      const spawn = spawnOf(run, stdio.link);
      if (!spawn) return 'The stdio connection has no spawn event: the host should start the server program itself.';
      const token = spawn.env.GITLAB_TOKEN;
      const onCommandLine = spawn.args.some((arg) => (token && arg.includes(token)) || credentialLike(arg));
      if (onCommandLine)
        return `The host started "${shownCommand(spawn)}": a credential is on the command line, where anyone who can list processes can read it. Pass the token in env only.`;
      if (!token) {
        return (
          `The host started "${shownCommand(spawn)}" with the environment {${Object.keys(spawn.env).join(', ')}}, without GITLAB_TOKEN. ` +
          `The program reads its token from its environment, and a child gets only what the host passes (the SDK's StdioClientTransport adds a few harmless variables such as HOME and PATH). Add GITLAB_TOKEN to env.`
        );
      }
      const lines = run.events.filter(
        (e): e is StdioEvent => e.kind === 'stdio' && e.link === stdio.link && e.stream !== 'stderr',
      );
      if (lines.length === 0) return missingStep('Nothing crossed stdin or stdout.');
      for (const line of lines) {
        const body = line.text.endsWith('\n') ? line.text.slice(0, -1) : undefined;
        let message: { jsonrpc?: unknown } | undefined;
        try {
          message = body === undefined || body.includes('\n') ? undefined : (JSON.parse(body) as { jsonrpc?: unknown });
        } catch {
          message = undefined;
        }
        if (message?.jsonrpc !== '2.0')
          return `This ${line.stream} line is not one JSON-RPC message ended by a newline: ${JSON.stringify(line.text.slice(0, 80))}`;
      }
      const first = lines.find((l) => l.stream === 'stdin');
      if (!first?.text.includes('"method":"initialize"'))
        return 'The first line the host writes to the child should be the initialize request.';
      const refused = run.events.find(
        (e) => e.kind === 'api-call' && e.seq > stdio.startSeq && e.seq < stdio.endSeq && e.refusal,
      );
      if (refused && refused.kind === 'api-call')
        return `The child reached GitLab, which refused it (${refused.status}: ${refused.refusal}). Check the token the host passes.`;
    },
  },
  {
    id: 'http-session',
    title: `Streamable HTTP: the client reaches a server it did not start, gets an Mcp-Session-Id, sends it with MCP-Protocol-Version: ${VERSION} on every later request, and opens the GET stream`,
    kind: 'observes',
    test(run) {
      const http = connectionOver(run, 'http');
      if (!http)
        return missingStep(
          'No client connected over Streamable HTTP. Keep the StreamableHTTPClientTransport connection.',
        );
      if (spawnOf(run, http.link))
        return 'Something spawned a process for the HTTP connection; an HTTP server runs on its own.';
      const exchanges = httpExchanges(run, http.link);
      const [initialize, ...later] = exchanges;
      if (!initialize || rpcMethodOf(initialize.request) !== 'initialize')
        return 'The first HTTP request should be a POST carrying initialize.';
      if (initialize.request.headers['mcp-session-id'])
        return 'The initialize request already carried an Mcp-Session-Id; a new session starts without one.';
      const session = initialize.response?.headers['mcp-session-id'];
      if (!session)
        return `The initialize response (${describeExchange(initialize)}) carried no Mcp-Session-Id. Serve the endpoint with sessionRouter.`;
      if (later.length === 0) return missingStep('Nothing was sent after initialize.');
      for (const x of later) {
        if (x.request.headers['mcp-session-id'] !== session)
          return `${describeExchange(x)} did not carry Mcp-Session-Id: ${session}.`;
        if (x.request.headers['mcp-protocol-version'] !== VERSION)
          return `${describeExchange(x)} carried MCP-Protocol-Version ${x.request.headers['mcp-protocol-version'] ?? '(none)'}, expected ${VERSION}.`;
      }
      const stream = later.find((x) => x.request.method === 'GET');
      if (!stream) return missingStep('The client never opened the GET stream the server uses for its own messages.');
      if (!stream.request.headers.accept?.includes('text/event-stream'))
        return 'The GET request should accept text/event-stream.';
      if (stream.response?.status !== 200 || !stream.response.headers['content-type']?.startsWith('text/event-stream'))
        return `The GET stream was answered ${stream.response?.status ?? 'never'}, not as a text/event-stream.`;
    },
  },
  {
    id: 'same-roles',
    title: `The transport changes nothing the client sees: the same tools/list, and the same result from ${TOOL} over stdio and over HTTP, both read from GitLab`,
    test(run) {
      const stdio = connectionOver(run, 'stdio');
      const http = connectionOver(run, 'http');
      if (!stdio || !http) return missingStep('Connect one client over stdio and one over Streamable HTTP.');
      const listed = [stdio, http].map(
        (c) => run.exchanges('tools/list').find((x) => x.link === c.link)?.response?.result,
      );
      if (listed.some((l) => l === undefined)) return missingStep('Ask both servers for tools/list.');
      if (!sameJson(listed[0], listed[1]))
        return 'The two connections listed different tools; they run the same server code.';
      const calls = [stdio, http].map((c) => callOn(run, c));
      const [overStdio, overHttp] = calls;
      if (!overStdio || !overHttp)
        return missingStep(`Call ${TOOL} through both connections, with the same arguments.`);
      if (!sameJson(overStdio.call.arguments, overHttp.call.arguments))
        return `The two ${TOOL} calls had different arguments: ${JSON.stringify(overStdio.call.arguments)} and ${JSON.stringify(overHttp.call.arguments)}.`;
      const texts = calls.map(
        (c) => `"${contentText(c!.call.result?.content)}"${c!.call.result?.isError ? ' (isError)' : ''}`,
      );
      if (!sameJson(overStdio.call.result, overHttp.call.result))
        return `The same call gave different results: over stdio ${texts[0]}, over HTTP ${texts[1]}. Same server, same question: only its configuration can differ. Look at what the stdio child was given.`;
      if (overStdio.call.result?.isError) return `Both calls failed: ${texts[0]}.`;
      for (const [label, c] of [
        ['stdio', overStdio],
        ['HTTP', overHttp],
      ] as const) {
        if (!c.handler?.apiCalls.some((a) => a.status === 200))
          return `The handler behind the ${label} call did not read GitLab.`;
      }
    },
  },
  {
    id: 'shutdown',
    title:
      'Shutdown: the host ends its stdio child, and the HTTP client ends its session with a DELETE that the server honours',
    test(run) {
      const stdio = connectionOver(run, 'stdio');
      const http = connectionOver(run, 'http');
      if (!stdio || !http) return missingStep('Connect one client over stdio and one over Streamable HTTP.');
      const child = serversOnLink(run, stdio.link)[0];
      if (!child || !closed(run, stdio.client.id) || !closed(run, child.id))
        return missingStep('The stdio child is still running. Close the stdio client: that ends the child process.');
      const [initialize] = httpExchanges(run, http.link);
      const session = initialize?.response?.headers['mcp-session-id'];
      const endpoint = initialize && new URL(initialize.request.url).href;
      // The DELETE may come from the transport (terminateSession) or from any fetch to the same endpoint.
      const deletes = httpExchanges(run).filter(
        (x) => x.request.method === 'DELETE' && new URL(x.request.url).href === endpoint,
      );
      const remove = deletes.find((x) => x.request.headers['mcp-session-id'] === session);
      const server = serversOnLink(run, http.link)[0];
      if (!remove) {
        if (deletes.length)
          return `A DELETE went to the endpoint with Mcp-Session-Id ${deletes[0].request.headers['mcp-session-id'] ?? '(none)'}, not ${session}: the session was not ended.`;
        return missingStep(
          `No DELETE ended ${session ?? 'the HTTP session'}: the server keeps its transport and its McpServer until it expires the session itself. ` +
            'client.close() only drops the connection: the session has to be ended first, with a DELETE that carries the Mcp-Session-Id (hint 2 says where).',
        );
      }
      if (remove.response?.status !== 200)
        return `The server answered the DELETE with ${remove.response?.status ?? 'nothing'}.`;
      const ended =
        server && run.events.some((e) => e.kind === 'close' && e.instance === server.id && e.seq > remove.request.seq);
      if (!ended) return 'The server did not close its side of the session after the DELETE.';
    },
  },
]);
