// The import specifiers learner code may use. Kept apart from the registry (which pulls in the SDK)
// so that messages and the editor can list them without loading any module.
import { offlineMessage } from '../offline';

export const SDK_MODULES = [
  '@modelcontextprotocol/sdk/client/index.js',
  '@modelcontextprotocol/sdk/server/mcp.js',
  '@modelcontextprotocol/sdk/server/index.js',
  '@modelcontextprotocol/sdk/inMemory.js',
  '@modelcontextprotocol/sdk/types.js',
  '@modelcontextprotocol/sdk/client/streamableHttp.js',
  '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js',
  '@modelcontextprotocol/sdk/shared/protocol.js',
  '@modelcontextprotocol/sdk/shared/uriTemplate.js',
  '@modelcontextprotocol/sdk/shared/metadataUtils.js',
  '@modelcontextprotocol/sdk/server/completable.js',
] as const;

/** SDK v2 (spec 2026-07-28 and 2025-11-25): loaded only by programs that import it (see packs.ts). */
export const SDK2_MODULES = [
  '@modelcontextprotocol/server',
  '@modelcontextprotocol/client',
  '@modelcontextprotocol/server/stdio',
] as const;

/** Node's assert, as a stand-in (modules/assert.ts); loaded only by programs that import it. */
export const ASSERT_MODULES = ['node:assert', 'node:assert/strict'] as const;

export const LIBRARY_MODULES = ['zod', 'zod/v4', ...ASSERT_MODULES] as const;

/** The tour's own helpers: a host with a simulated model, a downstream API, transports, secrets, acceptance tests, probes. */
export const TOUR_MODULES = [
  'mcp-tour/host',
  'mcp-tour/api',
  'mcp-tour/transports',
  'mcp-tour/secrets',
  'mcp-tour/acceptance',
  'mcp-tour/probes',
] as const;

/** Same modules under a second name, as Node resolves them. */
export const MODULE_ALIASES: Readonly<Record<string, string>> = {
  assert: 'node:assert',
  'assert/strict': 'node:assert/strict',
};

export const AVAILABLE_MODULES: readonly string[] = [
  ...SDK_MODULES,
  ...SDK2_MODULES,
  ...LIBRARY_MODULES,
  ...TOUR_MODULES,
];

/** Subpaths that exist in the SDK but need Node (child processes, node:http, node:crypto). */
const NODE_ONLY_SDK =
  /^@modelcontextprotocol\/(sdk\/(client\/stdio|server\/stdio|server\/sse|client\/sse|server\/streamableHttp|server\/express|server\/auth\/|experimental\/)|client\/stdio$)/;

export function canonicalSpecifier(specifier: string): string | undefined {
  const name = MODULE_ALIASES[specifier] ?? specifier;
  return AVAILABLE_MODULES.includes(name) ? name : undefined;
}

/** A module by URL ("https://esm.sh/…"), which a static import names and a dynamic one fetches. */
const URL_SPECIFIER = /^([a-z][a-z\d+.-]*:\/\/|data:|blob:)/i;

/** What an import from a URL hears, static or dynamic: the sandbox is offline, like fetch. */
export function urlImportMessage(url: string): string {
  return offlineMessage(`importing the module at ${url}`);
}

export function unknownModuleMessage(specifier: string): string {
  if (URL_SPECIFIER.test(specifier)) return urlImportMessage(specifier);
  const why = NODE_ONLY_SDK.test(specifier)
    ? ` It needs Node.js (processes, sockets or node:crypto), so it cannot run in a browser.`
    : '';
  return `Cannot import "${specifier}": MCP Tour does not provide this module.${why} Modules you can import: ${AVAILABLE_MODULES.join(', ')}.`;
}

/** For a module the sandbox loads only when a program names it (packs.ts) but this one did not, by a literal. */
export function notLoadedMessage(specifier: string): string {
  return `Cannot import "${specifier}": MCP Tour loads it only for code that imports it by name. Write the name as a string literal, for example import("${specifier}") or import … from "${specifier}".`;
}
