// How the editor's TypeScript service sees learner code. Shared by the TS worker (browser), the build
// step that collects declarations, and the tests that check them, so all three agree on every option.
// Numbers, not the ts enums: this file must load without TypeScript (Monaco's TS 5.9 lives in the worker).

/**
 * The lib files learner code gets: the language up to ES2023 and the globals of a Worker, which is
 * where learner code really runs (fetch, URL, Request/Response, console, timers, crypto, streams).
 * Not the DOM: no page is reachable from a run, and lib.dom.d.ts alone is 1.9 MB to parse.
 */
export const LEARNER_LIBS = [
  'lib.es2023.d.ts',
  'lib.webworker.d.ts',
  'lib.webworker.iterable.d.ts',
  'lib.webworker.asynciterable.d.ts',
];

export const COMPILER_OPTIONS = {
  target: 9, // ES2022
  module: 99, // ESNext: top-level await, as learner code runs it
  moduleResolution: 100, // Bundler: package.json "exports" with "types", and .js specifiers that name .d.ts files
  moduleDetection: 3, // Force: every editor is its own module, even without imports
  lib: LEARNER_LIBS,
  // Not @typescript/lib-* packages from node_modules: the libs are the ones above, nothing to look up.
  libReplacement: false,
  types: [] as string[],
  strict: true,
  esModuleInterop: true, // `import assert from 'node:assert'`, as in Node
  isolatedModules: true, // each file is transpiled on its own (sucrase), as TypeScript can then warn
  skipLibCheck: true,
  noEmit: true,
  allowNonTsExtensions: true,
};

/** The directory declarations live in, as a URI: module resolution walks up to /node_modules from any file:/// path. */
export const DECLARATIONS_ROOT = 'file:///node_modules/';

/** Where the editor's code lives for the TS service. file:/// so that node_modules lookups work. */
export function editorModelUri(document: string | number): string {
  // Named like the lesson's file (and the file runtime errors name): the F8 error view shows it.
  return `file:///editor/${document}/main.ts`;
}

/** Declarations (packages, mcp-tour helpers) and lib files: read-only, never checked themselves. */
export function isDeclarationUri(uri: string): boolean {
  return uri.startsWith(DECLARATIONS_ROOT) || /^file:\/\/\/lib\.[\w.-]+\.d\.ts$/.test(uri);
}
