import type { compile, compileFn, withParser, ZodCompileAsyncError, ZodCompileUnsupportedError } from 'zod/v4/core';
import type { fromJSONSchema } from 'zod/v4';

// zod's z.fromJSONSchema and z.compile (with withParser and compileFn) are about 12 kB compressed
// that neither SDK calls: the sandbox runtime leaves them to a pack of their own (packs/zodExtrasEntry.ts),
// loaded for a program that names one of them (modules/packs.ts). In the runtime, zod's two modules
// that define them are replaced by late-bound ones (fromJsonSchemaLate.ts, compileLate.ts) that
// take the real functions from here when the pack arrives. A kernel module: the pack and the
// runtime share this one.

export interface ZodExtras {
  fromJSONSchema: typeof fromJSONSchema;
  compile: typeof compile;
  compileFn: typeof compileFn;
  withParser: typeof withParser;
  ZodCompileAsyncError: typeof ZodCompileAsyncError;
  ZodCompileUnsupportedError: typeof ZodCompileUnsupportedError;
}

type Listener = (extras: ZodExtras) => void;
const listeners: Listener[] = [];

/** Called by a late-bound module once, as the runtime starts. */
export function onZodExtras(listener: Listener): void {
  listeners.push(listener);
}

/** Called by the pack. */
export function provideZodExtras(extras: ZodExtras): void {
  for (const listener of listeners) listener(extras);
}

/** What a late-bound function is until the pack has arrived: a clear message instead of zod's work. */
export function notLoaded(name: keyof ZodExtras): () => never {
  return () => {
    throw new Error(
      `z.${name} is loaded only for programs that name it (MCP Tour loads this part of zod on demand): write z.${name}(…) in your code, not a computed name.`,
    );
  };
}
