import { describe, expect, it } from 'vitest';
import { CheckBudget, PAGE_LIMITS, readFromFrame, readFromSandbox, validTraceEvent } from './validateMessage';

const base = { seq: 1, t: 0, layer: 'client' };

describe('validTraceEvent', () => {
  it('accepts every kind of event the trace defines', () => {
    const events = [
      {
        ...base,
        kind: 'connect',
        ref: { id: 'client#1', role: 'client', name: 'c' },
        transport: 'in-memory',
        link: 'l1',
      },
      {
        ...base,
        kind: 'jsonrpc',
        direction: 'send',
        link: 'l1',
        transport: 'http',
        message: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      },
      { ...base, kind: 'close', link: 'l1' },
      { ...base, kind: 'console', level: 'warn', text: 'hi' },
      { ...base, kind: 'error', error: { kind: 'runtime', message: 'boom', line: 3, column: 7, name: 'TypeError' } },
      { ...base, kind: 'spawn', link: 'l', command: 'node', args: ['server.js'], env: { TOKEN: 'x' } },
      { ...base, kind: 'stdio', link: 'l', stream: 'stdout', text: '{}\n' },
      {
        ...base,
        kind: 'http',
        link: 'l',
        exchange: 'e1',
        direction: 'response',
        method: 'POST',
        url: 'http://x/mcp',
        headers: { a: 'b' },
        status: 200,
        body: '',
      },
      { ...base, kind: 'tool-handler', phase: 'start', tool: 't', arguments: { a: [1, { b: null }] } },
      { ...base, kind: 'api-call', api: 'a', method: 'GET', path: '/p', status: 401, refusal: 'no token' },
      { ...base, kind: 'policy', decision: 'deny', tool: 't', reason: 'not allowed' },
      { ...base, kind: 'llm', host: 'host#1', entry: { type: 'user', text: 'hi' } },
      { ...base, kind: 'secret-leak', label: 'token', where: 'command-line', inEvent: 3 },
      { ...base, kind: 'secret-marked', label: 'token', forms: ['tok en-1', 'tok%20en-1'] },
      {
        ...base,
        kind: 'test',
        phase: 'end',
        path: ['a', 'b'],
        status: 'fail',
        error: { name: 'AssertionError', message: 'no' },
      },
    ];
    for (const event of events) expect(validTraceEvent(event), event.kind).toBe(true);
  });

  it('refuses unknown kinds, missing or mistyped fields, and unknown layers', () => {
    expect(validTraceEvent({ ...base, kind: 'made-up' })).toBe(false);
    expect(validTraceEvent({ ...base, kind: 'toString' })).toBe(false);
    expect(validTraceEvent({ ...base, kind: 'console', level: 'log' })).toBe(false);
    expect(validTraceEvent({ ...base, kind: 'console', level: 'shout', text: 'x' })).toBe(false);
    expect(validTraceEvent({ ...base, layer: 'kernel', kind: 'console', level: 'log', text: 'x' })).toBe(false);
    expect(validTraceEvent({ ...base, seq: -1, kind: 'close', link: 'l' })).toBe(false);
    expect(validTraceEvent({ ...base, t: Infinity, kind: 'close', link: 'l' })).toBe(false);
    expect(validTraceEvent({ ...base, kind: 'spawn', link: 'l', command: 'x', args: [1], env: {} })).toBe(false);
    expect(
      validTraceEvent({
        ...base,
        kind: 'jsonrpc',
        direction: 'send',
        link: 'l',
        transport: 'http',
        message: { jsonrpc: '1.0' },
      }),
    ).toBe(false);
    expect(
      validTraceEvent({
        ...base,
        kind: 'jsonrpc',
        direction: 'send',
        link: 'l',
        transport: 'http',
        message: { jsonrpc: '2.0', method: 7 },
      }),
    ).toBe(false);
    expect(
      validTraceEvent({
        ...base,
        kind: 'jsonrpc',
        direction: 'send',
        link: 'l',
        transport: 'http',
        message: { jsonrpc: '2.0', id: {}, result: {} },
      }),
    ).toBe(false);
    // Entries of the model's context, by type: each view reads these fields.
    expect(validTraceEvent({ ...base, kind: 'llm', host: 'h', entry: { type: 'tools' } })).toBe(false);
    expect(validTraceEvent({ ...base, kind: 'llm', host: 'h', entry: { type: 'tools', tools: [{ name: {} }] } })).toBe(
      false,
    );
    expect(validTraceEvent({ ...base, kind: 'llm', host: 'h', entry: { type: 'tool-call', id: 'c1', name: 3 } })).toBe(
      false,
    );
    expect(validTraceEvent({ ...base, kind: 'llm', host: 'h', entry: { type: 'haiku', text: 'x' } })).toBe(false);
    expect(
      validTraceEvent({
        ...base,
        kind: 'llm',
        host: 'h',
        entry: { type: 'tools', tools: [{ name: 'search', input_schema: { type: 'object' } }] },
      }),
    ).toBe(true);
    expect(validTraceEvent(null)).toBe(false);
    expect(validTraceEvent([])).toBe(false);
  });

  it('refuses what structured clone can carry but the trace never holds: cycles, class instances, huge or deep data', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.me = cyclic;
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let i = 0; i < PAGE_LIMITS.depth + 2; i++) node = node.next = {};
    const tool = (args: unknown) => ({ ...base, kind: 'tool-handler', phase: 'start', tool: 't', arguments: args });
    expect(validTraceEvent(tool(cyclic))).toBe(false);
    expect(validTraceEvent(tool(new Map()))).toBe(false);
    expect(validTraceEvent(tool(new Date()))).toBe(false);
    expect(validTraceEvent(tool(new Uint8Array(4)))).toBe(false);
    expect(validTraceEvent(tool(deep))).toBe(false);
    expect(validTraceEvent(tool(new Array(PAGE_LIMITS.nodesPerEvent + 1).fill(0)))).toBe(false);
    expect(
      validTraceEvent({ ...base, kind: 'console', level: 'log', text: 'x'.repeat(PAGE_LIMITS.stringChars + 1) }),
    ).toBe(false);
    // Data that could have been JSON never holds one object twice.
    const shared = { a: 1 };
    expect(validTraceEvent(tool([shared, shared]))).toBe(false);
    expect(validTraceEvent(tool([{ a: 1 }, { a: 1 }]))).toBe(true);
  });
});

