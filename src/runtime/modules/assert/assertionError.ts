// Node 20's AssertionError and its generated messages, ported from
// lib/internal/assert/assertion_error.js. Output is Node's for a non-TTY stderr: no colours and an
// 80-column limit for the "^" mismatch indicator, which is what a browser console compares with.
import { inspect } from 'node-inspect-extracted';
import { invalidArgType } from './nodeErrors';

const readableOperator: Record<string, string> = {
  deepStrictEqual: 'Expected values to be strictly deep-equal:',
  strictEqual: 'Expected values to be strictly equal:',
  strictEqualObject: 'Expected "actual" to be reference-equal to "expected":',
  deepEqual: 'Expected values to be loosely deep-equal:',
  notDeepStrictEqual: 'Expected "actual" not to be strictly deep-equal to:',
  notStrictEqual: 'Expected "actual" to be strictly unequal to:',
  notStrictEqualObject: 'Expected "actual" not to be reference-equal to "expected":',
  notDeepEqual: 'Expected "actual" not to be loosely deep-equal to:',
  notIdentical: 'Values have same structure but are not reference-equal:',
  notDeepEqualUnequal: 'Expected values not to be loosely deep-equal:',
};

// Short primitives are shown as `a !== b` rather than as a diff.
const maxShortLength = 12;
const terminalColumns = 80;
const inspectCustom = Symbol.for('nodejs.util.inspect.custom');

function inspectValue(value: unknown): string {
  return inspect(value, {
    compact: false,
    customInspect: false,
    depth: 1000,
    maxArrayLength: Infinity,
    showHidden: false,
    showProxy: false,
    sorted: true,
    getters: true,
  });
}

// When both sides are Errors, show them without their (differing) stacks.
function copyError(source: Error): object {
  const target = Object.assign(Object.create(Object.getPrototypeOf(source) as object) as object, source);
  Object.defineProperty(target, 'message', { value: source.message });
  return target;
}

const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null;

