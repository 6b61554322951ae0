import type { Transpiled } from './transpiled';

// Where the sandbox's transpiler pack (sandbox/packs/transpileEntry.ts) puts the transpiler when a
// program with type syntax needs it. A kernel module: the pack and the runtime share this one.

type Transpile = (source: string) => Transpiled;

let loaded: Transpile | undefined;

export function provideTranspiler(transpile: Transpile): void {
  loaded = transpile;
}

export function loadedTranspiler(): Transpile | undefined {
  return loaded;
}