describe('readFromSandbox and readFromFrame', () => {
  it('reads the known messages and keeps only the valid events of a batch', () => {
    expect(readFromSandbox({ type: 'ready' })).toEqual({ message: { type: 'ready' }, dropped: 0 });
    const read = readFromSandbox({ type: 'events', events: [{ ...base, kind: 'close', link: 'l' }, { kind: 'nope' }] });
    expect(read?.message).toEqual({ type: 'events', events: [{ ...base, kind: 'close', link: 'l' }] });
    expect(read?.dropped).toBe(1);
    expect(readFromSandbox({ type: 'done', status: 'ok' })?.message).toEqual({
      type: 'done',
      status: 'ok',
      error: undefined,
    });
  });

  it('refuses anything else', () => {
    expect(readFromSandbox({ type: 'done', status: 'great' })).toBeUndefined();
    expect(readFromSandbox({ type: 'done', status: 'ok', error: { kind: 'x', message: 'm' } })).toBeUndefined();
    expect(
      readFromSandbox({ type: 'events', events: new Array(PAGE_LIMITS.eventsPerMessage + 1).fill(null) }),
    ).toBeUndefined();
    expect(readFromSandbox({ type: 'events', events: 'many' })).toBeUndefined();
    expect(readFromSandbox('ready')).toBeUndefined();
    expect(readFromFrame({ type: 'pong', n: 'one' })).toBeUndefined();
    expect(readFromFrame({ type: 'pong', n: 1 })).toEqual({ type: 'pong', n: 1 });
  });

  it('checks a shared tree once per message: reused in thousands of events, it costs a few steps and each reuse is dropped', () => {
    let tree: unknown = 0;
    for (let level = 0; level < 17; level++) tree = [tree, tree];
    const events = Array.from({ length: 4_990 }, (_, i) => ({
      ...base,
      seq: i + 1,
      kind: 'tool-handler',
      phase: 'start',
      tool: 't',
      arguments: tree,
    }));
    const budget = new CheckBudget();
    const read = readFromSandbox({ type: 'events', events }, budget);
    expect(read?.dropped).toBe(4_990);
    expect(PAGE_LIMITS.nodesPerRun - budget.nodesLeft).toBeLessThan(50_000);
  });

  it('stops checking a message, and says so, once the message or the run is over its budget', () => {
    // 1,000 separate arrays of 10,000 numbers each: ten million values, more than one message may hold.
    const events = Array.from({ length: 1_000 }, (_, i) => ({
      ...base,
      seq: i + 1,
      kind: 'tool-handler',
      phase: 'start',
      tool: 't',
      arguments: new Array(10_000).fill(1),
    }));
    const budget = new CheckBudget();
    const read = readFromSandbox({ type: 'events', events }, budget);
    expect(read?.overBudget).toBe(true);
    expect(read?.message.type === 'events' && read.message.events.length).toBeLessThanOrEqual(
      PAGE_LIMITS.nodesPerMessage / 10_000,
    );
    expect(PAGE_LIMITS.nodesPerRun - budget.nodesLeft).toBe(PAGE_LIMITS.nodesPerMessage);
    // The run's budget spent by earlier messages: the next message is over it at once.
    budget.nodesLeft = 10;
    expect(readFromSandbox({ type: 'events', events: events.slice(0, 1) }, budget)?.overBudget).toBe(true);
    // A light message within both budgets is read as before.
    expect(readFromSandbox({ type: 'events', events: [{ ...base, kind: 'close', link: 'l' }] })?.overBudget).toBe(
      undefined,
    );
  });

  it('checks the spellings of a leaked secret (few, short strings) and drops fields no kind lists', () => {
    const leak = { ...base, kind: 'secret-leak', label: 'token', where: 'url', inEvent: 2 };
    const read = (event: object) => readFromSandbox({ type: 'events', events: [event] })?.message;
    expect(read({ ...leak, appearedAs: ['abc', 'a%20b'] })).toEqual({
      type: 'events',
      events: [{ ...leak, appearedAs: ['abc', 'a%20b'] }],
    });
    for (const appearedAs of [[5, { a: 1 }], new Array(9).fill('x'), ['x'.repeat(2_001)], 'abc'])
      expect(read({ ...leak, appearedAs })).toEqual({ type: 'events', events: [] });
    expect(read({ ...leak, extra: { huge: 'x' }, __proto__x: 1 })).toEqual({ type: 'events', events: [leak] });
  });

  it('checks the spellings of a marked secret: one to eight, each 4 to 2,000 characters', () => {
    const marked = { ...base, layer: 'runtime', kind: 'secret-marked', label: 'key' };
    const read = (event: object) => readFromSandbox({ type: 'events', events: [event] })?.message;
    expect(read({ ...marked, forms: ['abcd', 'a%20bc'] })).toEqual({
      type: 'events',
      events: [{ ...marked, forms: ['abcd', 'a%20bc'] }],
    });
    // A forged one-letter "secret" would mask every text of the run.
    for (const forms of [[], ['a'], ['abc'], new Array(9).fill('abcd'), ['x'.repeat(2_001)], [7], 'abcd', undefined])
      expect(read({ ...marked, forms })).toEqual({ type: 'events', events: [] });
    expect(read({ ...marked, forms: ['abcd'], label: 'x'.repeat(2_001) })).toEqual({ type: 'events', events: [] });
  });
});
