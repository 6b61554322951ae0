import { inspect } from 'node-inspect-extracted';

// console.table as Node 20 prints it (lib/internal/console/constructor.js and lib/internal/cli_table.js):
// a column per key, left-aligned cells, each value inspected on one line with at most three array
// items. node-inspect-extracted has inspect but not the table.

const INDEX = '(index)';
const ITERATION_INDEX = '(iteration index)';
const KEY = 'Key';
const VALUES = 'Values';

/** The table text, or undefined when Node would print the value with console.log instead. */
export function consoleTable(data: unknown, properties?: readonly string[]): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const cell = (value: unknown) => {
    const depth =
      value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 2 ? -1 : 0;
    return inspect(value, { depth, maxArrayLength: 3, breakLength: Number.POSITIVE_INFINITY });
  };
  const indexes = (length: number) => Array.from({ length }, (_, i) => cell(i));

  if (data instanceof Map) {
    const keys: string[] = [];
    const values: string[] = [];
    for (const [key, value] of data) {
      keys.push(cell(key));
      values.push(cell(value));
    }
    return renderTable([ITERATION_INDEX, KEY, VALUES], [indexes(keys.length), keys, values]);
  }
  if (data instanceof Set) {
    const values = [...data].map(cell);
    return renderTable([ITERATION_INDEX, VALUES], [indexes(values.length), values]);
  }

  const columns = new Map<string, string[]>();
  const primitives: string[] = [];
  let hasPrimitives = false;
  const rows = Object.keys(data);
  rows.forEach((row, i) => {
    const item = (data as Record<string, unknown>)[row];
    const primitive = item === null || (typeof item !== 'function' && typeof item !== 'object');
    if (properties === undefined && primitive) {
      hasPrimitives = true;
      primitives[i] = cell(item);
      return;
    }
    for (const key of properties ?? Object.keys(item as object)) {
      if (!columns.has(key)) columns.set(key, []);
      const column = columns.get(key)!;
      column[i] = primitive || !Object.hasOwn(item as object, key) ? '' : cell((item as Record<string, unknown>)[key]);
    }
  });
  const head = [INDEX, ...columns.keys(), ...(hasPrimitives ? [VALUES] : [])];
  const body = [rows, ...columns.values(), ...(hasPrimitives ? [primitives] : [])];
  return renderTable(head, body);
}

function renderTable(head: readonly string[], columns: readonly string[][]): string {
  const widths = head.map(width);
  const height = Math.max(0, ...columns.map((column) => column.length));
  const rows: string[][] = Array.from({ length: height }, () => []);
  columns.forEach((column, i) => {
    for (let j = 0; j < height; j++) {
      const value = Object.hasOwn(column, j) ? column[j] : '';
      rows[j][i] = value;
      widths[i] = Math.max(widths[i], width(value));
    }
  });
  const divider = widths.map((w) => '─'.repeat(w + 2));
  const renderRow = (row: readonly string[]) =>
    `│ ${row.map((value, i) => value + ' '.repeat(widths[i] - width(value))).join(' │ ')} │`;
  return [
    `┌${divider.join('┬')}┐`,
    renderRow(head),
    `├${divider.join('┼')}┤`,
    ...rows.map(renderRow),
    `└${divider.join('┴')}┘`,
  ].join('\n');
}

const ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}]/u;
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1F64F}\u{1F900}-\u{1F9FF}\u{20000}-\u{3FFFD}]/u;

/** Columns a terminal gives the text (East Asian wide characters take two), as Node's getStringWidth. */
function width(text: string): number {
  let columns = 0;
  for (const char of text) columns += ZERO_WIDTH.test(char) ? 0 : WIDE.test(char) ? 2 : 1;
  return columns;
}
