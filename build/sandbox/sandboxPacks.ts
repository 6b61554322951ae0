import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { PackScript } from '../../src/runtime/modules/packs.ts';
import {
  KERNEL_GLOBAL,
  KERNEL_MODULES,
  SDK1_HTTP_SHARED,
  SDK1_SHARED,
} from '../../src/runtime/sandbox/kernelModules.ts';
import { bundleClassicScript } from '../bundleClassicScript.ts';
import { exportNames } from './exportNames.ts';
import { slimSandbox } from './slimSandbox.ts';
import { zodOriginals } from './zodExtrasBuild.ts';

// Packs (src/runtime/modules/packs.ts) are classic scripts of their own, fetched by the page only
// for a program that imports them and handed to the sandbox Worker. A pack shares the runtime's
// kernel (registry, trace, zod: src/runtime/sandbox/kernel.ts) instead of bundling copies: each
// kernel module is external and read from the global the runtime sets.

const PACK_ENTRIES: Readonly<Record<PackScript, string>> = {
  transpile: 'src/runtime/sandbox/packs/transpileEntry.ts',
  zodExtras: 'src/runtime/sandbox/packs/zodExtrasEntry.ts',
  sdk1: 'src/runtime/sandbox/packs/sdk1Entry.ts',
  sdk1http: 'src/runtime/sandbox/packs/sdk1HttpEntry.ts',
  tour: 'src/runtime/sandbox/packs/tourEntry.ts',
  sdk2: 'src/runtime/sandbox/packs/sdk2Entry.ts',
  assert: 'src/runtime/sandbox/packs/assertEntry.ts',
};

const EXTERNAL_PREFIX = 'mcp-tour-kernel:';

export interface BuiltPack {
  name: PackScript;
  code: string;
  /** Path under the site's base, content-hashed: the page fetches it and the host may cache it for good. */
  fileName: string;
}

export async function bundlePacks(root: string, minify: boolean): Promise<BuiltPack[]> {
  return Promise.all(
    (Object.keys(PACK_ENTRIES) as PackScript[]).map(async (name) => {
      const code = await bundleClassicScript({
        root,
        entry: PACK_ENTRIES[name],
        minify,
        target: 'es2022',
        plugins: packPlugins(root, name),
        globals: (id) => `${KERNEL_GLOBAL}.${id.slice(EXTERNAL_PREFIX.length)}`,
      });
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
      return { name, code, fileName: `assets/sandbox-${name}-${hash}.js` };
    }),
  );
}

/** What a pack's build replaces, leaves out or takes from the kernel. */
export function packPlugins(root: string, name: PackScript): Plugin[] {
  return [
    ...(name === 'zodExtras' ? [zodOriginals(root)] : []),
    slimSandbox(),
    exportNames(root),
    kernelExternals(
      root,
      name === 'sdk1http' ? SDK1_SHARED : name === 'tour' ? { ...SDK1_SHARED, ...SDK1_HTTP_SHARED } : {},
      name === 'tour',
    ),
    browserValidatorSdk1(),
    nodeLikeSdk2(),
  ];
}

/** SDK 1.x's Client and Server check JSON Schema with the SDK's @cfworker/json-schema provider, not Ajv (stubs/sdk1Validator.ts). */
function browserValidatorSdk1(): Plugin {
  const stub = fileURLToPath(new URL('./stubs/sdk1Validator.ts', import.meta.url));
  return {
    name: 'mcp-tour-browser-validator-sdk1',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '../validation/ajv-provider.js' && importer && /[\\/]@modelcontextprotocol[\\/]sdk[\\/]/.test(importer)
        ? stub
        : null,
  };
}

/** SDK v2's environment shims as under Node (stubs/sdk2*Shims.ts): the same validator, the same words. */
function nodeLikeSdk2(): Plugin {
  const stubs: Record<string, string> = {
    '@modelcontextprotocol/client/_shims': fileURLToPath(new URL('./stubs/sdk2ClientShims.ts', import.meta.url)),
    '@modelcontextprotocol/server/_shims': fileURLToPath(new URL('./stubs/sdk2ServerShims.ts', import.meta.url)),
  };
  return {
    name: 'mcp-tour-node-like-sdk2',
    enforce: 'pre',
    resolveId: (source) => stubs[source] ?? null,
  };
}

/**
 * Imports of kernel modules become externals named after their kernel key; so do the SDK 1.x
 * modules a script takes from the scripts loaded before it (`shared`), whether imported by name
 * or, inside the SDK, by a relative path. With `sdk1OnlyShared` (the tour's script) any other
 * SDK 1.x import is an error: it would be a second copy of the SDK.
 */
function kernelExternals(root: string, shared: Readonly<Record<string, string>>, sdk1OnlyShared = false): Plugin {
  const byFile = new Map<string, string>();
  const byPackage = new Map<string, string>();
  for (const [key, where] of Object.entries({ ...KERNEL_MODULES, ...shared })) {
    if (where.startsWith('src/')) byFile.set(path.resolve(root, where), key);
    else byPackage.set(where, key);
  }
  return {
    name: 'mcp-tour-kernel-externals',
    enforce: 'pre',
    async buildStart() {
      for (const [key, specifier] of Object.entries(shared)) {
        const resolved = await this.resolve(specifier, path.join(root, 'index.ts'));
        if (!resolved) throw new Error(`kernel externals: cannot resolve ${specifier}`);
        byFile.set(resolved.id, key);
      }
    },
    async resolveId(source, importer, options) {
      const bare = byPackage.get(source);
      if (bare) return { id: `${EXTERNAL_PREFIX}${bare}`, external: true };
      if (sdk1OnlyShared && source.startsWith('@modelcontextprotocol/sdk'))
        throw new Error(
          `${importer} imports ${source}, which the sdk1 script does not share (SDK1_SHARED in kernelModules.ts)`,
        );
      if (!importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const key = resolved && byFile.get(resolved.id.split('?')[0]);
      return key ? { id: `${EXTERNAL_PREFIX}${key}`, external: true } : null;
    },
  };
}
