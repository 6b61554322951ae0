import { ASSERT_MODULES, MODULE_ALIASES, SDK2_MODULES, SDK_MODULES, TOUR_MODULES } from './available';

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

/** Every pack one of whose modules appears in `source` as a quoted string: imports, dynamic imports, and a few false positives that only cost a download. */
export function packsImportedBy(source: string): PackName[] {
  const found = new Set<PackName>();
  for (const match of source.matchAll(
    /["'`](@modelcontextprotocol\/[\w./-]+|mcp-tour\/[\w-]+|(?:node:)?assert(?:\/strict)?)["'`]/g,
  )) {
    const pack = packOf(match[1]);
    if (pack) found.add(pack);
  }
  return PACKS.filter((pack) => found.has(pack));
}
