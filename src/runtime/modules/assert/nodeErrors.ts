// The few Node `ERR_*` argument errors that node:assert throws, with Node 20's message wording
// (lib/internal/errors.js), so learner code that inspects `err.code` or `err.message` sees the same.
import { inspect } from 'node-inspect-extracted';

type ErrorBase = TypeErrorConstructor | RangeErrorConstructor;

export interface NodeError extends Error {
  code: string;
}

type CaptureStackTrace = (target: object, constructorOpt?: Function) => void;
const captureStackTrace = (Error as unknown as { captureStackTrace?: CaptureStackTrace }).captureStackTrace;

function codeAwareToString(this: NodeError): string {
  return `${this.name} [${this.code}]: ${this.message}`;
}

// As in Node: `err.constructor` is the plain TypeError/RangeError, and toString() names the code.
function nodeErrorClass(Base: ErrorBase): new (message: string) => Error {
  const NodeError = class extends (Base as ErrorConstructor) {};
  Object.defineProperty(NodeError.prototype, 'toString', {
    value: codeAwareToString,
    writable: true,
    configurable: true,
  });
  Object.defineProperty(NodeError.prototype, 'constructor', { get: () => Base, configurable: true });
  return NodeError;
}

const errorClasses = new Map<ErrorBase, new (message: string) => Error>([
  [TypeError, nodeErrorClass(TypeError)],
  [RangeError, nodeErrorClass(RangeError)],
]);

function nodeError(Base: ErrorBase, code: string, message: string): NodeError {
  const error = new (errorClasses.get(Base)!)(message) as NodeError;
  error.code = code;
  if (captureStackTrace) {
    // Node's stack header reads "TypeError [ERR_...]: message"; the name itself stays TypeError.
    Object.defineProperty(error, 'name', { value: `${error.name} [${code}]`, configurable: true, writable: true });
    captureStackTrace(error, nodeError);
    void error.stack;
    delete (error as { name?: string }).name;
  }
  return error;
}

const primitiveTypeNames = [
  'string',
  'function',
  'number',
  'object',
  'Function',
  'Object',
  'boolean',
  'bigint',
  'symbol',
];
const classNamePattern = /^[A-Z][a-zA-Z0-9]*$/;

function formatList(items: string[], conjunction = 'and'): string {
  if (items.length <= 2) return items.join(` ${conjunction} `);
  return `${items.slice(0, -1).join(', ')}, ${conjunction} ${items[items.length - 1]}`;
}

/** Node's determineSpecificType: the "Received ..." part of argument errors. */
export function describeReceived(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  switch (typeof value) {
    case 'bigint':
      return `type bigint (${value}n)`;
    case 'number':
      if (Object.is(value, -0)) return 'type number (-0)';
      return `type number (${value})`;
    case 'boolean':
      return `type boolean (${value})`;
    case 'symbol':
      return `type symbol (${String(value)})`;
    case 'function':
      return `function ${value.name}`;
    case 'object': {
      const ctor = (value as { constructor?: { name?: unknown } }).constructor;
      if (ctor && 'name' in ctor) return `an instance of ${String(ctor.name)}`;
      return inspect(value, { depth: -1 });
    }
    case 'string': {
      const shown = value.length > 28 ? `${value.slice(0, 25)}...` : value;
      return shown.includes("'") ? `type string (${JSON.stringify(shown)})` : `type string ('${shown}')`;
    }
    default: {
      const shown = inspect(value, { colors: false });
      return `type ${typeof value} (${shown.length > 28 ? `${shown.slice(0, 25)}...` : shown})`;
    }
  }
}

export function invalidArgType(name: string, expected: string | string[], actual: unknown): NodeError {
  const expectedList = Array.isArray(expected) ? expected : [expected];
  const types: string[] = [];
  const instances: string[] = [];
  const other: string[] = [];
  for (const entry of expectedList) {
    if (primitiveTypeNames.includes(entry)) types.push(entry.toLowerCase());
    else if (classNamePattern.test(entry)) instances.push(entry);
    else other.push(entry);
  }
  if (instances.length > 0 && types.includes('object')) {
    types.splice(types.indexOf('object'), 1);
    instances.push('Object');
  }

  let message = name.endsWith(' argument')
    ? `The ${name} must be `
    : `The "${name}" ${name.includes('.') ? 'property' : 'argument'} must be `;
  const parts: string[] = [];
  if (types.length > 0) parts.push(`${types.length > 1 ? 'one of type' : 'of type'} ${formatList(types, 'or')}`);
  if (instances.length > 0) parts.push(`an instance of ${formatList(instances, 'or')}`);
  if (other.length > 0) {
    parts.push(
      other.length > 1
        ? `one of ${formatList(other, 'or')}`
        : `${other[0].toLowerCase() !== other[0] ? 'an ' : ''}${other[0]}`,
    );
  }
  message += `${parts.join(' or ')}. Received ${describeReceived(actual)}`;
  return nodeError(TypeError, 'ERR_INVALID_ARG_TYPE', message);
}

export function invalidArgValue(name: string, value: unknown, reason = 'is invalid'): NodeError {
  let inspected = inspect(value);
  if (inspected.length > 128) inspected = `${inspected.slice(0, 128)}...`;
  const kind = name.includes('.') ? 'property' : 'argument';
  return nodeError(TypeError, 'ERR_INVALID_ARG_VALUE', `The ${kind} '${name}' ${reason}. Received ${inspected}`);
}

export function invalidReturnValue(expected: string, functionName: string, value: unknown): NodeError {
  return nodeError(
    TypeError,
    'ERR_INVALID_RETURN_VALUE',
    `Expected ${expected} to be returned from the "${functionName}" function but got ${describeReceived(value)}.`,
  );
}

export function missingArgs(...names: string[]): NodeError {
  const quoted = names.map((name) => `"${name}"`);
  return nodeError(
    TypeError,
    'ERR_MISSING_ARGS',
    `The ${formatList(quoted)} argument${names.length > 1 ? 's' : ''} must be specified`,
  );
}

export function ambiguousArgument(name: string, reason: string): NodeError {
  return nodeError(TypeError, 'ERR_AMBIGUOUS_ARGUMENT', `The "${name}" argument is ambiguous. ${reason}`);
}

function withNumericSeparators(digits: string): string {
  let result = '';
  let i = digits.length;
  const start = digits[0] === '-' ? 1 : 0;
  for (; i >= start + 4; i -= 3) result = `_${digits.slice(i - 3, i)}${result}`;
  return `${digits.slice(0, i)}${result}`;
}

export function outOfRange(name: string, range: string, value: unknown): NodeError {
  const received =
    Number.isInteger(value) && Math.abs(value as number) > 2 ** 32
      ? withNumericSeparators(String(value))
      : inspect(value);
  return nodeError(
    RangeError,
    'ERR_OUT_OF_RANGE',
    `The value of "${name}" is out of range. It must be ${range}. Received ${received}`,
  );
}

/** Node's validateUint32(value, name, positive). */
export function validateUint32(value: unknown, name: string, positive: boolean): void {
  if (typeof value !== 'number') throw invalidArgType(name, 'number', value);
  if (!Number.isInteger(value)) throw outOfRange(name, 'an integer', value);
  const min = positive ? 1 : 0;
  if (value < min || value > 4294967295) throw outOfRange(name, `>= ${min} && <= 4294967295`, value);
}
