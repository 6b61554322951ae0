import * as client from '@modelcontextprotocol/sdk/client/index.js';
import * as clientStreamableHttp from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import * as inMemory from '@modelcontextprotocol/sdk/inMemory.js';
import * as serverIndex from '@modelcontextprotocol/sdk/server/index.js';
import * as serverCompletable from '@modelcontextprotocol/sdk/server/completable.js';
import * as serverMcp from '@modelcontextprotocol/sdk/server/mcp.js';
import * as serverWebStandard from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import * as sharedMetadata from '@modelcontextprotocol/sdk/shared/metadataUtils.js';
import * as sharedProtocol from '@modelcontextprotocol/sdk/shared/protocol.js';
import * as sharedUriTemplate from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import * as types from '@modelcontextprotocol/sdk/types.js';
import * as zod from 'zod';
import * as zodV4 from 'zod/v4';
import { namespaceFor } from './assert';
import * as tourAcceptance from './tour/acceptance';
import * as tourApi from './tour/api';
import * as tourHost from './tour/host';
import * as tourSecrets from './tour/secrets';
import * as tourTransports from './tour/transports';
import type { LIBRARY_MODULES, SDK_MODULES, TOUR_MODULES } from './available';

// The module instances learner code receives, keyed by canonical specifier. Everything here is
// bundled into the sandbox (and loaded by the Node runner in tests), never into the page.

type Namespace = Readonly<Record<string, unknown>>;

export const moduleRegistry: Readonly<Record<(typeof SDK_MODULES | typeof LIBRARY_MODULES | typeof TOUR_MODULES)[number], Namespace>> = {
  '@modelcontextprotocol/sdk/client/index.js': client,
  '@modelcontextprotocol/sdk/server/mcp.js': serverMcp,
  '@modelcontextprotocol/sdk/server/index.js': serverIndex,
  '@modelcontextprotocol/sdk/inMemory.js': inMemory,
  '@modelcontextprotocol/sdk/types.js': types,
  '@modelcontextprotocol/sdk/client/streamableHttp.js': clientStreamableHttp,
  '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js': serverWebStandard,
  '@modelcontextprotocol/sdk/shared/protocol.js': sharedProtocol,
  '@modelcontextprotocol/sdk/shared/uriTemplate.js': sharedUriTemplate,
  '@modelcontextprotocol/sdk/shared/metadataUtils.js': sharedMetadata,
  '@modelcontextprotocol/sdk/server/completable.js': serverCompletable,
  zod,
  'zod/v4': zodV4,
  'node:assert': namespaceFor('legacy'),
  'node:assert/strict': namespaceFor('strict'),
  'mcp-tour/host': tourHost,
  'mcp-tour/api': tourApi,
  'mcp-tour/transports': tourTransports,
  'mcp-tour/secrets': tourSecrets,
  'mcp-tour/acceptance': tourAcceptance,
};

const REGISTRY_GLOBAL = '__mcpTourModules';

/** Makes the registry reachable from shim modules, which are separate module records. */
export function exposeRegistry(scope: object): void {
  Object.defineProperty(scope, REGISTRY_GLOBAL, { value: moduleRegistry, configurable: true });
}

/** Source of a module that re-exports one registry entry under its own names. */
export function shimSource(specifier: string): string {
  const namespace = (moduleRegistry as Record<string, Namespace>)[specifier];
  const access = `globalThis[${JSON.stringify(REGISTRY_GLOBAL)}][${JSON.stringify(specifier)}]`;
  const names = Object.keys(namespace);
  // String export names ("catch", "default") are valid for any key, reserved words included.
  const lines = [`const m = ${access};`, ...names.map((name, i) => `const e${i} = m[${JSON.stringify(name)}];`)];
  lines.push(`export { ${names.map((name, i) => `e${i} as ${JSON.stringify(name)}`).join(', ')} };`);
  return lines.join('\n');
}
