import * as client from '@modelcontextprotocol/sdk/client/index.js';
import * as inMemory from '@modelcontextprotocol/sdk/inMemory.js';
import * as serverCompletable from '@modelcontextprotocol/sdk/server/completable.js';
import * as serverIndex from '@modelcontextprotocol/sdk/server/index.js';
import * as serverMcp from '@modelcontextprotocol/sdk/server/mcp.js';
import * as sharedMetadata from '@modelcontextprotocol/sdk/shared/metadataUtils.js';
import * as sharedProtocol from '@modelcontextprotocol/sdk/shared/protocol.js';
import * as sharedUriTemplate from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import * as types from '@modelcontextprotocol/sdk/types.js';
import { installProtocolTracing } from '../../trace/instrumentProtocol';
import { installToolTracing } from '../../trace/instrumentTools';
import type { SDK_MODULES } from '../available';
import type { SDK1_HTTP_MODULES } from '../packs';
import type { ModulePack, Namespace } from '../registry';

// SDK 1.x, loaded for code that imports it or the tour's helpers (packs/tour.ts, built on it). A
// program that imports only SDK v2 downloads none of it. Its Streamable HTTP transports (with the
// OAuth client and SSE parser they bring) are a module set of their own (sdk1Http.ts).

const modules: Readonly<Record<Exclude<(typeof SDK_MODULES)[number], (typeof SDK1_HTTP_MODULES)[number]>, Namespace>> =
  {
    '@modelcontextprotocol/sdk/client/index.js': client,
    '@modelcontextprotocol/sdk/server/mcp.js': serverMcp,
    '@modelcontextprotocol/sdk/server/index.js': serverIndex,
    '@modelcontextprotocol/sdk/inMemory.js': inMemory,
    '@modelcontextprotocol/sdk/types.js': types,
    '@modelcontextprotocol/sdk/shared/protocol.js': sharedProtocol,
    '@modelcontextprotocol/sdk/shared/uriTemplate.js': sharedUriTemplate,
    '@modelcontextprotocol/sdk/shared/metadataUtils.js': sharedMetadata,
    '@modelcontextprotocol/sdk/server/completable.js': serverCompletable,
  };

export const sdk1Pack: ModulePack = {
  modules,
  install() {
    installProtocolTracing({
      generation: 1,
      Protocol: sharedProtocol.Protocol as never,
      Client: client.Client as never,
      inMemory: [inMemory.InMemoryTransport],
      // Marked by sdk1Http.ts, which carries them.
      http: [],
    });
    installToolTracing(serverMcp.McpServer);
  },
};
