import { formatWithOptions, inspect, type InspectOptions } from 'node-inspect-extracted';
import type { ConsoleEvent } from '../trace/events';
import type { TraceRecorder } from '../trace/recorder';
import { consoleTable } from './consoleTable';

// console.* inside a run goes to the trace, formatted by Node's own util.format algorithm, so a
// snippet prints here exactly what it prints under Node 20: the five printing methods, and dir,
// table, trace, group, count, assert and time as lib/internal/console/constructor.js writes them.
// Where Node hides objects nested deeper than two levels ([Object], [Array]), the event also
// carries them printed in full, so a reader can expand what Node's terminal would never show.

type Level = ConsoleEvent['level'];
const LEVELS: Level[] = ['log', 'info', 'warn', 'error', 'debug'];
const EXTRAS = [
  'dir',
  'table',
  'trace',
  'group',
  'groupCollapsed',
  'groupEnd',
  'count',
  'countReset',
  'assert',
  'time',
  'timeEnd',
  'timeLog',
] as const;
/** Deep enough for any MCP message; deeper still prints as [Object]. */
const FULL_DEPTH = 12;
/** Node's groupIndentation. */
const GROUP_INDENT = '  ';

export function captureConsole(
  target: Console,
  recorder: TraceRecorder,
  cleanText: (text: string) => string,
): () => void {
  const originals = [...LEVELS, ...EXTRAS].map((name) => [name, target[name]] as const);
  let indent = '';
  const counts = new Map<string, number>();
  const timers = new Map<string, number>();

  const indented = (text: string) => (indent ? indent + text.replaceAll('\n', `\n${indent}`) : text);
  const emit = (level: Level, text: string, fullText?: string) =>
    recorder.emit({
      kind: 'console',
      layer: 'runtime',
      level,
      text: indented(cleanText(text)),
      ...(fullText !== undefined && fullText !== text ? { fullText: indented(cleanText(fullText)) } : {}),
    });
  /** Prints like console.log: the text, and the full-depth text when Node hid nested objects. */
  const print = (level: Level, args: unknown[], options: InspectOptions = {}, format = formatWithOptions) => {
    const text = format(options, ...args);
    const hidesNested = /\[(Object|Array)\]/.test(text) && args.some((arg) => typeof arg === 'object' && arg !== null);
    emit(level, text, hidesNested ? format({ ...options, depth: FULL_DEPTH }, ...args) : undefined);
  };
  // process.emitWarning's line, without the process id.
  const warning = (text: string) => emit('warn', `Warning: ${text}`);
  const sinceStart = (label: string, method: string): string | undefined => {
    const started = timers.get(label);
    if (started === undefined) warning(`No such label '${label}' for console.${method}()`);
    return started === undefined ? undefined : formatTime(performance.now() - started);
  };

  for (const level of LEVELS) target[level] = (...args: unknown[]) => print(level, args);
  target.dir = (value?: unknown, options?: InspectOptions) =>
    print('log', [value], { customInspect: false, ...options }, (opts, item) => inspect(item, opts));
  target.table = (data?: unknown, properties?: readonly string[]) => {
    const table = consoleTable(data, properties);
    if (table === undefined) print('log', [data]);
    else emit('log', table);
  };
  target.trace = (...args: unknown[]) => {
    const at = recorder.locate(new Error('trace'));
    const frame = at.line === undefined ? '' : `\n    at your code:${at.line}:${at.column ?? 0}`;
    emit('error', `Trace${args.length > 0 ? `: ${formatWithOptions({}, ...args)}` : ''}${frame}`);
  };
  target.group = target.groupCollapsed = (...args: unknown[]) => {
    if (args.length > 0) print('log', args);
    indent += GROUP_INDENT;
  };
  target.groupEnd = () => {
    indent = indent.slice(0, -GROUP_INDENT.length);
  };
  target.count = (label: unknown = 'default') => {
    const key = `${label}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    emit('log', `${key}: ${count}`);
  };
  target.countReset = (label: unknown = 'default') => {
    const key = `${label}`;
    if (counts.has(key)) counts.delete(key);
    else warning(`Count for '${key}' does not exist`);
  };
  target.assert = (condition?: unknown, ...args: unknown[]) => {
    if (condition) return;
    const [first, ...rest] = args;
    print('warn', [`Assertion failed${args.length === 0 ? '' : `: ${first}`}`, ...rest]);
  };
  target.time = (label: unknown = 'default') => {
    const key = `${label}`;
    if (timers.has(key)) warning(`Label '${key}' already exists for console.time()`);
    else timers.set(key, performance.now());
  };
  target.timeLog = (label: unknown = 'default', ...data: unknown[]) => {
    const key = `${label}`;
    const time = sinceStart(key, 'timeLog');
    if (time !== undefined) print('log', ['%s: %s', key, time, ...data]);
  };
  target.timeEnd = (label: unknown = 'default') => {
    const key = `${label}`;
    const time = sinceStart(key, 'timeEnd');
    if (time === undefined) return;
    timers.delete(key);
    emit('log', `${key}: ${time}`);
  };

  return () => {
    for (const [name, original] of originals) (target as unknown as Record<string, unknown>)[name] = original;
  };
}

/** Node's formatTime: "0.042ms", "1.500s", "1:02.003 (m:ss.mmm)". */
export function formatTime(ms: number): string {
  if (ms < 1000) return `${Number(ms.toFixed(3))}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(3)}s`;
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const [seconds, millis] = ((ms % 60_000) / 1000).toFixed(3).split('.');
  const pad = (n: number | string) => String(n).padStart(2, '0');
  return hours > 0
    ? `${hours}:${pad(minutes)}:${pad(seconds)}.${millis} (h:mm:ss.mmm)`
    : `${minutes}:${pad(seconds)}.${millis} (m:ss.mmm)`;
}
