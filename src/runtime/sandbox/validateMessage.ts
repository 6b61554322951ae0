import { PACK_SCRIPTS, type PackScript } from '../modules/packs';
import type { RunError, RunStatus, TraceEvent } from '../trace/events';
import type { FromFrame, FromSandbox } from './protocol';

// The page trusts nothing the sandbox says. Learner code shares its Worker with the runtime and
// may find a way to post on the runtime's port, so every message is checked here before any view
// sees it: known types and kinds, the fields each kind needs with the right types, plain data only
// (no cycles, no class instances), bounded depth, string lengths and counts. What does not fit is
// dropped; a view never has to cope with a shape the trace does not define.
//
// Checking costs the page one step per value, so the steps are budgeted too: per event, per
// message and per run. Structured clone keeps shared references, so a message of a few kilobytes
// can hold one object reached a million ways; the runtime only ever sends trees (detachedCopy.ts),
// so an object met twice in one message makes the event that reaches it again invalid.

export const PAGE_LIMITS = {
  eventsPerMessage: 5_000,
  /** The sandbox cuts strings at 100,000 characters plus a short note. */
  stringChars: 100_200,
  /** Nodes in one event's data, and how deep it may nest. */
  nodesPerEvent: 50_000,
  depth: 64,
  /**
   * Nodes walked for one message and for one run. The sandbox's 8 MB of output per run is at most
   * about 4 million values; checking a million takes the page some tens of milliseconds.
   */
  nodesPerMessage: 1_000_000,
  nodesPerRun: 5_000_000,
};

/** What the page may still spend checking one run's messages. */
export class CheckBudget {
  nodesLeft = PAGE_LIMITS.nodesPerRun;
}

const LAYERS = ['host', 'client', 'transport', 'server', 'api', 'llm', 'runtime'];
const TRANSPORTS = ['in-memory', 'stdio', 'http', 'other'];
const ERROR_KINDS = ['syntax', 'runtime', 'unhandled-rejection', 'import', 'timeout', 'stopped', 'crashed', 'internal'];
const STATUSES = ['ok', 'error', 'timeout', 'stopped'];

type Check = (value: unknown) => boolean;

const str: Check = (v) => typeof v === 'string' && v.length <= PAGE_LIMITS.stringChars;
const shortStr: Check = (v) => typeof v === 'string' && v.length <= 2_000;
const num: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const bool: Check = (v) => typeof v === 'boolean';
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v);
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const arrayOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
const recordOf =
  (check: Check): Check =>
  (v) =>
    isPlainObject(v) && Object.values(v).every(check);
const object =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isPlainObject(v) && Object.entries(fields).every(([name, check]) => check(v[name]));
/** Any plain JSON-like data; its size is bounded by plainData below. */
const data: Check = () => true;

const id: Check = (v) => str(v) || num(v);
/** One of several shapes, chosen by the value of a field (an LLM context entry by its `type`). */
const tagged =
  (tag: string, shapes: Record<string, Record<string, Check>>): Check =>
  (v) =>
    isPlainObject(v) &&
    typeof v[tag] === 'string' &&
    Object.hasOwn(shapes, v[tag] as string) &&
    object(shapes[v[tag] as string])(v);

const llmEntry = tagged('type', {
  system: { text: str },
  user: { text: str },
  assistant: { text: str },
  tools: { tools: arrayOf(object({ name: str, description: optional(str), input_schema: data })) },
  'tool-call': { id: str, name: str, arguments: data },
  'tool-result': { id: str, name: str, content: data, isError: optional(bool) },
});

const jsonRpcMessage = object({
  jsonrpc: (v) => v === '2.0',
  id: optional(id),
  method: optional(str),
  params: data,
  result: data,
  error: optional(object({ code: num, message: str, data })),
});

const runError = object({
  kind: oneOf(ERROR_KINDS),
  message: str,
  name: optional(str),
  line: optional(num),
  column: optional(num),
});

