#!/usr/bin/env node
// Builds the package as npm ships it, into dist/ (or the directory given):
//   index.js    one ES module: the plugin with the embed's layout and marker code it shares with
//               MCP Tour's embed.js (src/embed-script/ in this repository) bundled in, so the
//               package needs nothing from the repository, and nothing at run time at all;
//   index.d.ts  the plugin's declarations, written by tsc from its source.
// `npm pack` and `npm publish` run it (prepack); the package's tests run it on a scratch directory.

import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const REPOSITORY = path.resolve(PACKAGE, '../..');
const ENTRY = path.join(PACKAGE, 'src/remarkMcpTour.ts');

export async function buildPackage(outDir = path.join(PACKAGE, 'dist')) {
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node18',
      lib: { entry: ENTRY, formats: ['es'], fileName: () => 'index.js' },
    },
  });
  // tsc writes a declaration for every file it reads; the entry's names none of the others.
  const scratch = mkdtempSync(path.join(tmpdir(), 'remark-mcp-tour-types-'));
  try {
    execFileSync(
      path.join(REPOSITORY, 'node_modules/.bin/tsc'),
      [
        ENTRY,
        '--ignoreConfig',
        '--declaration',
        '--emitDeclarationOnly',
        '--allowImportingTsExtensions',
        '--strict',
        '--skipLibCheck',
        ['--target', 'es2022'],
        ['--module', 'esnext'],
        ['--moduleResolution', 'bundler'],
        ['--lib', 'es2023,dom'],
        ['--types', ''],
        ['--rootDir', REPOSITORY],
        ['--outDir', scratch],
      ].flat(),
      { stdio: 'inherit' },
    );
    copyFileSync(
      path.join(scratch, 'packages/remark-mcp-tour/src/remarkMcpTour.d.ts'),
      path.join(outDir, 'index.d.ts'),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = await buildPackage(process.argv[2] && path.resolve(process.argv[2]));
  console.log(`remark-mcp-tour built into ${path.relative(process.cwd(), outDir) || '.'}`);
}
