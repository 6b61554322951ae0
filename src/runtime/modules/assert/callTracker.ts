// assert.CallTracker (deprecated in Node 20, DEP0173, but still exported), ported from
// lib/internal/assert/calltracker.js so that `import { CallTracker } from 'node:assert'` resolves.
import { AssertionError } from './assertionError';
import { warnDeprecated } from './deprecation';
import { invalidArgValue, validateUint32 } from './nodeErrors';

interface TrackedCall {
  readonly thisArg: unknown;
  readonly arguments: readonly unknown[];
}

interface CallReport {
  message: string;
  actual: number;
  expected: number;
  operator: string;
  stack: Error;
}

class CallTrackerContext {
  #calls: TrackedCall[] = [];
  readonly #expected: number;
  readonly #name: string;
  readonly #stackTrace: Error;

  constructor(expected: number, name: string, stackTrace: Error) {
    this.#expected = expected;
    this.#name = name;
    this.#stackTrace = stackTrace;
  }

  track(thisArg: unknown, args: unknown[]): void {
    this.#calls.push(Object.freeze({ thisArg, arguments: Object.freeze([...args]) }));
  }

  reset(): void {
    this.#calls = [];
  }

  getCalls(): readonly TrackedCall[] {
    return Object.freeze([...this.#calls]);
  }

  report(): CallReport | undefined {
    if (this.#calls.length === this.#expected) return undefined;
    return {
      message:
        `Expected the ${this.#name} function to be executed ${this.#expected} time(s) ` +
        `but was executed ${this.#calls.length} time(s).`,
      actual: this.#calls.length,
      expected: this.#expected,
      operator: this.#name,
      stack: this.#stackTrace,
    };
  }
}

// Function.prototype is callable and nameless, so the report says "the calls function" as in Node.
const noop: Function = Function.prototype;

export class CallTracker {
  #contexts = new Set<CallTrackerContext>();
  #trackedFunctions = new WeakMap<Function, CallTrackerContext>();

  constructor() {
    warnDeprecated('DEP0173', 'assert.CallTracker is deprecated.');
  }

  #contextOf(tracked: Function): CallTrackerContext {
    const context = this.#trackedFunctions.get(tracked);
    if (!context) throw invalidArgValue('tracked', tracked, 'is not a tracked function');
    return context;
  }

  reset(tracked?: Function): void {
    if (tracked === undefined) for (const context of this.#contexts) context.reset();
    else this.#contextOf(tracked).reset();
  }

  getCalls(tracked: Function): readonly TrackedCall[] {
    return this.#contextOf(tracked).getCalls();
  }

  calls<F extends (...args: never[]) => unknown>(fnOrExpected?: F | number, expectedCalls = 1): F {
    let fn = fnOrExpected as Function | undefined;
    let expected: unknown = expectedCalls;
    if (typeof fnOrExpected === 'number') {
      expected = fnOrExpected;
      fn = noop;
    } else if (fnOrExpected === undefined) {
      fn = noop;
    }
    validateUint32(expected, 'expected', true);

    const context = new CallTrackerContext(expected as number, (fn as Function).name || 'calls', new Error());
    const tracked = new Proxy(fn as Function, {
      apply(target, thisArg, args) {
        context.track(thisArg, args);
        return Reflect.apply(target, thisArg, args);
      },
    });
    this.#contexts.add(context);
    this.#trackedFunctions.set(tracked, context);
    return tracked as F;
  }

  report(): CallReport[] {
    return [...this.#contexts].map((context) => context.report()).filter((report) => report !== undefined);
  }

  verify(): void {
    const errors = this.report();
    if (errors.length === 0) return;
    throw new AssertionError({
      message: errors.length === 1 ? errors[0].message : 'Functions were not called the expected number of times',
      details: errors,
    });
  }
}
