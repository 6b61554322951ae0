// Every case runs against the browser stand-in and must end as Node 20's real node:assert (or
// /strict) ends it: how it ended (returned, threw, resolved, rejected), the return value, and for
// errors the constructor, name, code, operator, generatedMessage and message. Node 20's answers are
// recorded in assert.node20.json, so a newer Node (whose messages differ) does not move the target;
// on Node 20 the test also checks the recording against the live module. To record again, on
// Node 20: UPDATE_ASSERT_FIXTURES=1 npx vitest run src/runtime/modules/assert.test.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as nodeAssertNamespace from 'node:assert';
import * as nodeStrictNamespace from 'node:assert/strict';
import { afterAll, describe, expect, it } from 'vitest';
import { assert as standInAssert, namespaceFor, strict as standInStrict } from './assert';
import type nodeAssert from 'node:assert';

/** The type Node's own `node:assert` default export has; the stand-in is shaped the same. */
type AssertModule = typeof nodeAssert;

type Mode = 'legacy' | 'strict';

interface Case {
  name: string;
  run: (a: AssertModule) => unknown;
  /** Modes to run in; both unless stated. */
  modes?: Mode[];
  /** Skip comparing the message where the stand-in knowingly differs (see assert.ts). */
  differentMessage?: string;
}

// Learner-style calls with arguments the typings reject on purpose.
const loosely = (a: AssertModule) =>
  a as unknown as Record<string, (...args: unknown[]) => unknown> & ((...args: unknown[]) => unknown);

const boom = () => {
  throw new Error('boom');
};
const throwsType = () => {
  throw new TypeError('bad input');
};
class ValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValidationError';
  }
}
class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}
const sym = Symbol('k');
const cyclic = () => {
  const value: Record<string, unknown> = { name: 'node' };
  value.self = value;
  return value;
};
/** Returns whether the given Error instance came out of the call unchanged. */
const rethrowsSame = (call: (error: Error) => unknown): boolean | Promise<boolean> => {
  const error = new RangeError('mine');
  const check = (caught: unknown) => caught === error;
  try {
    const result = call(error);
    if (result instanceof Promise) return result.then(() => false, check);
  } catch (caught) {
    return check(caught);
  }
  return false;
};

