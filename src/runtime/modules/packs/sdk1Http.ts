import * as clientStreamableHttp from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import * as serverWebStandard from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { markTransportKind } from '../../trace/instrumentProtocol';
import type { SDK1_HTTP_MODULES } from '../packs';
import type { ModulePack, Namespace } from '../registry';

// SDK 1.x's Streamable HTTP transports, with the OAuth client and the SSE parser they bring: about a
// quarter of SDK 1.x, which a program loads only when it (or the tour's helpers, whose HTTP links
// serve them) imports them. In the sandbox this script comes after SDK 1.x's and takes the SDK's
// types from it (build/sandbox/sandboxPacks.ts).

const modules: Readonly<Record<(typeof SDK1_HTTP_MODULES)[number], Namespace>> = {
  '@modelcontextprotocol/sdk/client/streamableHttp.js': clientStreamableHttp,
  '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js': serverWebStandard,
};

export const sdk1HttpPack: ModulePack = {
  modules,
  install() {
    // The Wire view names a connection over these "http" (trace/instrumentProtocol.ts).
    markTransportKind(clientStreamableHttp.StreamableHTTPClientTransport.prototype, 'http');
    markTransportKind(serverWebStandard.WebStandardStreamableHTTPServerTransport.prototype, 'http');
  },
};
