// The shared core of throws/rejects/doesNotThrow/doesNotReject, ported from Node 20's
// lib/assert.js: getting the outcome of the call, and checking it against the `error` argument
// (RegExp, Error class, validation object or validation function) with Node's messages.
import { inspect } from 'node-inspect-extracted';
import { AssertionError, failWith } from './assertionError';
import { isDeepStrictEqual } from './deepEqual';
import { ambiguousArgument, invalidArgType, invalidArgValue, invalidReturnValue } from './nodeErrors';
import { isError, isPromise, isRegExp } from './valueTypes';

// Returned by getActual/waitForActual when nothing was thrown (undefined could be thrown).
const NO_EXCEPTION = Symbol('no exception');

export type Outcome = 'exception' | 'rejection';
/** The public assert function, named as Node names it in `operator`; also the stack start. */
type Caller = Function;

// The shape Node prints when a validation object does not match: only the compared keys, with
// RegExp expectations replaced by the actual string where they matched.
class Comparison {
  constructor(source: Record<PropertyKey, unknown>, keys: PropertyKey[], actual?: Record<PropertyKey, unknown>) {
    const self = this as unknown as Record<PropertyKey, unknown>;
    for (const key of keys) {
      if (!(key in source)) continue;
      const expected = source[key];
      self[key] =
        actual !== undefined &&
        typeof actual[key] === 'string' &&
        isRegExp(expected) &&
        expected.exec(actual[key]) !== null
          ? actual[key]
          : expected;
    }
  }
}

function compareExceptionKey(
  actual: Record<PropertyKey, unknown>,
  expected: Record<PropertyKey, unknown>,
  key: PropertyKey,
  message: unknown,
  keys: PropertyKey[],
  fn: Caller,
): void {
  if (key in actual && isDeepStrictEqual(actual[key], expected[key])) return;
  if (!message) {
    const error = new AssertionError({
      actual: new Comparison(actual, keys),
      expected: new Comparison(expected, keys, actual),
      operator: 'deepStrictEqual',
      stackStartFn: fn,
    });
    error.actual = actual;
    error.expected = expected;
    error.operator = fn.name;
    throw error;
  }
  failWith({ actual, expected, message, operator: fn.name, stackStartFn: fn });
}

function expectedException(actual: unknown, expected: unknown, message: unknown, fn: Caller): void {
  let generatedMessage = false;
  let text = message;

  if (typeof expected !== 'function') {
    if (isRegExp(expected)) {
      const input = String(actual);
      if (expected.exec(input) !== null) return;
      if (!text) {
        generatedMessage = true;
        text = `The input did not match the regular expression ${inspect(expected)}. Input:\n\n${inspect(input)}\n`;
      }
    } else if (typeof actual !== 'object' || actual === null) {
      const error = new AssertionError({ actual, expected, message, operator: 'deepStrictEqual', stackStartFn: fn });
      error.operator = fn.name;
      throw error;
    } else {
      // A validation object: each of its own keys must match (name and message too for an Error).
      const expectedObject = expected as Record<PropertyKey, unknown>;
      const actualObject = actual as Record<PropertyKey, unknown>;
      const keys: PropertyKey[] = Object.keys(expectedObject);
      if (expected instanceof Error) keys.push('name', 'message');
      else if (keys.length === 0) throw invalidArgValue('error', expected, 'may not be an empty object');
      for (const key of keys) {
        const want = expectedObject[key];
        const got = actualObject[key];
        if (typeof got === 'string' && isRegExp(want) && want.exec(got) !== null) continue;
        compareExceptionKey(actualObject, expectedObject, key, message, keys, fn);
      }
      return;
    }
  } else if (expected.prototype !== undefined && actual instanceof expected) {
    return;
  } else if (Object.prototype.isPrototypeOf.call(Error, expected)) {
    if (!text) {
      generatedMessage = true;
      text = `The error is expected to be an instance of "${expected.name}". Received `;
      if (isError(actual)) {
        const name = actual.constructor?.name || actual.name;
        text += expected.name === name ? 'an error with identical name but a different prototype.' : `"${name}"`;
        if (actual.message) text += `\n\nError message:\n\n${actual.message}`;
      } else {
        text += `"${inspect(actual, { depth: -1 })}"`;
      }
    }
  } else {
    const result = Reflect.apply(expected, {}, [actual]);
    if (result === true) return;
    if (!text) {
      generatedMessage = true;
      const name = expected.name ? `"${expected.name}" ` : '';
      text = `The ${name}validation function is expected to return "true". Received ${inspect(result)}`;
      if (isError(actual)) text += `\n\nCaught error:\n\n${actual}`;
    }
  }

  const error = new AssertionError({ actual, expected, message: text, operator: fn.name, stackStartFn: fn });
  error.generatedMessage = generatedMessage;
  throw error;
}

