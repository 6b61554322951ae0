import { type ExportNames, restoreNames } from './exportNames';

// The module instances learner code receives, keyed by canonical specifier. Packs fill it: the
// runtime's own (packs/core.ts) at start, the others (packs/sdk1.ts, packs/sdk2.ts, …) when a program imports them.
// Everything here lives in the sandbox (and in the Node runner in tests), never in the page.

export type Namespace = Readonly<Record<string, unknown>>;

export interface ModulePack {
  modules: Readonly<Record<string, Namespace>>;
  /** Instruments the pack's classes for the trace; runs once, before the first program that may use them. */
  install(): void;
}

const modules = new Map<string, Namespace>();
const pending: ModulePack[] = [];

/**
 * Adds a pack's modules. `names` (from the pack's build: exportNames.ts) gives minified functions
 * back the names node prints; code that is not minified (the Node runner) needs none.
 */
export function registerPack(pack: ModulePack, names?: ExportNames): void {
  for (const [specifier, namespace] of Object.entries(pack.modules)) {
    const own = names?.[specifier];
    if (own) restoreNames(namespace, own);
    modules.set(specifier, namespace);
  }
  pending.push(pack);
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
