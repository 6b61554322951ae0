import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { init, parse } from 'es-module-lexer';
import type { Plugin } from 'vite';

// zod's fromJSONSchema and compile leave the sandbox runtime for a pack of their own
// (src/runtime/sandbox/zodExtras/zodExtrasSlot.ts says why):
// - lateZodExtras: in the runtime's bundle, zod's two modules that define them become the late-bound
//   stand-ins (compileLate.ts, fromJsonSchemaLate.ts);
// - zodOriginals: in the pack's bundle, those two modules are zod's own, and every other zod module
//   they import is the runtime's instance, read from the kernel's zod/v4 (one zod: a schema built by
//   z.fromJSONSchema is the runtime's ZodObject, registered in the runtime's registry). Only
//   memoizer.js, whose two helpers z.compile needs are not public, is bundled: they keep no state
//   of their own but a cache (their state is on the parse context).

const ZOD_V4 = `${path.sep}node_modules${path.sep}zod${path.sep}v4${path.sep}`;
const zodFile = (id: string) => {
  const at = id.indexOf(ZOD_V4);
  return at < 0
    ? undefined
    : id
        .slice(at + ZOD_V4.length)
        .split(path.sep)
        .join('/');
};

const LATE: Readonly<Record<string, string>> = {
  'core/compile.js': 'src/runtime/sandbox/zodExtras/compileLate.ts',
  'classic/from-json-schema.js': 'src/runtime/sandbox/zodExtras/fromJsonSchemaLate.ts',
};

/** The runtime's bundle: zod's compile and fromJSONSchema modules become the late-bound stand-ins. */
export function lateZodExtras(root: string): Plugin {
  return {
    name: 'mcp-tour-late-zod-extras',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.') || zodFile(importer) === undefined) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const late = resolved && LATE[zodFile(resolved.id) ?? ''];
      return late ? path.resolve(root, late) : null;
    },
  };
}

const ORIGINAL_PREFIX = 'mcp-tour-zod-original:';
const KERNEL_PREFIX = '\0mcp-tour-zod-kernel:';

/** Where the runtime's zod/v4 namespace (`z`) holds each zod module the pack's two modules import. */
const FROM_KERNEL: Readonly<Record<string, readonly string[]>> = {
  'core/core.js': ['core'],
  'core/doc.js': ['core'],
  'core/registries.js': ['core'],
  'core/schemas.js': ['core'],
  'core/regexes.js': ['core', 'regexes'],
  'core/util.js': ['core', 'util'],
  'classic/checks.js': [],
  'classic/iso.js': ['iso'],
  'classic/schemas.js': [],
};
const BUNDLED = new Set([...Object.keys(LATE), 'core/memoizer.js']);

/** The zod extras pack's bundle: zod's own two modules, against the runtime's zod. */
export function zodOriginals(root: string): Plugin {
  const zodDir = path.join(root, 'node_modules', 'zod', 'v4');
  return {
    name: 'mcp-tour-zod-originals',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(ORIGINAL_PREFIX)) return path.join(zodDir, source.slice(ORIGINAL_PREFIX.length));
      if (!importer || !source.startsWith('.') || zodFile(importer) === undefined) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved && zodFile(resolved.id);
      if (!file || BUNDLED.has(file)) return null;
      if (!FROM_KERNEL[file])
        throw new Error(
          `zod extras: ${zodFile(importer)} imports ${file}, which the kernel's zod does not give (FROM_KERNEL)`,
        );
      return KERNEL_PREFIX + file;
    },
    async load(id) {
      if (!id.startsWith(KERNEL_PREFIX)) return null;
      const file = id.slice(KERNEL_PREFIX.length);
      const names = await sharedExports(path.join(zodDir, file), file);
      return [
        "import * as z from 'zod/v4';",
        `const from = ${['z', ...FROM_KERNEL[file]].join('.')};`,
        ...names.map((name, i) => `const e${i} = from[${JSON.stringify(name)}];`),
        `export { ${names.map((name, i) => `e${i} as ${name}`).join(', ')} };`,
      ].join('\n');
    },
  };
}

/**
 * The module's export names, each checked under Node to be the very value the kernel's zod/v4
 * gives at that place: a name zod moves elsewhere fails the build instead of arriving undefined.
 */
async function sharedExports(file: string, key: string): Promise<string[]> {
  await init;
  const [, exports] = parse(await readFile(file, 'utf8'), file);
  const names = exports.flatMap((entry) => ('name' in entry && entry.name ? [entry.name] : []));
  // zod's CommonJS build, one graph like the ESM one (require works under Vite's module runner too).
  const require = createRequire(file);
  const own = require(file.replace(/\.js$/, '.cjs'));
  const z = require(path.join(path.dirname(file), '..', 'index.cjs'));
  let from: Record<string, unknown> = z;
  for (const step of FROM_KERNEL[key]) from = from[step] as Record<string, unknown>;
  const missing = names.filter((name) => from[name] !== own[name]);
  if (missing.length > 0)
    throw new Error(`zod extras: the kernel's zod/v4 does not give ${key}'s ${missing.join(', ')}`);
  return names;
}
