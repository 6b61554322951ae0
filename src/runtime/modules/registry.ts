// The module instances learner code receives, keyed by canonical specifier. Packs fill it: the
// runtime's own (packs/builtIn.ts) at start, SDK v2 (packs/sdk2.ts) when a program imports it.
// Everything here lives in the sandbox (and in the Node runner in tests), never in the page.

export type Namespace = Readonly<Record<string, unknown>>;

export interface ModulePack {
  modules: Readonly<Record<string, Namespace>>;
  /** Instruments the pack's classes for the trace; runs once, before the first program that may use them. */
  install(): void;
}

const modules = new Map<string, Namespace>();
const pending: ModulePack[] = [];

export function registerPack(pack: ModulePack): void {
  for (const [specifier, namespace] of Object.entries(pack.modules)) {
    restoreNames(namespace);
    modules.set(specifier, namespace);
  }
  pending.push(pack);
}

/**
 * The sandbox's scripts are minified, which renames classes and functions: a learner printing
 * McpServer would read "[class jC]" where node prints "[class McpServer]". Each export whose name
 * is a minifier's (three characters at most, and not its export name) gets its export name back.
 * (Keeping every name in the build instead costs about 4 kB of a lesson's first load.)
 */
function restoreNames(namespace: Namespace): void {
  for (const [exportName, value] of Object.entries(namespace)) {
    if (
      typeof value !== 'function' ||
      value.name === exportName ||
      value.name.length > 3 ||
      !/^[A-Za-z_$][\w$]*$/.test(exportName)
    )
      continue;
    try {
      Object.defineProperty(value, 'name', { value: exportName, configurable: true });
    } catch {
      // A name that cannot be set stays as it is.
    }
  }
}

/** Installs the tracing of every pack registered since the last call. */
export function installPacks(): void {
  for (const pack of pending.splice(0)) pack.install();
}

export function isRegistered(specifier: string): boolean {
  return modules.has(specifier);
}

const REGISTRY_GLOBAL = '__mcpTourModules';

/** Makes the registry reachable from shim modules, which are separate module records. */
export function exposeRegistry(scope: object): void {
  Object.defineProperty(scope, REGISTRY_GLOBAL, { value: Object.fromEntries(modules), configurable: true });
}

/** Source of a module that re-exports one registry entry under its own names. */
export function shimSource(specifier: string): string {
  const namespace = modules.get(specifier);
  if (!namespace) throw new Error(`${specifier} is not loaded`);
  const access = `globalThis[${JSON.stringify(REGISTRY_GLOBAL)}][${JSON.stringify(specifier)}]`;
  const names = Object.keys(namespace);
  // String export names ("catch", "default") are valid for any key, reserved words included.
  const lines = [`const m = ${access};`, ...names.map((name, i) => `const e${i} = m[${JSON.stringify(name)}];`)];
  lines.push(`export { ${names.map((name, i) => `e${i} as ${JSON.stringify(name)}`).join(', ')} };`);
  return lines.join('\n');
}
