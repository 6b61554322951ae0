import * as client from '@modelcontextprotocol/client';
import * as server from '@modelcontextprotocol/server';
import * as serverStdio from '@modelcontextprotocol/server/stdio';
import { installProtocolTracing } from '../../trace/instrumentProtocol';
import { installToolTracing } from '../../trace/instrumentTools';
import { activeRecorder } from '../../trace/activeRecorder';
import { tracedEndpoint } from '../../trace/perRequestServers';
import type { SDK2_MODULES } from '../available';
import type { ModulePack, Namespace } from '../registry';

// SDK v2, loaded only by programs that import it. Its client and server packages each bundle a
// copy of the SDK's core, so each has a Protocol class (and an InMemoryTransport) of its own, and
// both are traced. The sandbox builds this file for the browser (the `browser` export condition:
// @cfworker/json-schema, no Node built-ins); the Node runner imports Node's build, as `node` would.

/**
 * createMcpHandler as the SDK has it, with the servers its factory builds traced per client
 * connection (trace/perRequestServers.ts), and what it catches reported to the trace: an exception
 * in the factory or a handler becomes a 500 or a JSON-RPC error, and without the program's own
 * `onerror` nothing would say why. What the handler answers is unchanged.
 */
const createMcpHandler: typeof server.createMcpHandler = (factory, options) => {
  const endpoint = tracedEndpoint();
  /** The name of the server the factory built last: the one a failure belongs to (all are alike). */
  let serverName: string | undefined;
  const onerror = (error: Error) => {
    reportServerError(serverName ?? 'createMcpHandler', error);
    options?.onerror?.(error);
  };
  const handler = server.createMcpHandler(
    async (context) => {
      const product = await factory(context);
      const inner = product instanceof server.McpServer ? product.server : product;
      serverName = (inner as unknown as { _serverInfo?: { name?: string } })._serverInfo?.name ?? serverName;
      endpoint.adopt(context.requestInfo, product, ...(inner === product ? [] : [inner]));
      return product;
    },
    { ...options, onerror },
  );
  const fetch = handler.fetch.bind(handler);
  handler.fetch = async (request, requestOptions) => {
    // Whatever the caller passes goes to the SDK unchanged (a body already read comes as
    // parsedBody, as the SDK documents; a URL gets the SDK's own answer); only a Request is read here.
    if (request instanceof Request) {
      const parsed = requestOptions?.parsedBody;
      const readable = request.method.toUpperCase() === 'POST' && !request.bodyUsed;
      const body =
        parsed !== undefined
          ? JSON.stringify(parsed)
          : readable
            ? await request
                .clone()
                .text()
                .catch(() => undefined)
            : undefined;
      endpoint.arrive(request, body);
    }
    return fetch(request, requestOptions);
  };
  return handler;
};

/**
 * Only exceptions the program's code threw: the SDK also reports requests it refused on purpose
 * (a wrong media type, a 2025-era request on a modern-only endpoint), and the client sees those.
 */
function reportServerError(server: string, error: Error): void {
  const recorder = activeRecorder();
  if (!recorder) return;
  const located = recorder.locate(error);
  if (located.line === undefined) return;
  recorder.emit({ kind: 'server-error', layer: 'server', server, error: located });
}

/**
 * serveStdio as the SDK has it, except that it needs `{ transport }`: there is no process here
 * whose stdin and stdout it could take (in the browser the SDK would throw on first read; under the
 * Node runner it would take over the test process's own).
 */
const serveStdio: typeof serverStdio.serveStdio = (factory, options) => {
  if (!options?.transport) {
    throw new Error(
      'serveStdio needs { transport } in MCP Tour: a program here has no process stdin/stdout. Serve the stdio of a simulated process: defineServerProgram(({ stdio }) => serveStdio(factory, { transport: stdio })) from mcp-tour/transports.',
    );
  }
  return serverStdio.serveStdio(factory, options);
};

/** StdioServerTransport as the SDK has it, with the tour's advice where it would read this process's own stdin/stdout. */
class StdioServerTransport extends serverStdio.StdioServerTransport {
  constructor(...streams: ConstructorParameters<typeof serverStdio.StdioServerTransport>) {
    if (streams[0] === undefined || streams[1] === undefined) {
      throw new Error(
        "new StdioServerTransport() reads this process's stdin and stdout, and a program in MCP Tour has none. Run the server as a simulated process instead: defineServerProgram(({ stdio }) => server.connect(stdio)) from mcp-tour/transports, with a SimulatedStdioClientTransport on the client side.",
      );
    }
    super(...streams);
  }
}

const modules: Readonly<Record<(typeof SDK2_MODULES)[number], Namespace>> = {
  '@modelcontextprotocol/server': { ...server, createMcpHandler },
  '@modelcontextprotocol/client': client,
  '@modelcontextprotocol/server/stdio': { ...serverStdio, serveStdio, StdioServerTransport },
};

export const sdk2Pack: ModulePack = {
  modules,
  install() {
    const inMemory = [client.InMemoryTransport, server.InMemoryTransport];
    const http = [
      client.StreamableHTTPClientTransport,
      server.WebStandardStreamableHTTPServerTransport,
      server.PerRequestHTTPServerTransport,
    ];
    for (const Protocol of [client.Protocol, server.Protocol]) {
      installProtocolTracing({
        generation: 2,
        Protocol: Protocol as never,
        Client: client.Client as never,
        inMemory,
        http,
      });
    }
    installToolTracing(server.McpServer);
  },
};
