#!/usr/bin/env node
// Runs a TypeScript script's exported main(args) under Node 20, which cannot load .ts files by
// itself. Vite's module runner (already a dependency) transpiles the script and whatever it
// imports from src/, so build-time scripts share the app's own modules instead of copies.
//
//   node scripts/run-ts.mjs scripts/lesson-format-doc.ts [args...]

import path from 'node:path';
import { runnerImport } from 'vite';

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('Usage: node scripts/run-ts.mjs <script.ts> [args...]');
  process.exit(2);
}

const { module } = await runnerImport(path.resolve(script));
if (typeof module.main !== 'function') {
  console.error(`${script} does not export a main() function.`);
  process.exit(2);
}
await module.main(args);