function createErrDiff(actual: unknown, expected: unknown, operatorName: string, message: unknown = ''): string {
  let operator = operatorName;
  let other = '';
  let res = '';
  let end = '';
  let skipped = false;
  const actualInspected = inspectValue(actual);
  const actualLines = actualInspected.split('\n');
  const expectedLines = inspectValue(expected).split('\n');
  let i = 0;
  let indicator = '';

  if (
    operator === 'strictEqual' &&
    ((isObject(actual) && isObject(expected)) || (typeof actual === 'function' && typeof expected === 'function'))
  ) {
    operator = 'strictEqualObject';
  }

  if (actualLines.length === 1 && expectedLines.length === 1 && actualLines[0] !== expectedLines[0]) {
    const actualRaw = actualLines[0];
    const expectedRaw = expectedLines[0];
    const inputLength = actualRaw.length + expectedRaw.length;
    if (inputLength <= maxShortLength) {
      if (!isObject(actual) && !isObject(expected) && (actual !== 0 || expected !== 0)) {
        return `${message || readableOperator[operator]}\n\n${actualLines[0]} !== ${expectedLines[0]}\n`;
      }
    } else if (operator !== 'strictEqualObject' && inputLength < terminalColumns) {
      while (actualRaw[i] === expectedRaw[i]) i++;
      if (i > 2) {
        indicator = `\n  ${' '.repeat(i)}^`;
        i = 0;
      }
    }
  }

  // Drop identical trailing lines (keeping up to three for context).
  let a = actualLines[actualLines.length - 1];
  let b = expectedLines[expectedLines.length - 1];
  while (a === b) {
    if (i++ < 3) end = `\n  ${a}${end}`;
    else other = a;
    actualLines.pop();
    expectedLines.pop();
    if (actualLines.length === 0 || expectedLines.length === 0) break;
    a = actualLines[actualLines.length - 1];
    b = expectedLines[expectedLines.length - 1];
  }

  const maxLines = Math.max(actualLines.length, expectedLines.length);
  if (maxLines === 0) {
    // Same structure, different identity, e.g. deepStrictEqual({ a: Symbol() }, { a: Symbol() }).
    const lines = actualInspected.split('\n');
    if (lines.length > 50) {
      lines[46] = '...';
      lines.length = 47;
    }
    return `${readableOperator.notIdentical}\n\n${lines.join('\n')}\n`;
  }

  if (i >= 5) {
    end = `\n...${end}`;
    skipped = true;
  }
  if (other !== '') {
    end = `\n  ${other}${end}`;
    other = '';
  }

  let printedLines = 0;
  let identical = 0;
  const header = `${message || readableOperator[operator]}\n+ actual - expected`;
  const skippedMsg = ' ... Lines skipped';

  let lines = actualLines;
  let plusMinus = '+';
  let maxLength = expectedLines.length;
  if (actualLines.length < maxLines) {
    lines = expectedLines;
    plusMinus = '-';
    maxLength = actualLines.length;
  }

  const printIdenticalRun = (source: string[]) => {
    // Show up to three unchanged lines before a change; collapse longer runs into "...".
    if (identical > 2) {
      if (identical > 3) {
        if (identical > 4) {
          if (identical === 5) {
            res += `\n  ${source[i - 3]}`;
            printedLines++;
          } else {
            res += '\n...';
            skipped = true;
          }
        }
        res += `\n  ${source[i - 2]}`;
        printedLines++;
      }
      res += `\n  ${source[i - 1]}`;
      printedLines++;
    }
    identical = 0;
  };

  for (i = 0; i < maxLines; i++) {
    if (maxLength < i + 1) {
      printIdenticalRun(lines);
      if (lines === actualLines) res += `\n${plusMinus} ${lines[i]}`;
      else other += `\n${plusMinus} ${lines[i]}`;
      printedLines++;
    } else {
      const expectedLine = expectedLines[i];
      let actualLine = actualLines[i];
      // Lines differing only by a trailing comma count as identical.
      let divergingLines =
        actualLine !== expectedLine && (!actualLine.endsWith(',') || actualLine.slice(0, -1) !== expectedLine);
      if (divergingLines && expectedLine.endsWith(',') && expectedLine.slice(0, -1) === actualLine) {
        divergingLines = false;
        actualLine += ',';
      }
      if (divergingLines) {
        printIdenticalRun(actualLines);
        res += `\n+ ${actualLine}`;
        other += `\n- ${expectedLine}`;
        printedLines += 2;
      } else {
        res += other;
        other = '';
        identical++;
        if (identical <= 2) {
          res += `\n  ${actualLine}`;
          printedLines++;
        }
      }
    }
    if (printedLines > 50 && i < maxLines - 2) {
      return `${header}${skippedMsg}\n${res}\n...${other}\n...`;
    }
  }

  return `${header}${skipped ? skippedMsg : ''}\n${res}${other}${end}${indicator}`;
}

function notEqualMessage(operator: string, actual: unknown): string {
  let base = readableOperator[operator];
  const lines = inspectValue(actual).split('\n');
  if (operator === 'notStrictEqual' && (isObject(actual) || typeof actual === 'function')) {
    base = readableOperator.notStrictEqualObject;
  }
  if (lines.length > 50) {
    lines[46] = '...';
    lines.length = 47;
  }
  if (lines.length === 1) return `${base}${lines[0].length > 5 ? '\n\n' : ' '}${lines[0]}`;
  return `${base}\n\n${lines.join('\n')}\n`;
}

function otherOperatorMessage(operator: string | undefined, actual: unknown, expected: unknown): string {
  let res = inspectValue(actual);
  let other = inspectValue(expected);
  const knownOperator = readableOperator[operator as string];
  if (operator === 'notDeepEqual' && res === other) {
    res = `${knownOperator}\n\n${res}`;
    return res.length > 1024 ? `${res.slice(0, 1021)}...` : res;
  }
  if (res.length > 512) res = `${res.slice(0, 509)}...`;
  if (other.length > 512) other = `${other.slice(0, 509)}...`;
  if (operator === 'deepEqual') {
    res = `${knownOperator}\n\n${res}\n\nshould loosely deep-equal\n\n`;
  } else {
    const unequal = readableOperator[`${operator}Unequal`];
    if (unequal) res = `${unequal}\n\n${res}\n\nshould not loosely deep-equal\n\n`;
    else other = ` ${operator} ${other}`;
  }
  return `${res}${other}`;
}

