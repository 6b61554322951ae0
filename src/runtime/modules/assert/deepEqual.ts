// Node 20's deep (strict) equality, ported from lib/internal/util/comparisons.js with its control
// flow kept as is: the edge cases (memo handling for cycles, loose Set/Map primitives, sparse
// arrays) are what make results match Node, so this is deliberately not "simplified".
// Node-only cases (KeyObject, CryptoKey internals) are left out; URL compares by href as in Node.
import {
  boxedKind,
  isAnyArrayBuffer,
  isArrayBufferView,
  isDate,
  isFloatArray,
  isMap,
  isNativeError,
  isRegExp,
  isSet,
  isUrl,
  ownEnumerableNonIndexKeys,
  typedArrayTag,
  unbox,
} from './valueTypes';

const Iteration = { None: 0, Array: 1, Set: 2, Map: 3 } as const;
type Iteration = (typeof Iteration)[keyof typeof Iteration];

interface Memos {
  set: Set<unknown> | undefined;
  a: unknown;
  b: unknown;
  c: unknown;
  d: unknown;
  deep: boolean;
  deleteFailures: boolean;
}

const isEnumerable = (value: object, key: PropertyKey): boolean =>
  Object.prototype.propertyIsEnumerable.call(value, key);
const hasOwn = (value: object, key: PropertyKey): boolean => Object.hasOwn(value, key);

function areSimilarRegExps(a: RegExp, b: RegExp): boolean {
  return a.source === b.source && a.flags === b.flags && a.lastIndex === b.lastIndex;
}