// Every kind a program's run may send. Not 'end': the page writes that one itself.
const EVENT_FIELDS: Record<Exclude<TraceEvent['kind'], 'end'>, Record<string, Check>> = {
  connect: {
    ref: object({
      id: str,
      role: oneOf(['client', 'server']),
      name: str,
      version: optional(str),
      host: optional(str),
      sdk: optional((v) => v === 1 || v === 2),
      perRequest: optional(bool),
    }),
    transport: oneOf(TRANSPORTS),
    link: str,
  },
  jsonrpc: { direction: oneOf(['send', 'receive']), link: str, transport: oneOf(TRANSPORTS), message: jsonRpcMessage },
  close: { link: str },
  console: { level: oneOf(['log', 'info', 'warn', 'error', 'debug']), text: str, fullText: optional(str) },
  error: { error: runError },
  'server-error': { server: str, error: runError },
  spawn: { link: str, command: str, args: arrayOf(str), env: recordOf(str) },
  stdio: { link: str, stream: oneOf(['stdin', 'stdout', 'stderr']), text: str },
  http: {
    link: str,
    exchange: str,
    direction: oneOf(['request', 'response']),
    method: str,
    url: str,
    headers: recordOf(str),
    status: optional(num),
    body: optional(str),
    auth: optional((v) => v === true),
    closedByClient: optional((v) => v === true),
  },
  'tool-handler': { phase: oneOf(['start', 'end']), tool: str, arguments: data, isError: optional(bool) },
  'api-call': {
    api: str,
    method: str,
    path: str,
    status: num,
    refusal: optional(str),
    handler: optional(num),
    credentials: optional(arrayOf(object({ name: str, masked: str }))),
  },
  'api-open': { api: str, baseUrl: str },
  policy: { decision: oneOf(['allow', 'deny']), tool: str, server: optional(str), reason: str },
  llm: { host: str, entry: llmEntry, scripted: optional((v) => v === true) },
  'secret-leak': {
    label: str,
    where: oneOf(['llm-context', 'console', 'url', 'log', 'command-line']),
    inEvent: num,
    // Views mask every URL against each of these: few, and short (a secret's spellings, secretForms()).
    appearedAs: optional((v) => Array.isArray(v) && v.length <= 8 && v.every((form) => shortStr(form))),
  },
  // Views mask every text of the run against these: a few short spellings of at least 4 characters
  // (secret() refuses shorter values), so a forged event cannot mask the whole page.
  'secret-marked': {
    label: shortStr,
    forms: (v) =>
      Array.isArray(v) &&
      v.length >= 1 &&
      v.length <= 8 &&
      v.every((form) => shortStr(form) && (form as string).length >= 4),
  },
  test: {
    phase: oneOf(['start', 'end']),
    path: arrayOf(str),
    status: optional(oneOf(['pass', 'fail'])),
    error: optional(object({ name: str, message: str })),
  },
};

const BASE: Record<string, Check> = {
  seq: (v) => Number.isSafeInteger(v) && (v as number) >= 0,
  t: num,
  layer: oneOf(LAYERS),
  instance: optional(str),
};

/** The event if it is one the trace defines, with plain bounded data; otherwise undefined. */
export function validTraceEvent(value: unknown): value is TraceEvent {
  return checkEvent(value, new Walk(PAGE_LIMITS.nodesPerEvent));
}

function checkEvent(value: unknown, walk: Walk): value is TraceEvent {
  if (!isPlainObject(value) || typeof value.kind !== 'string' || !Object.hasOwn(EVENT_FIELDS, value.kind)) return false;
  const fields = EVENT_FIELDS[value.kind as keyof typeof EVENT_FIELDS];
  return (
    walk.plainData(value) &&
    Object.entries(BASE).every(([name, check]) => check(value[name])) &&
    Object.entries(fields).every(([name, check]) => check(value[name]))
  );
}

/** The event with only the fields its kind lists: views never meet a field nobody checked. */
function listedFieldsOf(event: TraceEvent): TraceEvent {
  const listed: Record<string, unknown> = { kind: event.kind };
  const source = event as unknown as Record<string, unknown>;
  for (const name of [...Object.keys(BASE), ...Object.keys(EVENT_FIELDS[event.kind as keyof typeof EVENT_FIELDS])])
    if (source[name] !== undefined) listed[name] = source[name];
  return listed as unknown as TraceEvent;
}