function generatedMessage(operator: string | undefined, actual: unknown, expected: unknown): string {
  if (operator === 'deepStrictEqual' || operator === 'strictEqual') return createErrDiff(actual, expected, operator);
  if (operator === 'notDeepStrictEqual' || operator === 'notStrictEqual') return notEqualMessage(operator, actual);
  return otherOperatorMessage(operator, actual, expected);
}

function addEllipsis(text: string): string {
  const lines = text.split('\n', 11);
  if (lines.length > 10) {
    lines.length = 10;
    return `${lines.join('\n')}\n...`;
  }
  // Node slices from 512 here (not to 512); kept for identical output.
  if (text.length > 512) return `${text.slice(512)}...`;
  return text;
}

export interface AssertionErrorOptions {
  message?: unknown;
  actual?: unknown;
  expected?: unknown;
  operator?: string;
  stackStartFn?: Function;
  /** Older spelling of stackStartFn, still accepted by Node. */
  stackStartFunction?: Function;
  details?: { message: string; actual: unknown; expected: unknown; operator: string; stack: unknown }[];
}

type CaptureStackTrace = (target: object, constructorOpt?: Function) => void;
const captureStackTrace = (Error as unknown as { captureStackTrace?: CaptureStackTrace }).captureStackTrace;

export class AssertionError extends Error {
  declare generatedMessage: boolean;
  declare code: 'ERR_ASSERTION';
  declare actual: unknown;
  declare expected: unknown;
  declare operator: string | undefined;

  constructor(options: AssertionErrorOptions) {
    if (options === null || typeof options !== 'object' || Array.isArray(options)) {
      throw invalidArgType('options', 'Object', options);
    }
    const { message, operator, stackStartFn, details, stackStartFunction } = options;
    let { actual, expected } = options;

    if (message != null) {
      super(
        operator === 'deepStrictEqual' || operator === 'strictEqual'
          ? createErrDiff(actual, expected, operator, message)
          : String(message),
      );
    } else {
      if (actual instanceof Error && expected instanceof Error && 'stack' in actual && 'stack' in expected) {
        actual = copyError(actual);
        expected = copyError(expected);
      }
      super(generatedMessage(operator, actual, expected));
    }

    this.generatedMessage = !message;
    Object.defineProperty(this, 'name', {
      value: 'AssertionError [ERR_ASSERTION]',
      enumerable: false,
      writable: true,
      configurable: true,
    });
    this.code = 'ERR_ASSERTION';
    if (details) {
      this.actual = undefined;
      this.expected = undefined;
      this.operator = undefined;
      const record = this as unknown as Record<string, unknown>;
      details.forEach((detail, i) => {
        record[`message ${i}`] = detail.message;
        record[`actual ${i}`] = detail.actual;
        record[`expected ${i}`] = detail.expected;
        record[`operator ${i}`] = detail.operator;
        record[`stack trace ${i}`] = detail.stack;
      });
    } else {
      this.actual = actual;
      this.expected = expected;
      this.operator = operator;
    }
    // As in Node: the stack header reads "AssertionError [ERR_ASSERTION]: ..." and starts at the
    // assert call rather than inside this module (where the engine supports it).
    captureStackTrace?.(this, stackStartFn ?? stackStartFunction);
    void this.stack;
    this.name = 'AssertionError';
  }

  override toString(): string {
    return `${this.name} [${this.code}]: ${this.message}`;
  }

  [inspectCustom](_depth: number, context: object): string {
    // Long strings in actual/expected are shortened; the message already shows the comparison.
    const { actual, expected } = this;
    if (typeof actual === 'string') this.actual = addEllipsis(actual);
    if (typeof expected === 'string') this.expected = addEllipsis(expected);
    const result = inspect(this, { ...context, customInspect: false, depth: 0 });
    this.actual = actual;
    this.expected = expected;
    return result;
  }
}

/** Throws the caller's own Error if one was given as the message, else an AssertionError. */
export function failWith(options: AssertionErrorOptions): never {
  if (options.message instanceof Error) throw options.message;
  throw new AssertionError(options);
}
