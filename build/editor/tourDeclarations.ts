import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Declarations for the tour's own helpers (mcp-tour/host, mcp-tour/api, ...), generated from their
// sources with the project's tsc (the native compiler: about a second). They become a package
// `mcp-tour` in the editor's node_modules, whose "exports" map each helper to its declaration file,
// so the editor resolves `import { Host } from 'mcp-tour/host'` exactly like a published package.

const run = promisify(execFile);

export const TOUR_PACKAGE_DIR = '/node_modules/mcp-tour/';

/** Where a helper's source lives: 'mcp-tour/host' -> src/runtime/modules/tour/host.ts. */
export function tourSourceFile(repoRoot: string, specifier: string): string {
  const name = specifier.slice('mcp-tour/'.length);
  return path.join(repoRoot, 'src/runtime/modules/tour', `${name}.ts`);
}

/**
 * Declaration files for the helpers and everything they reference, keyed by their path in the
 * editor's file system (under /node_modules/mcp-tour/), plus the package's package.json.
 */
export async function emitTourDeclarations(
  repoRoot: string,
  specifiers: readonly string[],
): Promise<Record<string, string>> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'mcp-tour-declarations-'));
  const rootDir = path.join(repoRoot, 'src/runtime');
  try {
    const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
    const args = [
      tsc,
      '--ignoreConfig',
      '--declaration',
      '--emitDeclarationOnly',
      '--outDir',
      outDir,
      '--rootDir',
      rootDir,
      '--target',
      'es2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--strict',
      '--skipLibCheck',
      '--lib',
      'es2023,dom,dom.iterable,webworker',
      '--types',
      'node',
      '--allowImportingTsExtensions',
      '--pretty',
      'false',
      ...specifiers.map((specifier) => tourSourceFile(repoRoot, specifier)),
    ];
    // A type error elsewhere in the runtime still emits declarations (tsc exits 2); the closure check
    // that follows fails the build if the editor could not use them.
    await run(process.execPath, args, { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: { code?: number; stdout?: string }) => {
        if (error.code !== 2) throw error;
        const first = String(error.stdout ?? '')
          .split('\n')
          .slice(0, 3)
          .join('\n');
        console.warn(`[editor types] tsc reported type errors while emitting mcp-tour declarations:\n${first}`);
      },
    );

    const files: Record<string, string> = {};
    for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
      const absolute = path.join(entry.parentPath, entry.name);
      const relative = path.relative(outDir, absolute).split(path.sep).join('/');
      files[TOUR_PACKAGE_DIR + relative] = await readFile(absolute, 'utf8');
    }
    const exports: Record<string, { types: string }> = {};
    for (const specifier of specifiers) {
      const relative = path
        .relative(rootDir, tourSourceFile(repoRoot, specifier))
        .split(path.sep)
        .join('/')
        .replace(/\.ts$/, '.d.ts');
      if (!(TOUR_PACKAGE_DIR + relative in files))
        throw new Error(`editor types: tsc emitted no declarations for ${specifier} (${relative})`);
      exports[`./${specifier.slice('mcp-tour/'.length)}`] = { types: `./${relative}` };
    }
    files[`${TOUR_PACKAGE_DIR}package.json`] = JSON.stringify(
      { name: 'mcp-tour', private: true, type: 'module', exports },
      null,
      2,
    );
    return files;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
