// Browser stand-ins for Node's `util.types` brand checks. Each one calls a built-in method that
// throws unless its receiver has the right internal slot, so a plain object that merely claims a
// Symbol.toStringTag or a borrowed prototype is not mistaken for the real thing (as in Node).

function hasSlot(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

function getter(proto: object, key: PropertyKey): (this: unknown) => unknown {
  return Object.getOwnPropertyDescriptor(proto, key)!.get!;
}

const mapSize = getter(Map.prototype, 'size');
const setSize = getter(Set.prototype, 'size');
const regExpSource = getter(RegExp.prototype, 'source');
const arrayBufferByteLength = getter(ArrayBuffer.prototype, 'byteLength');
const sharedArrayBufferByteLength =
  typeof SharedArrayBuffer === 'function' ? getter(SharedArrayBuffer.prototype, 'byteLength') : undefined;
const typedArrayToStringTag = getter(Object.getPrototypeOf(Uint8Array.prototype) as object, Symbol.toStringTag);

const isObjectLike = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

export const isDate = (value: unknown): value is Date =>
  isObjectLike(value) && hasSlot(() => Date.prototype.getTime.call(value));

export const isRegExp = (value: unknown): value is RegExp =>
  isObjectLike(value) && value !== RegExp.prototype && hasSlot(() => regExpSource.call(value));

export const isMap = (value: unknown): value is Map<unknown, unknown> =>
  isObjectLike(value) && hasSlot(() => mapSize.call(value));

export const isSet = (value: unknown): value is Set<unknown> =>
  isObjectLike(value) && hasSlot(() => setSize.call(value));

export const isArrayBufferView = (value: unknown): value is ArrayBufferView => ArrayBuffer.isView(value);

export const typedArrayTag = (value: unknown): string | undefined =>
  typedArrayToStringTag.call(value) as string | undefined;

export const isFloatArray = (value: unknown): boolean => {
  const tag = typedArrayTag(value);
  return tag === 'Float32Array' || tag === 'Float64Array';
};

export const isAnyArrayBuffer = (value: unknown): value is ArrayBufferLike =>
  isObjectLike(value) &&
  (hasSlot(() => arrayBufferByteLength.call(value)) ||
    (sharedArrayBufferByteLength !== undefined && hasSlot(() => sharedArrayBufferByteLength.call(value))));

// Node's isNativeError reads the [[ErrorData]] slot; Object.prototype.toString is the closest
// browser-visible signal of that slot.
export const isNativeError = (value: unknown): value is Error =>
  isObjectLike(value) && Object.prototype.toString.call(value) === '[object Error]';

export const isError = (value: unknown): value is Error => isNativeError(value) || value instanceof Error;

export const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

export const isUrl = (value: unknown): value is URL => typeof URL === 'function' && value instanceof URL;

type BoxedKind = 'number' | 'string' | 'boolean' | 'bigint' | 'symbol';

const unboxers: Record<BoxedKind, (value: unknown) => unknown> = {
  number: (value) => Number.prototype.valueOf.call(value),
  string: (value) => String.prototype.valueOf.call(value),
  boolean: (value) => Boolean.prototype.valueOf.call(value),
  bigint: (value) => BigInt.prototype.valueOf.call(value),
  symbol: (value) => Symbol.prototype.valueOf.call(value),
};

/** Which primitive a boxed object (`new Number(1)`, `Object(Symbol())`, ...) wraps, if any. */
export function boxedKind(value: unknown): BoxedKind | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return (Object.keys(unboxers) as BoxedKind[]).find((kind) => hasSlot(() => unboxers[kind](value)));
}

export const unbox = (value: object, kind: BoxedKind): unknown => unboxers[kind](value);

const isArrayIndex = (key: string): boolean => {
  // Canonical numeric strings below 2 ** 32 - 1, as V8's own-property filter treats them.
  if (key === '' || (key.length > 1 && key[0] === '0')) return false;
  if (!/^\d+$/.test(key)) return false;
  return Number(key) < 4294967295;
};

/** Node's getOwnNonIndexProperties(value, ONLY_ENUMERABLE [| SKIP_SYMBOLS]). */
export function ownEnumerableNonIndexKeys(value: object, skipSymbols: boolean): PropertyKey[] {
  return Reflect.ownKeys(value).filter((key) => {
    if (typeof key === 'symbol' ? skipSymbols : isArrayIndex(key)) return false;
    return Object.prototype.propertyIsEnumerable.call(value, key);
  });
}
