import * as client from '@modelcontextprotocol/client';
import * as server from '@modelcontextprotocol/server';
import { installProtocolTracing } from '../../trace/instrumentProtocol';
import { installToolTracing } from '../../trace/instrumentTools';
import type { SDK2_MODULES } from '../available';
import type { ModulePack, Namespace } from '../registry';

// SDK v2, loaded only by programs that import it. Its client and server packages each bundle a
// copy of the SDK's core, so each has a Protocol class (and an InMemoryTransport) of its own, and
// both are traced. The sandbox builds this file for the browser (the `browser` export condition:
// @cfworker/json-schema, no Node built-ins); the Node runner imports Node's build, as `node` would.

const modules: Readonly<Record<(typeof SDK2_MODULES)[number], Namespace>> = {
  '@modelcontextprotocol/server': server,
  '@modelcontextprotocol/client': client,
};

export const sdk2Pack: ModulePack = {
  modules,
  install() {
    const inMemory = [client.InMemoryTransport, server.InMemoryTransport];
    const http = [client.StreamableHTTPClientTransport, server.WebStandardStreamableHTTPServerTransport, server.PerRequestHTTPServerTransport];
    for (const Protocol of [client.Protocol, server.Protocol]) {
      installProtocolTracing({ generation: 2, Protocol: Protocol as never, Client: client.Client, inMemory, http });
    }
    installToolTracing(server.McpServer);
  },
};
