// Browser stand-in for `node:assert` and `node:assert/strict` (Node 20), for learner code.
// Adapted from Node.js lib/assert.js and lib/internal/assert/* (MIT License, Node.js contributors).
// The assertion logic follows Node's lib/assert.js closely so that results, error codes and
// generated messages match; assert.test.ts runs a table of cases against both. Known differences:
// - A falsy `assert(value)` / `assert.ok(value)` without a message: Node quotes the source text
//   of the call ("assert.ok(count)\n"), or says "0 == true" when it cannot read the source. Here
//   the inspected value stands in for the expression: "...falsy value:\n\n  assert.ok(0)\n".
//   The call form is guessed from `this`: a bare call shows "assert(...)".
// - Values are printed with node-inspect-extracted (Node's util.inspect for browsers); rare
//   formatting differences follow from it, e.g. symbol keys print as `Symbol(k): 1`, not
//   `[Symbol(k)]: 1`.
// - Deprecation warnings (assert.fail with several arguments, CallTracker) go to console.warn.
import { inspect } from 'node-inspect-extracted';
import { AssertionError, failWith } from './assert/assertionError';
import { CallTracker } from './assert/callTracker';
import { isDeepEqual, isDeepStrictEqual } from './assert/deepEqual';
import { warnDeprecated } from './assert/deprecation';
import { expectsError, expectsNoError, getActual, waitForActual } from './assert/expectations';
import { invalidArgType, missingArgs } from './assert/nodeErrors';
import { isError, isRegExp } from './assert/valueTypes';

export { AssertionError } from './assert/assertionError';
export { CallTracker } from './assert/callTracker';

type AnyFunction = (...args: never[]) => unknown;

function innerOk(fn: Function, callForm: string, args: unknown[]): void {
  const [value, message] = args;
  if (value) return;
  let generatedMessage = false;
  let text = message;
  if (args.length === 0) {
    generatedMessage = true;
    text = 'No value argument passed to `assert.ok()`';
  } else if (message == null) {
    generatedMessage = true;
    // Node quotes the source text of the call here; without the source we show the value.
    text = `The expression evaluated to a falsy value:\n\n  ${callForm}(${inspect(value)})\n`;
  } else if (isError(message)) {
    throw message;
  }
  const error = new AssertionError({ actual: value, expected: true, message: text, operator: '==', stackStartFn: fn });
  error.generatedMessage = generatedMessage;
  throw error;
}

function ok(this: unknown, ...args: unknown[]): void {
  innerOk(ok, this === undefined ? 'assert' : 'assert.ok', args);
}

function strictOk(...args: unknown[]): void {
  innerOk(strictOk, 'assert', args);
}

function fail(...args: unknown[]): never {
  let [actual, expected, message, operator, stackStartFn] = args;
  let internalMessage = false;
  if (actual == null && args.length <= 1) {
    internalMessage = true;
    message = 'Failed';
  } else if (args.length === 1) {
    message = actual;
    actual = undefined;
  } else {
    warnDeprecated(
      'DEP0094',
      'assert.fail() with more than one argument is deprecated. Please use assert.strictEqual() instead or only pass a message.',
    );
    if (args.length === 2) operator = '!=';
  }
  if (message instanceof Error) throw message;
  const error = new AssertionError({
    actual,
    expected,
    operator: operator === undefined ? 'fail' : (operator as string),
    stackStartFn: (stackStartFn as Function | undefined) || fail,
    message,
  });
  if (internalMessage) error.generatedMessage = true;
  throw error;
}

function requireTwoArgs(count: number): void {
  if (count < 2) throw missingArgs('actual', 'expected');
}

function bothNaN(actual: unknown, expected: unknown): boolean {
  return Number.isNaN(actual) && Number.isNaN(expected);
}

function equal(...args: unknown[]): void {
  requireTwoArgs(args.length);
  const [actual, expected, message] = args;
  if (actual != expected && !bothNaN(actual, expected)) {
    failWith({ actual, expected, message, operator: '==', stackStartFn: equal });
  }
}