function areSimilarFloatArrays(a: any, b: any): boolean {
  if (a.byteLength !== b.byteLength) return false;
  // Node compares byteLength-many elements (not length-many); kept for identical results.
  for (let offset = 0; offset < a.byteLength; offset++) {
    if (a[offset] !== b[offset]) return false;
  }
  return true;
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function areSimilarTypedArrays(a: ArrayBufferView, b: ArrayBufferView): boolean {
  return (
    a.byteLength === b.byteLength &&
    bytesEqual(
      new Uint8Array(a.buffer, a.byteOffset, a.byteLength),
      new Uint8Array(b.buffer, b.byteOffset, b.byteLength),
    )
  );
}

function areEqualArrayBuffers(a: ArrayBufferLike, b: ArrayBufferLike): boolean {
  return a.byteLength === b.byteLength && bytesEqual(new Uint8Array(a), new Uint8Array(b));
}

function isEqualBoxedPrimitive(val1: object, val2: object): boolean {
  const kind = boxedKind(val1)!;
  return boxedKind(val2) === kind && Object.is(unbox(val1, kind), unbox(val2, kind));
}

const isErrorLike = (value: unknown): boolean => isNativeError(value) || value instanceof Error;

function errorsDiffer(val1: any, val2: any, strict: boolean, memos: Memos | undefined): boolean {
  // Own enumerable name/message/cause/errors take part in the key check; the non-enumerable
  // (usual) ones are compared here. The stack is ignored: it differs between equal errors.
  for (const key of ['message', 'name'] as const) {
    const enumerable = isEnumerable(val1, key);
    if (enumerable !== isEnumerable(val2, key) || (!enumerable && val1[key] !== val2[key])) return true;
  }
  for (const key of ['cause', 'errors'] as const) {
    const enumerable = isEnumerable(val1, key);
    if (
      enumerable !== isEnumerable(val2, key) ||
      (!enumerable && !innerDeepEqual(val1[key], val2[key], strict, memos))
    ) {
      return true;
    }
  }
  return false;
}

function isSpecialObject(value: unknown): boolean {
  return (
    Array.isArray(value) ||
    isArrayBufferView(value) ||
    isSet(value) ||
    isMap(value) ||
    isDate(value) ||
    isRegExp(value) ||
    isAnyArrayBuffer(value) ||
    boxedKind(value) !== undefined ||
    isErrorLike(value)
  );
}

function innerDeepEqual(val1: any, val2: any, strict: boolean, memos?: Memos): boolean {
  if (val1 === val2) {
    return val1 !== 0 || Object.is(val1, val2) || !strict;
  }

  if (strict) {
    if (typeof val1 === 'number') {
      return Number.isNaN(val1) && Number.isNaN(val2);
    }
    if (
      typeof val2 !== 'object' ||
      typeof val1 !== 'object' ||
      val1 === null ||
      val2 === null ||
      Object.getPrototypeOf(val1) !== Object.getPrototypeOf(val2)
    ) {
      return false;
    }
  } else {
    if (val1 === null || typeof val1 !== 'object') {
      if (val2 === null || typeof val2 !== 'object') {
        return val1 == val2 || (Number.isNaN(val1) && Number.isNaN(val2));
      }
      return false;
    }
    if (val2 === null || typeof val2 !== 'object') {
      return false;
    }
  }

  const val1Tag = Object.prototype.toString.call(val1);
  const val2Tag = Object.prototype.toString.call(val2);
  if (val1Tag !== val2Tag) return false;

  if (Array.isArray(val1)) {
    if (!Array.isArray(val2) || val1.length !== val2.length) return false;
    const keys1 = ownEnumerableNonIndexKeys(val1, !strict);
    const keys2 = ownEnumerableNonIndexKeys(val2, !strict);
    if (keys1.length !== keys2.length) return false;
    return keyCheck(val1, val2, strict, memos, Iteration.Array, keys1);
  } else if (val1Tag === '[object Object]') {
    return keyCheck(val1, val2, strict, memos, Iteration.None);
  } else if (isDate(val1)) {
    if (!isDate(val2) || Date.prototype.getTime.call(val1) !== Date.prototype.getTime.call(val2)) return false;
  } else if (isRegExp(val1)) {
    if (!isRegExp(val2) || !areSimilarRegExps(val1, val2)) return false;
  } else if (isArrayBufferView(val1)) {
    if (typedArrayTag(val1) !== typedArrayTag(val2)) return false;
    if (!strict && isFloatArray(val1)) {
      if (!areSimilarFloatArrays(val1, val2)) return false;
    } else if (!areSimilarTypedArrays(val1, val2)) {
      return false;
    }
    const keys1 = ownEnumerableNonIndexKeys(val1, !strict);
    const keys2 = ownEnumerableNonIndexKeys(val2, !strict);
    if (keys1.length !== keys2.length) return false;
    return keyCheck(val1, val2, strict, memos, Iteration.None, keys1);
  } else if (isSet(val1)) {
    if (!isSet(val2) || val1.size !== val2.size) return false;
    return keyCheck(val1, val2, strict, memos, Iteration.Set);
  } else if (isMap(val1)) {
    if (!isMap(val2) || val1.size !== val2.size) return false;
    return keyCheck(val1, val2, strict, memos, Iteration.Map);
  } else if (isAnyArrayBuffer(val1)) {
    if (!isAnyArrayBuffer(val2) || !areEqualArrayBuffers(val1, val2)) return false;
  } else if (isErrorLike(val1)) {
    if (!isErrorLike(val2) || errorsDiffer(val1, val2, strict, memos)) return false;
  } else if (boxedKind(val1) !== undefined) {
    if (!isEqualBoxedPrimitive(val1, val2)) return false;
  } else if (isSpecialObject(val2)) {
    return false;
  } else if (isUrl(val1)) {
    if (!isUrl(val2) || val1.href !== val2.href) return false;
  }
  return keyCheck(val1, val2, strict, memos, Iteration.None);
}

function keyCheck(
  val1: any,
  val2: any,
  strict: boolean,
  memos: Memos | undefined,
  iterationType: Iteration,
  aKeysGiven?: PropertyKey[],
): boolean {
  const isArrayLikeObject = aKeysGiven !== undefined;
  const aKeys: PropertyKey[] = aKeysGiven ?? Object.keys(val1);

  for (const key of aKeys) {
    if (!isEnumerable(val2, key)) return false;
  }

  if (!isArrayLikeObject) {
    if (aKeys.length !== Object.keys(val2).length) return false;

    if (strict) {
      const symbolKeysA = Object.getOwnPropertySymbols(val1);
      if (symbolKeysA.length !== 0) {
        let count = 0;
        for (const key of symbolKeysA) {
          if (isEnumerable(val1, key)) {
            if (!isEnumerable(val2, key)) return false;
            aKeys.push(key);
            count++;
          } else if (isEnumerable(val2, key)) {
            return false;
          }
        }
        const symbolKeysB = Object.getOwnPropertySymbols(val2);
        if (
          symbolKeysA.length !== symbolKeysB.length &&
          symbolKeysB.filter((key) => isEnumerable(val2, key)).length !== count
        ) {
          return false;
        }
      } else {
        const symbolKeysB = Object.getOwnPropertySymbols(val2);
        if (symbolKeysB.length !== 0 && symbolKeysB.filter((key) => isEnumerable(val2, key)).length !== 0) {
          return false;
        }
      }
    }
  }

  if (
    aKeys.length === 0 &&
    (iterationType === Iteration.None || (iterationType === Iteration.Array && val1.length === 0) || val1.size === 0)
  ) {
    return true;
  }

  // Memos detect cycles: the first pair is kept in fields, a Set only once nesting goes deeper.
  if (memos === undefined) {
    const fresh: Memos = {
      set: undefined,
      a: val1,
      b: val2,
      c: undefined,
      d: undefined,
      deep: false,
      deleteFailures: false,
    };
    return objEquiv(val1, val2, strict, aKeys, fresh, iterationType);
  }

  if (memos.set === undefined) {
    if (memos.deep === false) {
      if (memos.a === val1 && memos.b === val2) return true;
      memos.c = val1;
      memos.d = val2;
      memos.deep = true;
      const result = objEquiv(val1, val2, strict, aKeys, memos, iterationType);
      memos.deep = false;
      return result;
    }
    memos.set = new Set([memos.a, memos.b, memos.c, memos.d]);
  }

  const { set } = memos;
  const originalSize = set.size;
  set.add(val1);
  set.add(val2);
  if (originalSize === set.size) return true;

  const areEq = objEquiv(val1, val2, strict, aKeys, memos, iterationType);
  if (areEq || memos.deleteFailures) {
    set.delete(val1);
    set.delete(val2);
  }
  return areEq;
}

function setHasEqualElement(set: Set<unknown>, val2: unknown, strict: boolean, memo: Memos): boolean {
  const { deleteFailures } = memo;
  memo.deleteFailures = true;
  for (const val1 of set) {
    if (innerDeepEqual(val1, val2, strict, memo)) {
      set.delete(val1);
      memo.deleteFailures = deleteFailures;
      return true;
    }
  }
  memo.deleteFailures = deleteFailures;
  return false;
}

// Loose equality lets e.g. 1 == '1' match across Set/Map entries, but such partners cannot be
// looked up directly; this returns the only possible partner value, or a final verdict.
function findLooseMatchingPrimitives(prim: unknown): boolean | null | undefined {
  switch (typeof prim) {
    case 'undefined':
      return null;
    case 'object':
      return undefined;
    case 'symbol':
      return false;
    case 'string':
      return !Number.isNaN(+prim);
    case 'number':
      return !Number.isNaN(prim);
  }
  return true;
}

function setMightHaveLoosePrim(a: Set<unknown>, b: Set<unknown>, prim: unknown): boolean {
  const altValue = findLooseMatchingPrimitives(prim);
  if (altValue != null) return altValue;
  return b.has(altValue) && !a.has(altValue);
}

function mapMightHaveLoosePrim(
  a: Map<unknown, unknown>,
  b: Map<unknown, unknown>,
  prim: unknown,
  item: unknown,
  memo: Memos,
): boolean {
  const altValue = findLooseMatchingPrimitives(prim);
  if (altValue != null) return altValue;
  const curB = b.get(altValue);
  if ((curB === undefined && !b.has(altValue)) || !innerDeepEqual(item, curB, false, memo)) return false;
  return !a.has(altValue) && innerDeepEqual(item, curB, false, memo);
}

function setEquiv(a: Set<unknown>, b: Set<unknown>, strict: boolean, memo: Memos): boolean {
  let set: Set<unknown> | null = null;
  for (const val of a) {
    if (!b.has(val)) {
      if ((typeof val !== 'object' || val === null) && (strict || !setMightHaveLoosePrim(a, b, val))) {
        return false;
      }
      if (set === null) {
        if (b.size === 1) return innerDeepEqual(val, b.values().next().value, strict, memo);
        set = new Set();
      }
      set.add(val);
    }
  }

  if (set !== null) {
    for (const val of b) {
      if (typeof val === 'object' && val !== null) {
        if (!a.has(val) && !setHasEqualElement(set, val, strict, memo)) return false;
      } else if (!strict && !a.has(val) && !setHasEqualElement(set, val, strict, memo)) {
        return false;
      }
    }
    return set.size === 0;
  }
  return true;
}

function mapHasEqualEntry(
  set: Set<unknown>,
  map: Map<unknown, unknown>,
  key2: unknown,
  item2: unknown,
  strict: boolean,
  memo: Memos,
): boolean {
  const { deleteFailures } = memo;
  memo.deleteFailures = true;
  for (const key1 of set) {
    if (innerDeepEqual(key1, key2, strict, memo) && innerDeepEqual(map.get(key1), item2, strict, memo)) {
      set.delete(key1);
      memo.deleteFailures = deleteFailures;
      return true;
    }
  }
  memo.deleteFailures = deleteFailures;
  return false;
}

function mapEquiv(a: Map<unknown, unknown>, b: Map<unknown, unknown>, strict: boolean, memo: Memos): boolean {
  let set: Set<unknown> | null = null;

  for (const [key, item1] of a) {
    if (typeof key === 'object' && key !== null) {
      if (set === null) {
        if (b.size === 1) {
          const [key2, item2] = b.entries().next().value as [unknown, unknown];
          return innerDeepEqual(key, key2, strict, memo) && innerDeepEqual(item1, item2, strict, memo);
        }
        set = new Set();
      }
      set.add(key);
    } else {
      const item2 = b.get(key);
      if ((item2 === undefined && !b.has(key)) || !innerDeepEqual(item1, item2, strict, memo)) {
        if (strict) return false;
        if (!mapMightHaveLoosePrim(a, b, key, item1, memo)) return false;
        if (set === null) set = new Set();
        set.add(key);
      }
    }
  }

  if (set !== null) {
    for (const [key, item] of b) {
      if (typeof key === 'object' && key !== null) {
        if (!mapHasEqualEntry(set, a, key, item, strict, memo)) return false;
      } else if (
        !strict &&
        (!a.has(key) || !innerDeepEqual(a.get(key), item, strict, memo)) &&
        !mapHasEqualEntry(set, a, key, item, strict, memo)
      ) {
        return false;
      }
    }
    return set.size === 0;
  }
  return true;
}

function objEquiv(
  a: any,
  b: any,
  strict: boolean,
  keys: PropertyKey[],
  memos: Memos,
  iterationType: Iteration,
): boolean {
  for (const key of keys) {
    if (!innerDeepEqual(a[key], b[key], strict, memos)) return false;
  }

  if (iterationType === Iteration.Array) {
    for (let i = 0; i < a.length; i++) {
      if (hasOwn(a, i)) {
        if (!hasOwn(b, i) || !innerDeepEqual(a[i], b[i], strict, memos)) return false;
      } else if (hasOwn(b, i)) {
        return false;
      } else {
        // Sparse array: compare the remaining keys by name.
        const keysA = Object.keys(a);
        for (; i < keysA.length; i++) {
          const key = keysA[i];
          if (!hasOwn(b, key) || !innerDeepEqual(a[key], b[key], strict, memos)) return false;
        }
        return keysA.length === Object.keys(b).length;
      }
    }
  } else if (iterationType === Iteration.Set) {
    if (!setEquiv(a, b, strict, memos)) return false;
  } else if (iterationType === Iteration.Map) {
    if (!mapEquiv(a, b, strict, memos)) return false;
  }
  return true;
}

export function isDeepEqual(val1: unknown, val2: unknown): boolean {
  return innerDeepEqual(val1, val2, false);
}

export function isDeepStrictEqual(val1: unknown, val2: unknown): boolean {
  return innerDeepEqual(val1, val2, true);
}
