import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { COMPILER_OPTIONS } from '../../src/ui/editor/typescript/compilerOptions.ts';
import { diagnosticText, type MonacoTypeScript, type TsCompilerHost } from './monacoTypeScript.ts';

// Which declaration files the editor needs: exactly the files TypeScript reads to understand a
// program that imports every module learner code may import. A program is built here, in Node,
// with Monaco's TypeScript and the editor's compiler options over the same file layout the editor
// uses (/node_modules/..., lib files by name); every file it reads is recorded. What the build
// ships is therefore what the editor's TypeScript will look for, and nothing else.

/** The file learner code sits in for this program; its imports are the roots of the closure. */
const ENTRY = '/editor/closure.ts';
const LIB_DIR = '/lib/';

export interface ClosureInput {
  /** The real node_modules directory that /node_modules/ stands for. */
  nodeModulesDir: string;
  /** Files that exist only in memory (the mcp-tour package), by editor path. */
  overlay: Readonly<Record<string, string>>;
  /** Module specifiers learner code may import. */
  specifiers: readonly string[];
  /** Declaration files that declare ambient modules (node:assert), by editor path: loaded whatever the imports. */
  ambientRoots: readonly string[];
  /**
   * Packages this program must not see (as if not installed): those of a module pack, kept out of
   * the declarations every page loads even if a declaration there names them.
   */
  hiddenPackages?: readonly string[];
}

export interface DeclarationClosure {
  /** Declaration and package.json files by editor path (/node_modules/...). */
  files: Record<string, string>;
  /** lib.*.d.ts files by name. */
  libs: Record<string, string>;
}

/** Fields of package.json that module resolution reads; the rest (scripts, dependencies...) is dropped. */
const RESOLUTION_FIELDS = [
  'name',
  'version',
  'type',
  'main',
  'types',
  'typings',
  'exports',
  'imports',
  'typesVersions',
];

export function trimPackageJson(text: string): string {
  const json = JSON.parse(text) as Record<string, unknown>;
  const kept = Object.fromEntries(
    RESOLUTION_FIELDS.filter((field) => field in json).map((field) => [field, json[field]]),
  );
  return JSON.stringify(kept);
}

export function collectDeclarationClosure(
  { ts, libFileMap }: MonacoTypeScript,
  input: ClosureInput,
): DeclarationClosure {
  const read = new Map<string, string>();
  const libs: Record<string, string> = {};
  const entryText = `${input.specifiers.map((specifier, i) => `import * as m${i} from ${JSON.stringify(specifier)};`).join('\n')}\n`;

  const hidden = (input.hiddenPackages ?? []).map((name) => `/node_modules/${name}/`);
  const isHidden = (file: string) => hidden.some((dir) => file.startsWith(dir) || `${file}/` === dir);
  const diskPath = (file: string) =>
    file.startsWith('/node_modules/') && !isHidden(file)
      ? path.join(input.nodeModulesDir, file.slice('/node_modules/'.length))
      : undefined;
  const readFile = (file: string): string | undefined => {
    if (file === ENTRY) return entryText;
    if (file.startsWith(LIB_DIR)) {
      const name = file.slice(LIB_DIR.length);
      if (name in libFileMap) libs[name] = libFileMap[name];
      return libFileMap[name];
    }
    if (read.has(file)) return read.get(file);
    let text = input.overlay[file];
    const onDisk = diskPath(file);
    if (text === undefined && onDisk) {
      try {
        text = readFileSync(onDisk, 'utf8');
      } catch {
        return undefined;
      }
    }
    if (text !== undefined) read.set(file, text);
    return text;
  };
  const directoryExists = (dir: string) => {
    const prefix = dir.endsWith('/') ? dir : `${dir}/`;
    if (prefix === '/' || prefix === '/editor/' || prefix === LIB_DIR) return true;
    if (Object.keys(input.overlay).some((file) => file.startsWith(prefix))) return true;
    const onDisk = diskPath(prefix);
    try {
      return onDisk !== undefined && statSync(onDisk).isDirectory();
    } catch {
      return false;
    }
  };

  const host: TsCompilerHost = {
    getSourceFile: (file, languageVersion) => {
      const text = readFile(file);
      return text === undefined ? undefined : ts.createSourceFile(file, text, languageVersion, true);
    },
    getDefaultLibFileName: () => `${LIB_DIR}lib.d.ts`,
    writeFile: () => {},
    getCurrentDirectory: () => '/editor',
    getCanonicalFileName: (file) => file,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (file) => readFile(file) !== undefined,
    readFile,
    directoryExists,
    getDirectories: () => [],
    realpath: (file) => file,
  };

  const program = ts.createProgram({ rootNames: [ENTRY, ...input.ambientRoots], options: COMPILER_OPTIONS, host });
  const entry = program.getSourceFile(ENTRY);
  const problems = [
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(entry),
    ...program.getSemanticDiagnostics(entry),
  ];
  if (problems.length > 0) {
    throw new Error(
      `editor types: the editor could not resolve every available module:\n${problems.map((d) => diagnosticText(ts, d)).join('\n')}`,
    );
  }

  // The program's own files, plus the package.json files resolution consulted. A file that was only
  // probed (fileExists) and not used stays out: in the editor every shipped file is parsed.
  const used = new Set(program.getSourceFiles().map((file) => file.fileName));
  const files: Record<string, string> = {};
  for (const [file, text] of read) {
    if (file.endsWith('/package.json')) files[file] = trimPackageJson(text);
    else if (used.has(file)) files[file] = text;
  }
  const usedLibs = Object.fromEntries(Object.entries(libs).filter(([name]) => used.has(LIB_DIR + name)));
  return { files, libs: usedLibs };
}