function notEqual(...args: unknown[]): void {
  requireTwoArgs(args.length);
  const [actual, expected, message] = args;
  if (actual == expected || bothNaN(actual, expected)) {
    failWith({ actual, expected, message, operator: '!=', stackStartFn: notEqual });
  }
}

function deepEqual(...args: unknown[]): void {
  requireTwoArgs(args.length);
  const [actual, expected, message] = args;
  if (!isDeepEqual(actual, expected)) {
    failWith({ actual, expected, message, operator: 'deepEqual', stackStartFn: deepEqual });
  }
}

function notDeepEqual(...args: unknown[]): void {
  requireTwoArgs(args.length);
  const [actual, expected, message] = args;
  if (isDeepEqual(actual, expected)) {
    failWith({ actual, expected, message, operator: 'notDeepEqual', stackStartFn: notDeepEqual });
  }
}

function deepStrictEqual(...args: unknown[]): void {
  requireTwoArgs(args.length);
  const [actual, expected, message] = args;
  if (!isDeepStrictEqual(actual, expected)) {
    failWith({ actual, expected, message, operator: 'deepStrictEqual', stackStartFn: deepStrictEqual });
  }
}

function notDeepStrictEqual(...args: unknown[]): void {
  requireTwoArgs(args.length);
  const [actual, expected, message] = args;
  if (isDeepStrictEqual(actual, expected)) {
    failWith({ actual, expected, message, operator: 'notDeepStrictEqual', stackStartFn: notDeepStrictEqual });
  }
}

function strictEqual(...args: unknown[]): void {
  requireTwoArgs(args.length);
  const [actual, expected, message] = args;
  if (!Object.is(actual, expected)) {
    failWith({ actual, expected, message, operator: 'strictEqual', stackStartFn: strictEqual });
  }
}

function notStrictEqual(...args: unknown[]): void {
  requireTwoArgs(args.length);
  const [actual, expected, message] = args;
  if (Object.is(actual, expected)) {
    failWith({ actual, expected, message, operator: 'notStrictEqual', stackStartFn: notStrictEqual });
  }
}

// --- throws / rejects -------------------------------------------------------------------------

function throws(fn: unknown, ...args: unknown[]): void {
  expectsError(throws, 'exception', getActual(fn), args);
}

async function rejects(promiseFn: unknown, ...args: unknown[]): Promise<void> {
  expectsError(rejects, 'rejection', await waitForActual(promiseFn), args);
}

function doesNotThrow(fn: unknown, ...args: unknown[]): void {
  expectsNoError(doesNotThrow, 'exception', getActual(fn), args);
}

async function doesNotReject(fn: unknown, ...args: unknown[]): Promise<void> {
  expectsNoError(doesNotReject, 'rejection', await waitForActual(fn), args);
}

// --- ifError / match ----------------------------------------------------------------------------

function ifError(err: unknown): void {
  if (err === null || err === undefined) return;
  let message = 'ifError got unwanted exception: ';
  const errorLike = err as { message?: unknown; constructor?: { name: string }; stack?: unknown };
  if (typeof err === 'object' && typeof errorLike.message === 'string') {
    message += errorLike.message.length === 0 && errorLike.constructor ? errorLike.constructor.name : errorLike.message;
  } else {
    message += inspect(err);
  }
  const newError = new AssertionError({
    actual: err,
    expected: null,
    operator: 'ifError',
    message,
    stackStartFn: ifError,
  });
  // Continue the new error's stack with the original error's frames (V8-style stacks only).
  const originalStack = errorLike.stack;
  if (typeof originalStack === 'string' && typeof newError.stack === 'string') {
    const framesStart = originalStack.indexOf('\n    at');
    if (framesStart !== -1) {
      const originalFrames = originalStack.slice(framesStart + 1).split('\n');
      let newFrames = newError.stack.split('\n');
      for (const frame of originalFrames) {
        const position = newFrames.indexOf(frame);
        if (position !== -1) {
          newFrames = newFrames.slice(0, position);
          break;
        }
      }
      newError.stack = `${newFrames.join('\n')}\n${originalFrames.join('\n')}`;
    }
  }
  throw newError;
}

