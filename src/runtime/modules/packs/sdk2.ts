import * as client from '@modelcontextprotocol/client';
import * as server from '@modelcontextprotocol/server';
import * as serverStdio from '@modelcontextprotocol/server/stdio';
import { installProtocolTracing } from '../../trace/instrumentProtocol';
import { installToolTracing } from '../../trace/instrumentTools';
import { tracedEndpoint } from '../../trace/perRequestServers';
import type { SDK2_MODULES } from '../available';
import type { ModulePack, Namespace } from '../registry';

// SDK v2, loaded only by programs that import it. Its client and server packages each bundle a
// copy of the SDK's core, so each has a Protocol class (and an InMemoryTransport) of its own, and
// both are traced. The sandbox builds this file for the browser (the `browser` export condition:
// @cfworker/json-schema, no Node built-ins); the Node runner imports Node's build, as `node` would.

/**
 * createMcpHandler as the SDK has it, with the servers its factory builds traced per client
 * connection (trace/perRequestServers.ts). What the handler answers is unchanged.
 */
const createMcpHandler: typeof server.createMcpHandler = (factory, options) => {
  const endpoint = tracedEndpoint();
  const handler = server.createMcpHandler(async (context) => {
    const product = await factory(context);
    endpoint.adopt(context.requestInfo, product, ...(product instanceof server.McpServer ? [product.server] : []));
    return product;
  }, options);
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
