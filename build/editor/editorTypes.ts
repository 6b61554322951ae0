import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LIBRARY_MODULES,
  MODULE_ALIASES,
  SDK2_MODULES,
  SDK_MODULES,
  TOUR_MODULES,
} from '../../src/runtime/modules/available.ts';
import { PACKS, packOf, type PackName } from '../../src/runtime/modules/packs.ts';
import { COMPILER_OPTIONS, DECLARATIONS_ROOT } from '../../src/ui/editor/typescript/compilerOptions.ts';
import { collectDeclarationClosure } from './declarationClosure.ts';
import { stripDocComments } from './docComments.ts';
import { loadMonacoTypeScript } from './monacoTypeScript.ts';
import { emitTourDeclarations } from './tourDeclarations.ts';

// The type information the editor's TypeScript worker loads: the declarations of every module learner
// code may import (the SDK subpaths of both generations, zod and zod/v4, node:assert, mcp-tour/*),
// collected from the installed packages at build time so they always match what runs, plus the lib
// files they need. As the runtime does (src/runtime/modules/packs.ts), each SDK generation is a pack:
// its declarations (SDK 1.x's with the tour helpers', written in its types; SDK v2's: server, client
// and core) are a chunk of their own, which the worker loads only once the editor's code imports one
// of its modules (src/ui/editor/typescript/worker/packDeclarations.ts). A 1.x lesson downloads no v2 declaration, and the
// reverse; node:assert's (@types/node's) are a pack too; every page has zod's and the libs. Built
// once per change of its inputs (package versions, the runtime's sources) and cached.

export interface DeclarationSet {
  /** Declaration and package.json files, keyed by URI (file:///node_modules/...). */
  files: Record<string, string>;
  /** lib.*.d.ts files by name. */
  libs: Record<string, string>;
}

export interface EditorTypes extends DeclarationSet {
  /** Each pack's declarations: only the files (and libs) the ones above lack. */
  packs: Record<PackName, DeclarationSet>;
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Where built types (and the build's snapshots) are kept between builds. */
export const EDITOR_TYPES_CACHE = path.join(REPO_ROOT, 'node_modules/.cache/mcp-tour-editor-types');
/** Bump when the output format or the collection changes, so stale caches are ignored. */
const FORMAT = 4;

/** @types/node's declarations of `assert` and `assert/strict` (the stand-in has the same shape: src/runtime/modules/assert.ts). */
const ASSERT_DECLARATIONS = ['/node_modules/@types/node/assert.d.ts', '/node_modules/@types/node/assert/strict.d.ts'];
const VERSIONED_PACKAGES = [
  '@modelcontextprotocol/sdk',
  '@modelcontextprotocol/server',
  '@modelcontextprotocol/client',
  '@modelcontextprotocol/core',
  'zod',
  '@types/node',
  'monaco-editor',
  'typescript',
];

/** Every module specifier learner code may write, aliases included. */
export function learnerSpecifiers(): string[] {
  return [...SDK_MODULES, ...SDK2_MODULES, ...LIBRARY_MODULES, ...Object.keys(MODULE_ALIASES), ...TOUR_MODULES];
}

/** The module specifiers of `pack`, or (undefined) those of no pack, whose declarations every page has. */
export function packSpecifiers(pack: PackName | undefined): string[] {
  return learnerSpecifiers().filter((specifier) => packOf(specifier) === pack);
}

/** The package a bare specifier names: '@modelcontextprotocol/server' for '@modelcontextprotocol/server/stdio'. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** The packages of every pack but `pack` (node:assert is no package: its declarations are roots of its own pack's closure). */
function otherPacksPackages(pack: PackName | undefined): string[] {
  const packages = (of: PackName | undefined) =>
    packSpecifiers(of)
      .filter((specifier) => !(specifier in MODULE_ALIASES) && !specifier.startsWith('node:'))
      .map(packageOf);
  const own = new Set(packages(pack));
  return [...new Set(PACKS.filter((other) => other !== pack).flatMap(packages))].filter((name) => !own.has(name));
}

const toUri = (file: string) => DECLARATIONS_ROOT + file.slice('/node_modules/'.length);

export async function buildEditorTypes(repoRoot: string = REPO_ROOT): Promise<EditorTypes> {
  const [monacoTs, tourFiles] = await Promise.all([
    loadMonacoTypeScript(),
    emitTourDeclarations(repoRoot, TOUR_MODULES),
  ]);
  const nodeModulesDir = path.join(repoRoot, 'node_modules');
  // Each closure is collected with the other packs' packages invisible: were one pack's declarations
  // to name another's package, its types would read `any` until that pack is loaded, rather than
  // every page that loads the one downloading the other.
  const closure = (pack: PackName | undefined) =>
    collectDeclarationClosure(monacoTs, {
      nodeModulesDir,
      overlay: tourFiles,
      specifiers: packSpecifiers(pack),
      ambientRoots: pack === 'assert' ? ASSERT_DECLARATIONS : [],
      hiddenPackages: otherPacksPackages(pack),
    });
  const common = closure(undefined);
  const files: Record<string, string> = {};
  for (const [file, text] of Object.entries(common.files)) files[toUri(file)] = text;
  const libs = Object.fromEntries(Object.entries(common.libs).map(([name, text]) => [name, stripDocComments(text)]));

  const packs = {} as Record<PackName, DeclarationSet>;
  for (const pack of PACKS) {
    const own = closure(pack);
    const packFiles: Record<string, string> = {};
    for (const [file, text] of Object.entries(own.files)) if (!(toUri(file) in files)) packFiles[toUri(file)] = text;
    const packLibs: Record<string, string> = {};
    for (const [name, text] of Object.entries(own.libs)) if (!(name in libs)) packLibs[name] = stripDocComments(text);
    packs[pack] = { files: packFiles, libs: packLibs };
  }
  return { files, libs, packs };
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
  hash.update(JSON.stringify({ FORMAT, COMPILER_OPTIONS, packs: [undefined, ...PACKS].map(packSpecifiers) }));
  for (const name of VERSIONED_PACKAGES)
    hash.update(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json')));
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
  const cacheDir =
    repoRoot === REPO_ROOT ? EDITOR_TYPES_CACHE : path.join(repoRoot, 'node_modules/.cache/mcp-tour-editor-types');
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
  for (const { name } of newestFirst(cacheDir, /^[0-9a-f]{16}\.json$/).slice(keep))
    rmSync(path.join(cacheDir, name), { force: true });
  const snapshots = path.join(cacheDir, 'snapshots');
  try {
    for (const { name } of newestFirst(snapshots, /^[0-9a-f]{16}$/).slice(keep))
      rmSync(path.join(snapshots, name), { recursive: true, force: true });
  } catch {
    // No snapshots yet.
  }
}