const cases: Case[] = [
  // ok / the callable module
  { name: 'ok(true) passes', run: (a) => a.ok(true) },
  { name: 'callable with a truthy value and message', run: (a) => a(1, 'not reached') },
  { name: 'callable with no argument', run: (a) => loosely(a)() },
  { name: 'ok(0) without message', run: (a) => a.ok(0), differentMessage: 'source expression is not available' },
  {
    name: 'callable(false) without message',
    run: (a) => a(false),
    differentMessage: 'source expression is not available',
  },
  { name: 'ok(false, message)', run: (a) => a.ok(false, 'custom ok message') },
  { name: "callable('', message)", run: (a) => a('', 'empty string is falsy') },
  { name: 'ok(null, Error) throws that Error', run: (a) => rethrowsSame((e) => a.ok(null, e)) },

  // equal / notEqual (loose in legacy mode, strict in strict mode)
  { name: "equal(1, '1')", run: (a) => a.equal(1, '1') },
  { name: 'equal(NaN, NaN)', run: (a) => a.equal(NaN, NaN) },
  { name: 'equal(1, 2)', run: (a) => a.equal(1, 2) },
  { name: 'equal(null, undefined)', run: (a) => a.equal(null, undefined) },
  { name: 'equal(1, 2, message)', run: (a) => a.equal(1, 2, 'numbers differ') },
  { name: 'equal with one argument', run: (a) => loosely(a).equal(1) },
  { name: "notEqual(1, '1')", run: (a) => a.notEqual(1, '1') },
  { name: 'notEqual(1, 2)', run: (a) => a.notEqual(1, 2) },
  { name: 'notEqual(NaN, NaN)', run: (a) => a.notEqual(NaN, NaN) },

  // strictEqual / notStrictEqual
  { name: 'strictEqual(1, 2)', run: (a) => a.strictEqual(1, 2) },
  { name: 'strictEqual(NaN, NaN)', run: (a) => a.strictEqual(NaN, NaN) },
  { name: 'strictEqual(0, -0)', run: (a) => a.strictEqual(0, -0) },
  { name: 'strictEqual of equal-looking objects', run: (a) => a.strictEqual({ a: 1 }, { a: 1 }) },
  { name: 'strictEqual of two strings', run: (a) => a.strictEqual('hello world', 'hello there') },
  { name: 'strictEqual of multi-line strings', run: (a) => a.strictEqual('a\nb\nc', 'a\nB\nc') },
  { name: 'strictEqual(1, 2, message)', run: (a) => a.strictEqual(1, 2, 'custom strict message') },
  { name: 'strictEqual(1, 2, 0) treats a falsy message as absent', run: (a) => loosely(a).strictEqual(1, 2, 0) },
  { name: 'strictEqual(1, 2, Error) throws that Error', run: (a) => rethrowsSame((e) => a.strictEqual(1, 2, e)) },
  { name: 'notStrictEqual(1, 1)', run: (a) => a.notStrictEqual(1, 1) },
  {
    name: 'notStrictEqual(same object)',
    run: (a) => {
      const o = { a: [1, 2] };
      a.notStrictEqual(o, o);
    },
  },
  {
    name: 'notStrictEqual of long strings',
    run: (a) => a.notStrictEqual('a long string value', 'a long string value'),
  },

  // deepEqual / notDeepEqual (loose in legacy mode)
  { name: "deepEqual({ a: 1 }, { a: '1' })", run: (a) => a.deepEqual({ a: 1 }, { a: '1' }) },
  { name: 'deepEqual arrays differ', run: (a) => a.deepEqual([1, 2, 3], [1, 2, 4]) },
  { name: 'notDeepEqual of equal objects', run: (a) => a.notDeepEqual({ a: 1 }, { a: 1 }) },
  { name: 'notDeepEqual of different objects', run: (a) => a.notDeepEqual({ a: 1 }, { a: 2 }) },
  { name: "deepEqual Sets with 1 and '1'", run: (a) => a.deepEqual(new Set([1, 2]), new Set(['1', 2])) },
  { name: "deepEqual Maps with keys 1 and '1'", run: (a) => a.deepEqual(new Map([[1, 'a']]), new Map([['1', 'a']])) },
  {
    name: 'deepEqual null-prototype vs plain object',
    run: (a) => a.deepEqual(Object.assign(Object.create(null), { a: 1 }), { a: 1 }),
  },
  { name: 'deepEqual array vs array-like object', run: (a) => a.deepEqual([1, 2], { 0: 1, 1: 2 }) },
  { name: 'deepEqual(-0, 0) inside objects', run: (a) => a.deepEqual({ v: -0 }, { v: 0 }) },
  { name: 'deepEqual class instance vs plain object', run: (a) => a.deepEqual(new Point(1, 2), { x: 1, y: 2 }) },

  // deepStrictEqual / notDeepStrictEqual
  {
    name: 'deepStrictEqual nested equal',
    run: (a) => a.deepStrictEqual({ a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'x' }] }),
  },
  { name: 'deepStrictEqual({ a: 1 }, { a: 2 })', run: (a) => a.deepStrictEqual({ a: 1 }, { a: 2 }) },
  { name: 'deepStrictEqual with message', run: (a) => a.deepStrictEqual({ a: 1 }, { a: 2 }, 'objects differ') },
  { name: 'deepStrictEqual [NaN]', run: (a) => a.deepStrictEqual([NaN], [NaN]) },
  { name: 'deepStrictEqual -0 vs 0', run: (a) => a.deepStrictEqual({ v: -0 }, { v: 0 }) },
  { name: 'deepStrictEqual different prototypes', run: (a) => a.deepStrictEqual(new Point(1, 2), { x: 1, y: 2 }) },
  { name: 'deepStrictEqual Dates equal', run: (a) => a.deepStrictEqual(new Date(0), new Date(0)) },
  { name: 'deepStrictEqual Dates differ', run: (a) => a.deepStrictEqual(new Date(0), new Date(86400000)) },
  { name: 'deepStrictEqual RegExps equal', run: (a) => a.deepStrictEqual(/a+/gi, /a+/gi) },
  { name: 'deepStrictEqual RegExp flags differ', run: (a) => a.deepStrictEqual(/a/g, /a/i) },
  {
    name: 'deepStrictEqual RegExp lastIndex differs',
    run: (a: AssertModule) => {
      const r = /a/g;
      r.lastIndex = 1;
      a.deepStrictEqual(r, /a/g);
    },
  },
  {
    name: 'deepStrictEqual Maps with object keys',
    run: (a) =>
      a.deepStrictEqual(
        new Map<unknown, unknown>([
          [{ k: 1 }, 'v'],
          ['s', 1],
        ]),
        new Map<unknown, unknown>([
          ['s', 1],
          [{ k: 1 }, 'v'],
        ]),
      ),
  },
  {
    name: 'deepStrictEqual Maps values differ',
    run: (a) => a.deepStrictEqual(new Map([['a', 1]]), new Map([['a', 2]])),
  },
  {
    name: 'deepStrictEqual Sets of objects in any order',
    run: (a) => a.deepStrictEqual(new Set([{ a: 1 }, { b: 2 }]), new Set([{ b: 2 }, { a: 1 }])),
  },
  { name: "deepStrictEqual Sets with 1 and '1'", run: (a) => a.deepStrictEqual(new Set([1]), new Set(['1'])) },
  { name: 'deepStrictEqual array vs object', run: (a) => a.deepStrictEqual([], {}) },
  { name: 'deepStrictEqual symbol keys equal', run: (a) => a.deepStrictEqual({ [sym]: 1 }, { [sym]: 1 }) },
  {
    name: 'deepStrictEqual symbol key values differ',
    run: (a) => a.deepStrictEqual({ [sym]: 1 }, { [sym]: 2 }),
    differentMessage: 'symbol keys print as Symbol(k), not [Symbol(k)]',
  },
  {
    name: 'deepStrictEqual symbol key missing',
    run: (a) => a.deepStrictEqual({ [sym]: 1 }, {}),
    differentMessage: 'symbol keys print as Symbol(k), not [Symbol(k)]',
  },
  { name: 'deepEqual ignores symbol keys', run: (a) => a.deepEqual({ [sym]: 1 }, {}), modes: ['legacy'] },
  { name: 'deepStrictEqual boxed numbers', run: (a) => a.deepStrictEqual(new Number(1), new Number(1)) },
  { name: 'deepStrictEqual boxed strings differ', run: (a) => a.deepStrictEqual(new String('a'), new String('b')) },
  { name: 'deepStrictEqual boxed vs primitive', run: (a) => a.deepStrictEqual(Object(1), 1) },
  { name: 'deepStrictEqual Errors equal', run: (a) => a.deepStrictEqual(new Error('a'), new Error('a')) },
  { name: 'deepStrictEqual Error messages differ', run: (a) => a.deepStrictEqual(new Error('a'), new Error('b')) },
  { name: 'deepStrictEqual Error classes differ', run: (a) => a.deepStrictEqual(new TypeError('a'), new Error('a')) },
  {
    name: 'deepStrictEqual Error names differ',
    run: (a: AssertModule) => {
      const e = new Error('a');
      e.name = 'Custom';
      a.deepStrictEqual(e, new Error('a'));
    },
  },
  { name: 'deepStrictEqual cyclic structures', run: (a) => a.deepStrictEqual(cyclic(), cyclic()) },
  // biome-ignore lint/suspicious/noSparseArray: a hole is what this case compares
  { name: 'deepStrictEqual sparse vs undefined hole', run: (a) => a.deepStrictEqual([1, , 3], [1, undefined, 3]) },
  {
    name: 'deepStrictEqual typed arrays',
    run: (a) => a.deepStrictEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2])),
  },
  {
    name: 'deepStrictEqual typed array kinds differ',
    run: (a) => a.deepStrictEqual(new Uint8Array([1]), new Int8Array([1])),
  },
  { name: 'deepStrictEqual undefined property vs missing', run: (a) => a.deepStrictEqual({ a: undefined }, {}) },
  {
    name: 'deepStrictEqual same structure, different symbols',
    run: (a) => a.deepStrictEqual({ a: Symbol('s') }, { a: Symbol('s') }),
  },
  {
    name: 'deepStrictEqual long arrays',
    run: (a) =>
      a.deepStrictEqual(
        Array.from({ length: 30 }, (_, i) => i),
        Array.from({ length: 30 }, (_, i) => (i === 20 ? -1 : i)),
      ),
  },
  {
    name: 'deepStrictEqual equal URLs',
    run: (a) => a.deepStrictEqual(new URL('https://example.com/a'), new URL('https://example.com/a')),
  },
  {
    name: 'deepStrictEqual different URLs',
    run: (a) => a.deepStrictEqual(new URL('https://example.com/a'), new URL('https://example.com/b')),
  },
  {
    name: 'deepEqual Maps with object keys and loose values',
    run: (a) => a.deepEqual(new Map([[{ id: 1 }, 1]]), new Map([[{ id: 1 }, '1']])),
  },
  {
    name: 'deepStrictEqual nested Map/Set/array difference',
    run: (a) =>
      a.deepStrictEqual(
        { list: [new Set(['a']), new Map([['k', { deep: true }]])] },
        { list: [new Set(['a']), new Map([['k', { deep: false }]])] },
      ),
  },
  { name: 'deepStrictEqual primitives of different types', run: (a) => a.deepStrictEqual(1, '1') },
  { name: 'notDeepStrictEqual of equal objects', run: (a) => a.notDeepStrictEqual({ a: 1 }, { a: 1 }) },
  { name: "notDeepStrictEqual({ a: 1 }, { a: '1' })", run: (a) => a.notDeepStrictEqual({ a: 1 }, { a: '1' }) },
  { name: 'notDeepStrictEqual with message', run: (a) => a.notDeepStrictEqual([1], [1], 'should differ') },

  // throws
  { name: 'throws when the function throws', run: (a) => a.throws(boom) },
  { name: 'throws when the function does not throw', run: (a) => a.throws(() => {}) },
  { name: 'throws, no throw, Error class', run: (a) => a.throws(() => {}, TypeError) },
  { name: 'throws, no throw, message', run: (a) => a.throws(() => {}, 'should have thrown') },
  { name: 'throws with a matching RegExp', run: (a) => a.throws(boom, /boo/) },
  { name: 'throws with a non-matching RegExp', run: (a) => a.throws(boom, /nope/) },
  { name: 'throws with the right Error class', run: (a) => a.throws(throwsType, TypeError) },
  { name: 'throws with the wrong Error class', run: (a) => a.throws(throwsType, RangeError) },
  {
    name: 'throws with a custom Error subclass',
    run: (a) =>
      a.throws(() => {
        throw new ValidationError('no');
      }, ValidationError),
  },
  {
    name: 'throws with a non-Error class that matches',
    run: (a) =>
      a.throws(() => {
        throw new Point(1, 2);
      }, Point as never),
  },
  { name: 'throws with a non-Error class that does not match', run: (a) => a.throws(boom, Point as never) },
  { name: 'throws with an Error class and message', run: (a) => a.throws(throwsType, RangeError, 'wrong class') },
  {
    name: 'throws with a matching validation object',
    run: (a) => a.throws(throwsType, { name: 'TypeError', message: /bad/ }),
  },
  {
    name: 'throws with a non-matching validation object',
    run: (a) => a.throws(throwsType, { name: 'TypeError', message: 'other' }),
  },
  {
    name: 'throws with a validation object and message',
    run: (a) => a.throws(throwsType, { message: 'other' }, 'custom validation message'),
  },
  { name: 'throws with an Error instance as validation object', run: (a) => a.throws(boom, new Error('boom')) },
  {
    name: 'throws with a passing validation function',
    run: (a) => a.throws(boom, (err: unknown) => err instanceof Error && err.message === 'boom'),
  },
  {
    name: 'throws with a failing validation function',
    run: (a) =>
      a.throws(boom, function validate() {
        return false;
      } as never),
  },
  {
    name: 'throws a primitive against a validation object',
    run: (a) =>
      a.throws(
        () => {
          throw 'text';
        },
        { message: 'text' },
      ),
  },
  { name: 'throws with a non-function', run: (a) => loosely(a).throws('not a function') },
  {
    name: 'argument errors look like Node errors',
    run: (a) => {
      try {
        loosely(a).throws('not a function');
      } catch (error) {
        const e = error as Error & { code: string };
        // (Not the stack header: Vitest's source-map stack formatting drops Node's "[ERR_...]" there.)
        return [e.name, e.code, String(e), e.constructor === TypeError, e instanceof TypeError, Object.keys(e)];
      }
    },
  },
  { name: 'throws with an empty validation object', run: (a) => a.throws(boom, {}) },
  { name: 'throws with an ambiguous message', run: (a) => a.throws(boom, 'boom') },
  { name: 'throws with a number as error', run: (a) => loosely(a).throws(boom, 123) },
  { name: 'throws with two strings', run: (a) => loosely(a).throws(boom, 'a', 'b') },
  {
    name: 'throws with Error as message throws that Error',
    run: (a) => rethrowsSame((e) => a.throws(() => {}, e.message as never, e as never)),
  },

  // doesNotThrow
  { name: 'doesNotThrow when nothing is thrown', run: (a) => a.doesNotThrow(() => 1) },
  { name: 'doesNotThrow when something is thrown', run: (a) => a.doesNotThrow(boom) },
  { name: 'doesNotThrow with message', run: (a) => a.doesNotThrow(boom, 'must not throw') },
  { name: 'doesNotThrow with a non-matching class rethrows', run: (a) => a.doesNotThrow(throwsType, RangeError) },
  { name: 'doesNotThrow with a matching RegExp', run: (a) => a.doesNotThrow(boom, /boom/) },

  // rejects
  { name: 'rejects with a rejected promise', run: (a) => a.rejects(Promise.reject(new Error('x'))) },
  {
    name: 'rejects with an async function and Error class',
    run: (a) =>
      a.rejects(async () => {
        throw new TypeError('bad');
      }, TypeError),
  },
  { name: 'rejects with a resolved promise', run: (a) => a.rejects(Promise.resolve(1)) },
  { name: 'rejects with a resolved promise and message', run: (a) => a.rejects(Promise.resolve(1), 'must reject') },
  { name: 'rejects when the function returns no promise', run: (a) => a.rejects((() => 42) as never) },
  { name: 'rejects with a number', run: (a) => loosely(a).rejects(42) },
  {
    name: 'rejects with a validation object',
    run: (a) => a.rejects(Promise.reject(new Error('timeout after 5s')), { message: /timeout/ }),
  },
  {
    name: 'rejects with a failing validation object',
    run: (a) => a.rejects(Promise.reject(new Error('x')), { code: 'E_X' }),
  },
  {
    name: 'rejects with a validation function',
    run: (a) =>
      a.rejects(
        async () => {
          throw new Error('x');
        },
        (err: unknown) => (err as Error).message === 'x',
      ),
  },
  { name: 'rejects with a non-matching RegExp', run: (a) => a.rejects(Promise.reject(new Error('x')), /y/) },
  {
    name: 'rejects with a promise-like having then and catch',
    run: (a) => {
      const p = Promise.reject(new Error('x'));
      // biome-ignore lint/suspicious/noThenProperty: a thenable is what this case passes
      return a.rejects({ then: p.then.bind(p), catch: p.catch.bind(p) } as never);
    },
  },
  {
    name: 'rejects when the function throws synchronously',
    run: (a) =>
      a.rejects((() => {
        throw new Error('sync');
      }) as never),
  },

  // doesNotReject
  { name: 'doesNotReject with a resolved promise', run: (a) => a.doesNotReject(Promise.resolve(1)) },
  { name: 'doesNotReject with a rejected promise', run: (a) => a.doesNotReject(Promise.reject(new Error('x'))) },
  {
    name: 'doesNotReject with message',
    run: (a) =>
      a.doesNotReject(async () => {
        throw new Error('x');
      }, 'must not reject'),
  },
  { name: 'doesNotReject when the function returns no promise', run: (a) => a.doesNotReject((() => 'nope') as never) },
  {
    name: 'doesNotReject with a non-matching class rethrows',
    run: (a) => a.doesNotReject(Promise.reject(new TypeError('t')), RangeError),
  },

  // match / doesNotMatch
  { name: 'match passes', run: (a) => a.match('abc', /b/) },
  { name: 'match fails', run: (a) => a.match('abc', /z/) },
  { name: 'match with message', run: (a) => a.match('abc', /z/, 'no z') },
  { name: 'match with Error as message', run: (a) => rethrowsSame((e) => a.match('abc', /z/, e)) },
  { name: 'match with a non-string input', run: (a) => loosely(a).match(123, /1/) },
  { name: 'match with a non-RegExp', run: (a) => loosely(a).match('abc', 'b') },
  { name: 'doesNotMatch passes', run: (a) => a.doesNotMatch('abc', /z/) },
  { name: 'doesNotMatch fails', run: (a) => a.doesNotMatch('abc', /b/) },
  { name: 'doesNotMatch with a non-string input', run: (a) => loosely(a).doesNotMatch(undefined, /b/) },

  // fail
  { name: 'fail()', run: (a) => a.fail() },
  { name: 'fail(message)', run: (a) => a.fail('boom') },
  { name: 'fail(Error) throws that Error', run: (a) => rethrowsSame((e) => a.fail(e)) },
  { name: 'fail(actual, expected) (deprecated)', run: (a) => loosely(a).fail(1, 2) },
  { name: 'fail(actual, expected, undefined, operator)', run: (a) => loosely(a).fail(1, 2, undefined, '>') },

  // ifError
  { name: 'ifError(null)', run: (a) => a.ifError(null) },
  { name: 'ifError(undefined)', run: (a) => a.ifError(undefined) },
  { name: 'ifError(Error)', run: (a) => a.ifError(new Error('boom')) },
  { name: 'ifError(Error with empty message)', run: (a) => a.ifError(new TypeError('')) },
  { name: 'ifError(string)', run: (a) => a.ifError('str') },
  { name: 'ifError(0)', run: (a) => a.ifError(0) },

  // AssertionError
  {
    name: 'AssertionError from options',
    run: (a) => {
      const error = new a.AssertionError({ actual: 1, expected: 2, operator: 'strictEqual' });
      return [
        error.name,
        error.code,
        error.message,
        error.generatedMessage,
        error.actual,
        error.expected,
        error.operator,
        error instanceof Error,
        String(error),
        Object.keys(error),
      ];
    },
  },
  {
    name: 'AssertionError with message',
    run: (a) => {
      const error = new a.AssertionError({ message: 'mine', actual: 'x' });
      return [error.message, error.generatedMessage, error.operator, error.actual, String(error)];
    },
  },
  {
    name: 'AssertionError without options',
    run: (a) => new (a.AssertionError as unknown as new (o: unknown) => unknown)(null),
  },
  {
    name: 'thrown errors are AssertionError instances',
    run: (a: AssertModule) => {
      try {
        a.deepStrictEqual([1], [2]);
      } catch (error) {
        return [
          error instanceof a.AssertionError,
          error instanceof Error,
          (error as Error).constructor.name,
          (error as Error).stack?.split('\n')[0],
        ];
      }
    },
  },

  // module shape
  { name: 'module keys', run: (a) => Object.keys(a) },
  {
    name: 'module identities',
    run: (a) => [
      a.strict === a.strict.strict,
      a.ok === (a as unknown),
      a.equal === a.strictEqual,
      a.deepEqual === a.deepStrictEqual,
      a.notEqual === a.notStrictEqual,
      a.notDeepEqual === a.notDeepStrictEqual,
      typeof a.strict,
      a.strict.ok === a.ok,
    ],
  },

  // CallTracker (deprecated but exported)
  {
    name: 'CallTracker reports a missed call',
    run: (a) => {
      const tracker = new a.CallTracker();
      const tracked = tracker.calls((x: number) => x * 2, 2);
      const result = tracked(21);
      return [
        result,
        tracker.report().map((r) => [r.message, r.actual, r.expected, r.operator]),
        tracker.getCalls(tracked).map((c) => c.arguments),
      ];
    },
  },
  {
    name: 'CallTracker verify fails',
    run: (a) => {
      const tracker = new a.CallTracker();
      tracker.calls(function handler() {});
      tracker.verify();
    },
  },
  {
    name: 'CallTracker verify passes',
    run: (a) => {
      const tracker = new a.CallTracker();
      const f = tracker.calls(1);
      f();
      tracker.verify();
    },
  },
  { name: 'CallTracker with zero expected calls', run: (a) => new a.CallTracker().calls(() => 1, 0) },
];

