import { ASSERT_MODULES, MODULE_ALIASES, SDK_MODULES, SDK2_MODULES, TOUR_MODULES } from './available';

// The sandbox runtime carries zod. Each SDK generation is a "pack", a module set loaded only when a
// program imports it: a lesson that imports only 1.x downloads no v2 byte, and the reverse. (The
// tour's helpers are built on SDK 1.x and come with its pack.) node:assert is a pack as well: one
// lesson uses it. The page decides which packs a program needs before it
// runs (a scan of its string literals: no parser on the page), the sandbox loads them, and a
// program that reaches a module by a computed name gets a message saying how to name it.

export const PACKS = ['sdk1', 'sdk2', 'assert'] as const;
export type PackName = (typeof PACKS)[number];

/** A pack as a learner knows it, for messages. */
export const PACK_LABELS: Readonly<Record<PackName, string>> = {
  sdk1: "SDK 1.x (@modelcontextprotocol/sdk, with the tour's helpers)",
  sdk2: 'SDK v2 (@modelcontextprotocol/server and /client)',
  assert: 'node:assert',
};

const PACK_OF: Readonly<Record<string, PackName>> = Object.fromEntries([
  ...[...SDK_MODULES, ...TOUR_MODULES].map((specifier) => [specifier, 'sdk1'] as const),
  ...SDK2_MODULES.map((specifier) => [specifier, 'sdk2'] as const),
  ...ASSERT_MODULES.map((specifier) => [specifier, 'assert'] as const),
]);

export function packOf(specifier: string): PackName | undefined {
  return PACK_OF[MODULE_ALIASES[specifier] ?? specifier];
}

/** Every pack's module that appears in `source` as a quoted string: imports, dynamic imports, and a few false positives that only cost a download. */
function packModulesIn(source: string): string[] {
  return [
    ...source.matchAll(/["'`](@modelcontextprotocol\/[\w./-]+|mcp-tour\/[\w-]+|(?:node:)?assert(?:\/strict)?)["'`]/g),
  ].flatMap((match) => (packOf(match[1]) ? [MODULE_ALIASES[match[1]] ?? match[1]] : []));
}

/** Every pack one of whose modules `source` names. */
export function packsImportedBy(source: string): PackName[] {
  const found = new Set(packModulesIn(source).map(packOf));
  return PACKS.filter((pack) => found.has(pack));
}

/**
 * What the sandbox loads for a program, in load order: one script each for SDK v2 and node:assert,
 * three for the sdk1 pack: SDK 1.x (sdk1), its Streamable HTTP transports (sdk1http) and the tour's
 * helpers (tour). The last two take SDK 1.x from the sdk1 script (SCRIPT_NEEDS), and a program
 * downloads only the scripts whose modules it imports. One more script is no module set: the
 * transpiler, which the sandbox asks for when a program has type syntax (transpile/typeSyntax.ts).
 * And one is part of zod: z.fromJSONSchema and z.compile (sandbox/zodExtras/zodExtrasSlot.ts),
 * loaded for a program that names them.
 */
export const PACK_SCRIPTS = ['transpile', 'zodExtras', 'sdk1', 'sdk1http', 'tour', 'sdk2', 'assert'] as const;
export type PackScript = (typeof PACK_SCRIPTS)[number];

/** A script as a learner knows it, for messages. */
export const SCRIPT_LABELS: Readonly<Record<PackScript, string>> = {
  ...PACK_LABELS,
  transpile: 'the TypeScript transpiler',
  zodExtras: "zod's fromJSONSchema and compile",
  sdk1: 'SDK 1.x (@modelcontextprotocol/sdk)',
  sdk1http: "SDK 1.x's Streamable HTTP transports",
  tour: "the tour's helpers (mcp-tour/*)",
};

/** SDK 1.x's modules that its second script carries (modules/packs/sdk1Http.ts). */
export const SDK1_HTTP_MODULES = [
  '@modelcontextprotocol/sdk/client/streamableHttp.js',
  '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js',
] as const;

/** The scripts a script needs loaded before it. */
export const SCRIPT_NEEDS: Readonly<Partial<Record<PackScript, readonly PackScript[]>>> = {
  sdk1http: ['sdk1'],
  tour: ['sdk1', 'sdk1http'],
};

/** The zod functions that come with the zodExtras script, named anywhere in the source (a false positive only costs a download). */
const ZOD_EXTRAS_NAMES = /\b(?:fromJSONSchema|compile|compileFn|withParser)\b/;

/** The scripts the sandbox loads for `source`. */
export function scriptsImportedBy(source: string): PackScript[] {
  const modules = packModulesIn(source);
  const found = new Set<PackScript>(packsImportedBy(source));
  if (ZOD_EXTRAS_NAMES.test(source)) found.add('zodExtras');
  if (modules.some((specifier) => (TOUR_MODULES as readonly string[]).includes(specifier))) found.add('tour');
  if (modules.some((specifier) => (SDK1_HTTP_MODULES as readonly string[]).includes(specifier))) found.add('sdk1http');
  for (const script of [...found]) for (const needed of SCRIPT_NEEDS[script] ?? []) found.add(needed);
  return PACK_SCRIPTS.filter((script) => found.has(script));
}
