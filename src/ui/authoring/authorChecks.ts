import { canonicalSpecifier } from '../../runtime/modules/available';
import { WARNING_MESSAGE, type WarningMessage } from '../../embed-script/protocol';

// Mistakes a blog author can make, said where the author looks: the Embed dialog before it hands out
// a snippet, and the post's console (the embed page tells embed.js, which prints it there).

/** What MCP Tour offers in place of modules a browser cannot run. */
const ALTERNATIVES: readonly [RegExp, string][] = [
  [
    /^(?:node:)?(?:child_process|process)$|^@modelcontextprotocol\/sdk\/(?:client|server)\/stdio\.js$/,
    'stdio needs a process. Use SimulatedStdioClientTransport from "mcp-tour/transports" (a simulated child process, byte for byte), or InMemoryTransport from "@modelcontextprotocol/sdk/inMemory.js".',
  ],
  [
    /^express$|^(?:node:)?https?$|^@modelcontextprotocol\/sdk\/(?:server\/(?:streamableHttp|sse|express)|client\/sse)\.js$/,
    'A browser tab cannot open a server port. Use createHttpLink from "mcp-tour/transports" (the SDK\'s real Streamable HTTP transports, in the page), or WebStandardStreamableHTTPServerTransport from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js".',
  ],
  [
    /^(?:node:)?fs(?:\/promises)?$|^(?:node:)?path$/,
    'There is no file system in a browser. Keep the data in the code (a constant, or a resource the server serves).',
  ],
];

/** Import specifiers of a module's source: static imports and exports, side-effect imports, import(). */
export function importSpecifiers(code: string): string[] {
  const found = new Set<string>();
  const pattern =
    /\b(?:import|export)\s[^'";]*?\bfrom\s*(['"])([^'"\n]+)\1|\bimport\s*(['"])([^'"\n]+)\3|\bimport\s*\(\s*(['"])([^'"\n]+)\5\s*\)/g;
  for (const match of code.matchAll(pattern)) found.add(match[2] ?? match[4] ?? match[6]);
  return [...found];
}

/** One sentence per import MCP Tour cannot provide, with what to use instead. */
export function importProblems(code: string): string[] {
  return importSpecifiers(code)
    .filter((specifier) => canonicalSpecifier(specifier) === undefined)
    .map((specifier) => {
      const alternative =
        ALTERNATIVES.find(([pattern]) => pattern.test(specifier))?.[1] ??
        "MCP Tour runs the SDK's browser-safe modules, zod, node:assert and its own mcp-tour/* helpers.";
      return `"${specifier}" cannot be imported in MCP Tour. ${alternative}`;
    });
}

/** For a slug that names no lesson: the lesson it probably means (a folder name, another case, a near spelling). */
export function suggestLesson(slug: string, slugs: readonly string[]): string | undefined {
  const plain = slug
    .trim()
    .toLowerCase()
    .replace(/^\d+[-_]/, '')
    .replace(/[_\s]+/g, '-')
    .replace(/\/+$/, '');
  if (slugs.includes(plain)) return plain;
  return slugs.find((candidate) => candidate.startsWith(plain) || plain.startsWith(candidate));
}

/** Tells embed.js (or any page that speaks the protocol) about an author's mistake. */
export function warnAuthor(text: string): void {
  if (window.parent === window) return;
  window.parent.postMessage({ type: WARNING_MESSAGE, text } satisfies WarningMessage, '*');
}