// Node prints a DeprecationWarning for fail(a, b) and CallTracker; the stand-in mirrors it on console.warn.
const implementations: Record<Mode, Record<'node' | 'standIn', AssertModule>> = {
  legacy: { node: nodeAssertNamespace.default, standIn: standInAssert as AssertModule },
  strict: {
    node: nodeStrictNamespace.default as unknown as AssertModule,
    standIn: standInStrict as unknown as AssertModule,
  },
};

interface Outcome {
  ended: 'returned' | 'threw' | 'resolved' | 'rejected';
  value?: unknown;
  error?: {
    constructor: string;
    name: unknown;
    code: unknown;
    operator: unknown;
    generatedMessage: unknown;
    message: unknown;
  };
}

function describeError(error: unknown): Outcome['error'] {
  const e = error as Record<string, unknown> | null;
  if (e === null || typeof e !== 'object')
    return {
      constructor: typeof e,
      name: undefined,
      code: undefined,
      operator: undefined,
      generatedMessage: undefined,
      message: e,
    };
  return {
    constructor: (e.constructor as { name: string }).name,
    name: e.name,
    code: e.code,
    operator: e.operator,
    generatedMessage: e.generatedMessage,
    message: e.message,
  };
}

async function outcomeOf(run: () => unknown): Promise<Outcome> {
  let value: unknown;
  try {
    value = run();
  } catch (error) {
    return { ended: 'threw', error: describeError(error) };
  }
  if (value instanceof Promise) {
    try {
      return { ended: 'resolved', value: await value };
    } catch (error) {
      return { ended: 'rejected', error: describeError(error) };
    }
  }
  return { ended: 'returned', value };
}

