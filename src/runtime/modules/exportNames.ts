import type { Namespace } from './registry';

// The sandbox's scripts are minified, which renames classes and functions: a learner printing
// McpServer would read "[class jC]" where node prints "[class McpServer]". The names node gives are
// read at build time, from the very modules the Node runner loads (build/sandbox/exportNames.ts), and
// each pack's script carries them; registering the pack gives them back. (Keeping every name in the
// minified build instead costs about 4 kB of a lesson's first load.)

/** Per module specifier: its function exports, space-separated, as "name" when node's name for it is the export's own, else "export:name". */
export type ExportNames = Readonly<Record<string, string>>;

/** What node calls each function a pack's modules export (run under Node, at build time). */
export function exportNamesOf(modules: Readonly<Record<string, Namespace>>): ExportNames {
  return Object.fromEntries(
    Object.entries(modules).map(([specifier, namespace]) => [
      specifier,
      Object.entries(namespace)
        .flatMap(([exportName, value]) =>
          typeof value !== 'function' || !/^[\w$]+$/.test(exportName)
            ? []
            : [value.name === exportName ? exportName : `${exportName}:${value.name}`],
        )
        .join(' '),
    ]),
  );
}

/** Gives each function of `namespace` listed in `names` the name node gives it. */
export function restoreNames(namespace: Namespace, names: string): void {
  for (const entry of names.split(' ')) {
    const [exportName, name = exportName] = entry.split(':');
    const value = namespace[exportName];
    if (typeof value !== 'function' || value.name === name) continue;
    try {
      Object.defineProperty(value, 'name', { value: name, configurable: true });
    } catch {
      // A name that cannot be set stays as it is.
    }
  }
}