export function getActual(fn: unknown): unknown {
  if (typeof fn !== 'function') throw invalidArgType('fn', 'Function', fn);
  try {
    fn();
  } catch (error) {
    return error;
  }
  return NO_EXCEPTION;
}

// Native promises, or promise-likes with both then and catch (a bare thenable is not enough).
function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  if (isPromise(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as { then?: unknown; catch?: unknown };
  return typeof candidate.then === 'function' && typeof candidate.catch === 'function';
}

export async function waitForActual(promiseFn: unknown): Promise<unknown> {
  let resultPromise: PromiseLike<unknown>;
  if (typeof promiseFn === 'function') {
    const returned: unknown = promiseFn();
    if (!isPromiseLike(returned)) throw invalidReturnValue('instance of Promise', 'promiseFn', returned);
    resultPromise = returned;
  } else if (isPromiseLike(promiseFn)) {
    resultPromise = promiseFn;
  } else {
    throw invalidArgType('promiseFn', ['Function', 'Promise'], promiseFn);
  }
  try {
    await resultPromise;
  } catch (error) {
    return error;
  }
  return NO_EXCEPTION;
}

export function expectsError(fn: Caller, outcome: Outcome, actual: unknown, args: unknown[]): void {
  let [error, message] = args;
  if (typeof error === 'string') {
    if (args.length === 2) throw invalidArgType('error', ['Object', 'Error', 'Function', 'RegExp'], error);
    if (typeof actual === 'object' && actual !== null) {
      if ((actual as { message?: unknown }).message === error) {
        throw ambiguousArgument('error/message', `The error message "${error}" is identical to the message.`);
      }
    } else if (actual === error) {
      throw ambiguousArgument('error/message', `The error "${String(actual)}" is identical to the message.`);
    }
    message = error;
    error = undefined;
  } else if (error != null && typeof error !== 'object' && typeof error !== 'function') {
    throw invalidArgType('error', ['Object', 'Error', 'Function', 'RegExp'], error);
  }

  if (actual === NO_EXCEPTION) {
    const errorName = (error as { name?: unknown } | undefined)?.name;
    let details = error && errorName ? ` (${String(errorName)})` : '';
    details += message ? `: ${String(message)}` : '.';
    failWith({
      actual: undefined,
      expected: error,
      operator: fn.name,
      message: `Missing expected ${outcome}${details}`,
      stackStartFn: fn,
    });
  }
  if (!error) return;
  expectedException(actual, error, message, fn);
}

function hasMatchingError(actual: unknown, expected: unknown): boolean {
  if (typeof expected !== 'function') {
    if (isRegExp(expected)) return expected.exec(String(actual)) !== null;
    throw invalidArgType('expected', ['Function', 'RegExp'], expected);
  }
  if (expected.prototype !== undefined && actual instanceof expected) return true;
  if (Object.prototype.isPrototypeOf.call(Error, expected)) return false;
  return Reflect.apply(expected, {}, [actual]) === true;
}

export function expectsNoError(fn: Caller, outcome: Outcome, actual: unknown, args: unknown[]): void {
  if (actual === NO_EXCEPTION) return;
  let [error, message] = args;
  if (typeof error === 'string') {
    message = error;
    error = undefined;
  }
  if (!error || hasMatchingError(actual, error)) {
    const details = message ? `: ${String(message)}` : '.';
    const actualMessage = actual && (actual as { message?: unknown }).message;
    failWith({
      actual,
      expected: error,
      operator: fn.name,
      message: `Got unwanted ${outcome}${details}\nActual message: "${String(actualMessage)}"`,
      stackStartFn: fn,
    });
  }
  throw actual;
}
