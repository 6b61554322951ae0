import type { ZodExtras } from './zodExtrasSlot';
import { notLoaded, onZodExtras } from './zodExtrasSlot';

// Stands for zod's core/compile.js in the sandbox runtime (build/sandbox/zodExtrasBuild.ts), with
// its exports and nothing more: core's `export *` puts every name here into z.core and z. Live
// bindings: once the zod extras pack has arrived, z.compile is zod's own.

export const INVALID: unique symbol = Symbol.for('zod.compile.invalid') as never;
export let compile = notLoaded('compile') as unknown as ZodExtras['compile'];
export let compileFn = notLoaded('compileFn') as unknown as ZodExtras['compileFn'];
export let withParser = notLoaded('withParser') as unknown as ZodExtras['withParser'];
// Before the pack, no error of z.compile can exist: nothing is an instance of these.
export let ZodCompileAsyncError = class ZodCompileAsyncError extends Error {} as ZodExtras['ZodCompileAsyncError'];
export let ZodCompileUnsupportedError =
  class ZodCompileUnsupportedError extends Error {} as unknown as ZodExtras['ZodCompileUnsupportedError'];

onZodExtras((extras) => {
  ({ compile, compileFn, withParser, ZodCompileAsyncError, ZodCompileUnsupportedError } = extras);
});