export function validRunError(value: unknown): value is RunError {
  return runError(value) && new Walk(PAGE_LIMITS.nodesPerEvent).plainData(value);
}

/**
 * A message from a sandbox Worker, checked. Events that do not fit are left out of the result
 * (`dropped` counts them); a message that does not fit at all is undefined. `overBudget` says the
 * message or the run needed more checking than the page gives one (`budget` is the run's): the
 * events after that point are dropped, and the run should end.
 */
export function readFromSandbox(
  value: unknown,
  budget: CheckBudget = new CheckBudget(),
): { message: FromSandbox; dropped: number; overBudget?: true } | undefined {
  if (!isPlainObject(value)) return undefined;
  switch (value.type) {
    case 'ready':
    case 'started':
      return { message: { type: value.type }, dropped: 0 };
    case 'events': {
      if (!Array.isArray(value.events) || value.events.length > PAGE_LIMITS.eventsPerMessage) return undefined;
      const allowed = Math.min(PAGE_LIMITS.nodesPerMessage, budget.nodesLeft);
      const walk = new Walk(PAGE_LIMITS.nodesPerEvent, allowed);
      const events: TraceEvent[] = [];
      for (const event of value.events) {
        if (checkEvent(event, walk)) events.push(listedFieldsOf(event));
        if (walk.spent >= allowed) break;
      }
      budget.nodesLeft -= walk.spent;
      const dropped = value.events.length - events.length;
      return walk.spent >= allowed
        ? { message: { type: 'events', events }, dropped, overBudget: true }
        : { message: { type: 'events', events }, dropped };
    }
    case 'checked':
      if (!bool(value.typeSyntax)) return undefined;
      return { message: { type: 'checked', typeSyntax: value.typeSyntax as boolean }, dropped: 0 };
    case 'loaded':
      if (!oneOf(PACK_SCRIPTS)(value.pack) || !optional(str)(value.error)) return undefined;
      return {
        message: {
          type: 'loaded',
          pack: value.pack as PackScript,
          ...(value.error !== undefined ? { error: String(value.error).slice(0, 500) } : {}),
        },
        dropped: 0,
      };
    case 'done':
      if (!oneOf(STATUSES)(value.status) || !optional(validRunError)(value.error)) return undefined;
      return {
        message: { type: 'done', status: value.status as RunStatus, error: value.error as RunError | undefined },
        dropped: 0,
      };
    default:
      return undefined;
  }
}

export function readFromFrame(value: unknown): FromFrame | undefined {
  if (!isPlainObject(value)) return undefined;
  if (value.type === 'pong' && num(value.n)) return { type: 'pong', n: value.n as number };
  if (value.type === 'worker-error' && num(value.id) && str(value.message))
    return { type: 'worker-error', id: value.id as number, message: value.message as string };
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Checks JSON-like data (structured clone can also carry cycles, Maps, Dates, buffers), counting
 * each step against a total. Each piece of data gets `perData` steps; an object met twice, here or
 * in data checked before by the same Walk, is invalid.
 */
class Walk {
  spent = 0;
  private readonly seen = new Set<object>();

  constructor(
    private readonly perData: number,
    private readonly total = perData,
  ) {}

  plainData(root: unknown): boolean {
    const limit = Math.min(this.spent + this.perData, this.total);
    const walk = (value: unknown, depth: number): boolean => {
      if (++this.spent > limit || depth > PAGE_LIMITS.depth) return false;
      if (value === null || value === undefined || typeof value === 'boolean') return true;
      if (typeof value === 'number') return Number.isFinite(value) || Number.isNaN(value);
      if (typeof value === 'string') return value.length <= PAGE_LIMITS.stringChars;
      if (typeof value !== 'object') return false;
      if (this.seen.has(value)) return false;
      const array = Array.isArray(value);
      if (!array && !isPlainObject(value)) return false;
      this.seen.add(value);
      return (array ? value : Object.values(value)).every((item) => walk(item, depth + 1));
    };
    const ok = walk(root, 0);
    this.spent = Math.min(this.spent, limit);
    return ok;
  }
}