function internalMatch(
  input: unknown,
  regexp: unknown,
  message: unknown,
  fn: typeof match | typeof doesNotMatch,
): void {
  if (!isRegExp(regexp)) throw invalidArgType('regexp', 'RegExp', regexp);
  const wantMatch = fn === match;
  if (typeof input === 'string' && (regexp.exec(input) !== null) === wantMatch) return;
  if (message instanceof Error) throw message;
  const generatedMessage = !message;
  const text =
    message ||
    (typeof input !== 'string'
      ? `The "string" argument must be of type string. Received type ${typeof input} (${inspect(input)})`
      : `${wantMatch ? 'The input did not match the regular expression ' : 'The input was expected to not match the regular expression '}` +
        `${inspect(regexp)}. Input:\n\n${inspect(input)}\n`);
  const error = new AssertionError({
    actual: input,
    expected: regexp,
    message: text,
    operator: fn.name,
    stackStartFn: fn,
  });
  error.generatedMessage = generatedMessage;
  throw error;
}

function match(input: unknown, regexp: unknown, message?: unknown): void {
  internalMatch(input, regexp, message, match);
}

function doesNotMatch(input: unknown, regexp: unknown, message?: unknown): void {
  internalMatch(input, regexp, message, doesNotMatch);
}

// --- the two module objects ---------------------------------------------------------------------

// Same property order as Node's module.exports (it shows in console.log(assert)).
const members = {
  fail,
  AssertionError,
  ok,
  equal,
  notEqual,
  deepEqual,
  notDeepEqual,
  deepStrictEqual,
  notDeepStrictEqual,
  strictEqual,
  notStrictEqual,
  throws,
  rejects,
  doesNotThrow,
  doesNotReject,
  ifError,
  match,
  doesNotMatch,
  CallTracker,
};

type Members = typeof members & { strict?: unknown };

// As in Node, the default export is `ok` itself, and strict mode is a copy with the strict
// comparisons under the loose names.
const legacyModule: AnyFunction & Members = Object.assign(ok, members);
const strictModule: AnyFunction & Members = Object.assign(strictOk, members, {
  equal: strictEqual,
  deepEqual: deepStrictEqual,
  notEqual: notStrictEqual,
  notDeepEqual: notDeepStrictEqual,
});
legacyModule.strict = strictModule;
strictModule.strict = strictModule;
// Node's strict-mode function is named `strict` (what `console.log(assert.name)` prints).
Object.defineProperty(strictOk, 'name', { value: 'strict' });

// Shaped as Node's own default exports; assert.test.ts holds them to Node's types and answers (the
// runtime has no Node types: it runs in a Worker).
/** The default export of 'node:assert' (legacy mode). */
export const assert: object = legacyModule;
/** The default export of 'node:assert/strict' (also `assert.strict`). */
export const strict: object = strictModule;

export type AssertMode = 'legacy' | 'strict';

function buildNamespace(moduleExports: AnyFunction & Members): Readonly<Record<string, unknown>> {
  // Node exposes a CommonJS built-in's own enumerable properties as named exports plus `default`,
  // on a null-prototype object with keys in code-unit order.
  const entries: Record<string, unknown> = { ...moduleExports, default: moduleExports };
  const namespace: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(entries).sort()) namespace[key] = entries[key];
  Object.defineProperty(namespace, Symbol.toStringTag, { value: 'Module' });
  return Object.freeze(namespace);
}

const namespaces: Record<AssertMode, Readonly<Record<string, unknown>>> = {
  legacy: buildNamespace(legacyModule),
  strict: buildNamespace(strictModule),
};

/**
 * What `import * as x from 'node:assert'` (legacy) or `'node:assert/strict'` (strict) gives under
 * Node: the named exports and `default`. The same object is returned on every call.
 */
export function namespaceFor(mode: AssertMode): Readonly<Record<string, unknown>> {
  return namespaces[mode];
}