const FIXTURE = new URL('./assert.node20.json', import.meta.url);
const ON_NODE_20 = process.versions.node.split('.')[0] === '20';
const recorded: Record<string, unknown> = existsSync(FIXTURE) ? JSON.parse(readFileSync(FIXTURE, 'utf8')) : {};
const recording: Record<string, unknown> = {};

/** The outcome as JSON can hold it (undefined, symbols and functions become tags), so it can be recorded. */
function recordable(outcome: Outcome): unknown {
  return JSON.parse(
    JSON.stringify(outcome, (_key, value) => {
      if (value === undefined) return { $undefined: true };
      if (typeof value === 'symbol' || typeof value === 'function' || typeof value === 'bigint')
        return { $value: String(value) };
      return value;
    }),
  );
}

describe('node:assert stand-in matches Node 20', () => {
  it('has at least 60 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  for (const testCase of cases) {
    for (const mode of testCase.modes ?? (['legacy', 'strict'] as Mode[])) {
      const key = `${mode}: ${testCase.name}`;
      it(key, async () => {
        const { node, standIn } = implementations[mode];
        const actual = await outcomeOf(() => testCase.run(standIn));
        let expected = recorded[key] as Outcome | undefined;
        if (ON_NODE_20) {
          const live = recordable(await outcomeOf(() => testCase.run(node))) as Outcome;
          recording[key] = live;
          if (!process.env.UPDATE_ASSERT_FIXTURES)
            expect(expected, 'assert.node20.json is out of date: record it again').toEqual(live);
          expected = live;
        }
        expect(expected, `no recorded answer for "${key}": record them on Node 20`).toBeDefined();
        const comparable = recordable(actual) as Outcome;
        if (testCase.differentMessage && expected?.error && comparable.error) {
          expect(typeof comparable.error.message).toBe('string');
          comparable.error.message = expected.error.message;
        }
        expect(comparable).toEqual(expected);
      });
    }
  }

  afterAll(() => {
    if (ON_NODE_20 && process.env.UPDATE_ASSERT_FIXTURES)
      writeFileSync(FIXTURE, `${JSON.stringify(recording, null, 1)}\n`);
  });
});

describe('module namespaces', () => {
  const nodeNamespaces: Record<Mode, object> = { legacy: nodeAssertNamespace, strict: nodeStrictNamespace };

  for (const mode of ['legacy', 'strict'] as Mode[]) {
    it(`${mode}: has Node's export names and a matching default`, () => {
      const namespace = namespaceFor(mode);
      expect(Object.keys(namespace)).toEqual(Object.keys(nodeNamespaces[mode]));
      expect(namespace.default).toBe(mode === 'strict' ? standInStrict : standInAssert);
      expect(namespace.strict).toBe(standInStrict);
      expect(namespace.equal).toBe(
        mode === 'strict' ? (standInAssert as AssertModule).strictEqual : (standInAssert as AssertModule).equal,
      );
      expect(namespaceFor(mode)).toBe(namespace);
    });
  }
});
