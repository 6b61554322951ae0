// What the sandbox sends the page is a copy built here, from objects the program never held: a
// program shares its Worker with the runtime and can patch any built-in (Array.prototype.push,
// JSON.stringify, a setter on Object.prototype, an array iterator) to see or extend what is on
// its way out. Every built-in this file and the outbox use is taken when the runtime loads, before
// any learner code exists, and new properties are defined, never assigned, so no setter a program
// planted on a prototype runs. The copy is a tree (an object met twice becomes a note, so the page
// never walks one object many times), bounded in nodes, depth and string length.

type Uncurried<A extends unknown[], R> = (self: unknown, ...args: A) => R;
const uncurry = <A extends unknown[], R>(method: (...args: A) => R): Uncurried<A, R> =>
  Function.prototype.call.bind(method) as Uncurried<A, R>;

const define = Reflect.defineProperty;
const objectKeys = Object.keys;
const isArray = Array.isArray;
const SetCtor = Set;
const setHas = uncurry(Set.prototype.has as (value: unknown) => boolean);
const setAdd = uncurry(Set.prototype.add as (value: unknown) => Set<unknown>);
export const stringSlice = uncurry(String.prototype.slice as (start?: number, end?: number) => string);
export const stringIndexOf = uncurry(String.prototype.indexOf as (search: string, from?: number) => number);
const numberLocale = uncurry(Number.prototype.toLocaleString as (locale?: string) => string);

/** Sets an own data property, as a literal would: no setter on any prototype is consulted. */
export function put(target: object, key: string | number, value: unknown): void {
  define(target, key, {
    __proto__: null,
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  } as PropertyDescriptor);
}

/** Appends to an array the program has never seen, without Array.prototype.push. */
export function append<T>(list: T[], item: T): void {
  put(list, list.length, item);
}

/** A count as "1,234", with the number formatting taken before learner code ran. */
export function formatCount(count: number): string {
  return numberLocale(count, 'en-US');
}

export interface CopyLimits {
  /** Longest string; a longer one is cut with a note. */
  stringChars: number;
  /** Values (objects, arrays and primitives) in one copy; past it, values become a note. */
  nodes: number;
  depth: number;
}

export const REPEATED = '[MCP Tour: the same object again]';
export const TOO_LARGE = '[MCP Tour: cut, too large to show]';
export const UNREADABLE = '[MCP Tour: a getter threw]';

/** A property, or a note when reading it runs a getter (or a proxy's trap) that throws. */
function read(source: Record<string | number, unknown>, key: string | number): unknown {
  try {
    return source[key];
  } catch {
    return UNREADABLE;
  }
}

/** The value copied as plain data, about how many characters it takes as JSON, and its values. */
export function detachedCopy<T>(root: T, limits: CopyLimits): { value: T; chars: number; nodes: number } {
  let nodes = 0;
  let chars = 0;
  const seen = new SetCtor<object>();
  const copy = (value: unknown, depth: number): unknown => {
    nodes += 1;
    switch (typeof value) {
      case 'string':
        chars += value.length + 2;
        return value.length > limits.stringChars
          ? `${stringSlice(value, 0, limits.stringChars)}… [MCP Tour cut ${formatCount(value.length - limits.stringChars)} more characters]`
          : value;
      case 'number':
      case 'boolean':
        chars += `${value}`.length;
        return value;
      case 'bigint':
        chars += `${value}`.length;
        return `${value}`;
      case 'undefined':
        return undefined;
      case 'object':
        break;
      default:
        // Functions and symbols: JSON leaves them out, and structured clone cannot carry them.
        return undefined;
    }
    if (value === null) {
      chars += 4;
      return null;
    }
    if (setHas(seen, value)) return REPEATED;
    if (nodes > limits.nodes || depth > limits.depth) return TOO_LARGE;
    setAdd(seen, value);
    const source = value as Record<string | number, unknown>;
    if (isArray(value)) {
      const out: unknown[] = [];
      const length = value.length;
      chars += 2;
      for (let index = 0; index < length; index++) {
        if (nodes > limits.nodes) {
          append(out, TOO_LARGE);
          break;
        }
        append(out, copy(read(source, index), depth + 1));
        chars += 1;
      }
      return out;
    }
    const out = {};
    let keys: string[];
    try {
      keys = objectKeys(value);
    } catch {
      return UNREADABLE;
    }
    chars += 2;
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!;
      if (nodes > limits.nodes) {
        put(out, key, TOO_LARGE);
        break;
      }
      put(out, key, copy(read(source, key), depth + 1));
      chars += key.length + 4;
    }
    return out;
  };
  const value = copy(root, 0) as T;
  return { value, chars, nodes };
}
