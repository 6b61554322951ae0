import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIBRARY_MODULES, MODULE_ALIASES, SDK_MODULES, TOUR_MODULES } from '../../src/runtime/modules/available.ts';
import { COMPILER_OPTIONS, DECLARATIONS_ROOT } from '../../src/ui/editor/typescript/compilerOptions.ts';
import { collectDeclarationClosure } from './declarationClosure.ts';
import { stripDocComments } from './docComments.ts';
import { loadMonacoTypeScript } from './monacoTypeScript.ts';
import { emitTourDeclarations } from './tourDeclarations.ts';

// The type information the editor's TypeScript worker loads: the declarations of every module learner
// code may import (the SDK subpaths, zod and zod/v4, node:assert, mcp-tour/*), collected from the
// installed packages at build time so they always match what runs, plus the lib files they need.
// Built once per change of its inputs (package versions, the runtime's sources) and cached.

export interface EditorTypes {
  /** Declaration and package.json files, keyed by URI (file:///node_modules/...). */
  files: Record<string, string>;
  /** lib.*.d.ts files by name. */
  libs: Record<string, string>;
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where built types (and the build's snapshots) are kept between builds. */
export const EDITOR_TYPES_CACHE = path.join(REPO_ROOT, 'node_modules/.cache/mcp-tour-editor-types');
/** Bump when the output format or the collection changes, so stale caches are ignored. */
const FORMAT = 2;

/** @types/node's declarations of `assert` and `assert/strict` (the stand-in has the same shape: src/runtime/modules/assert.ts). */
const ASSERT_DECLARATIONS = ['/node_modules/@types/node/assert.d.ts', '/node_modules/@types/node/assert/strict.d.ts'];
const VERSIONED_PACKAGES = ['@modelcontextprotocol/sdk', 'zod', '@types/node', 'monaco-editor', 'typescript'];

/** Every module specifier learner code may write, aliases included. */
export function learnerSpecifiers(): string[] {
  return [...SDK_MODULES, ...LIBRARY_MODULES, ...Object.keys(MODULE_ALIASES), ...TOUR_MODULES];
}

export async function buildEditorTypes(repoRoot: string = REPO_ROOT): Promise<EditorTypes> {
  const [monacoTs, tourFiles] = await Promise.all([loadMonacoTypeScript(), emitTourDeclarations(repoRoot, TOUR_MODULES)]);
  const closure = collectDeclarationClosure(monacoTs, {
    nodeModulesDir: path.join(repoRoot, 'node_modules'),
    overlay: tourFiles,
    specifiers: learnerSpecifiers(),
    ambientRoots: ASSERT_DECLARATIONS,
  });
  const files: Record<string, string> = {};
  for (const [file, text] of Object.entries(closure.files)) files[DECLARATIONS_ROOT + file.slice('/node_modules/'.length)] = text;
  const libs = Object.fromEntries(Object.entries(closure.libs).map(([name, text]) => [name, stripDocComments(text)]));
  return { files, libs };
}

/** Hashes the TypeScript sources under `dirs` (tests left out) into `hash`. */
function hashSources(hash: ReturnType<typeof createHash>, dirs: string[]): void {
  for (const dir of dirs) {
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(path.relative(dir, file)).update(readFileSync(file));
  }
}

/** What the types depend on: package versions, the runtime's sources (mcp-tour/*), this build code. */
function inputsKey(repoRoot: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ FORMAT, COMPILER_OPTIONS, specifiers: learnerSpecifiers() }));
  for (const name of VERSIONED_PACKAGES) hash.update(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json')));
  hashSources(hash, [path.join(repoRoot, 'src/runtime'), path.dirname(fileURLToPath(import.meta.url))]);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Changes when TypeScript's answers may change: other types, another TypeScript (Monaco's), or other
 * worker code. Keys the answers kept between visits and the build's snapshots; a change to the
 * runtime that leaves the declarations as they were keeps it.
 */
export function editorTypesVersion(types: EditorTypes, repoRoot: string = REPO_ROOT): string {
  const hash = createHash('sha256').update(JSON.stringify(types));
  hash.update(readFileSync(path.join(repoRoot, 'node_modules/monaco-editor/package.json')));
  hashSources(hash, [path.join(repoRoot, 'src/ui/editor/typescript')]);
  return hash.digest('hex').slice(0, 16);
}

/** The last types this process loaded or built, by inputs key (a build asks several times). */
const loaded = new Map<string, Promise<EditorTypes>>();

/** buildEditorTypes, answered from node_modules/.cache when nothing it depends on changed. */
export function cachedEditorTypes(repoRoot: string = REPO_ROOT): Promise<EditorTypes> {
  const key = `${repoRoot}:${inputsKey(repoRoot)}`;
  let types = loaded.get(key);
  if (!types) {
    loaded.clear();
    types = loadOrBuild(repoRoot, inputsKey(repoRoot));
    loaded.set(key, types);
    types.catch(() => loaded.delete(key));
  }
  return types;
}

async function loadOrBuild(repoRoot: string, key: string): Promise<EditorTypes> {
  const cacheDir = repoRoot === REPO_ROOT ? EDITOR_TYPES_CACHE : path.join(repoRoot, 'node_modules/.cache/mcp-tour-editor-types');
  const cacheFile = path.join(cacheDir, `${key}.json`);
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as EditorTypes;
  } catch {
    // Not built yet for these inputs.
  }
  const types = await buildEditorTypes(repoRoot);
  mkdirSync(cacheDir, { recursive: true });
  // Several builds may run at once: write aside, then rename (atomic), so none reads half a file.
  const partial = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(types));
  renameSync(partial, cacheFile);
  pruneCache(cacheDir);
  return types;
}

/** Keeps the newest few builds of types (several helpers or branches may build in turn), and of snapshots. */
function pruneCache(cacheDir: string, keep = 6): void {
  const newestFirst = (dir: string, pattern: RegExp) =>
    readdirSync(dir)
      .filter((name) => pattern.test(name))
      .map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
  for (const { name } of newestFirst(cacheDir, /^[0-9a-f]{16}\.json$/).slice(keep)) rmSync(path.join(cacheDir, name), { force: true });
  const snapshots = path.join(cacheDir, 'snapshots');
  try {
    for (const { name } of newestFirst(snapshots, /^[0-9a-f]{16}$/).slice(keep)) rmSync(path.join(snapshots, name), { recursive: true, force: true });
  } catch {
    // No snapshots yet.
  }
}
