import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../trace/events';
import { Outbox, OUTPUT_LIMITS } from './outbox';

const line = (seq: number, text = `line ${seq}`): TraceEvent => ({
  kind: 'console',
  layer: 'runtime',
  level: 'log',
  text,
  seq,
  t: seq,
});

function harness(limits = OUTPUT_LIMITS) {
  let clock = 0;
  const batches: TraceEvent[][] = [];
  const timers: (() => void)[] = [];
  const outbox = new Outbox({
    send: (events) => batches.push(events),
    schedule: (callback) => timers.push(callback),
    now: () => clock,
    limits,
  });
  return { outbox, batches, timers, tick: (ms: number) => (clock += ms), sent: () => batches.flat() };
}

describe('Outbox', () => {
  it('sends light output at once, event by event, so what a program printed before an endless loop is seen', () => {
    const { outbox, batches, timers } = harness();
    outbox.push(line(1, 'before the loop'));
    outbox.push(line(2));
    expect(batches).toEqual([[line(1, 'before the loop')], [line(2)]]);
    expect(timers).toHaveLength(0);
  });

  it('sends a flood in batches by count, and by time even when no timer can fire (a busy loop)', () => {
    const { outbox, batches, tick } = harness({ ...OUTPUT_LIMITS, eagerEvents: 0, batchEvents: 3, batchMs: 30 });
    for (let seq = 1; seq <= 7; seq++) outbox.push(line(seq));
    expect(batches.map((batch) => batch.length)).toEqual([3, 3]);
    tick(31);
    outbox.push(line(8));
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 2]);
  });

  it('flushes the tail of a flood on its timer', () => {
    const { outbox, batches, timers } = harness({ ...OUTPUT_LIMITS, eagerEvents: 0 });
    outbox.push(line(1));
    expect(batches).toHaveLength(0);
    for (const timer of timers) timer();
    expect(batches).toEqual([[line(1)]]);
  });

  it('stops after the console line limit with one notice, but still sends the run’s error', () => {
    const { outbox, sent } = harness({ ...OUTPUT_LIMITS, consoleLines: 5 });
    for (let seq = 1; seq <= 20; seq++) outbox.push(line(seq));
    outbox.push({
      kind: 'error',
      layer: 'runtime',
      seq: 21,
      t: 21,
      error: { kind: 'timeout', message: 'Stopped after 5 s' },
    });
    outbox.flush();
    const events = sent();
    expect(events.filter((e) => e.kind === 'console')).toHaveLength(6);
    expect(
      events
        .filter((e) => e.kind === 'console')
        .slice(0, 5)
        .map((e) => (e.kind === 'console' ? e.text : '')),
    ).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5']);
    expect(events.at(-2)).toMatchObject({
      kind: 'console',
      level: 'warn',
      text: expect.stringMatching(/^MCP Tour: output truncated after 5 lines — the program kept running/),
    });
    expect(events.at(-1)?.kind).toBe('error');
  });

  it('counts lines by their line breaks: one call printing a thousand lines is a thousand lines', () => {
    const { outbox, sent } = harness({ ...OUTPUT_LIMITS, consoleLines: 2500 });
    for (let seq = 1; seq <= 5; seq++) outbox.push(line(seq, `${'x\n'.repeat(999)}x`));
    outbox.flush();
    const texts = sent().map((e) => (e.kind === 'console' ? e.text : ''));
    expect(texts.map((text) => text.split('\n').length)).toEqual([1000, 1000, 500, 1]);
    expect(texts.at(-1)).toMatch(/output truncated after 2,500 lines/);
  });

  it('stops after the byte limit', () => {
    const { outbox, sent } = harness({ ...OUTPUT_LIMITS, totalChars: 2_000_000 });
    for (let seq = 1; seq <= 50; seq++) outbox.push(line(seq, 'x'.repeat(90_000)));
    outbox.flush();
    const events = sent();
    expect(events.length).toBeLessThan(25);
    expect(events.at(-1)).toMatchObject({ text: expect.stringMatching(/output truncated after 2 MB/) });
  });

  it('keeps a batch and a run within the values the page checks per message and per run', () => {
    const { outbox, batches, sent } = harness({
      ...OUTPUT_LIMITS,
      eagerEvents: 0,
      batchNodes: 3_000,
      totalNodes: 10_000,
    });
    const big = (seq: number): TraceEvent => ({
      kind: 'tool-handler',
      layer: 'server',
      phase: 'start',
      tool: 't',
      arguments: new Array(1_000).fill(0),
      seq,
      t: seq,
    });
    for (let seq = 1; seq <= 20; seq++) outbox.push(big(seq));
    outbox.flush();
    expect(batches.slice(0, -1).every((batch) => batch.length <= 3)).toBe(true);
    expect(sent().filter((e) => e.kind === 'tool-handler').length).toBeLessThan(10);
    expect(sent().at(-1)).toMatchObject({ text: expect.stringMatching(/output truncated after 10,000 values/) });
  });

  it('sends copies: a program that patches Array.prototype.push or plants index setters never sees the batch', () => {
    const { outbox, batches } = harness({ ...OUTPUT_LIMITS, eagerEvents: 0 });
    const seen = new Set<unknown>();
    const push = Array.prototype.push;
    const zero = Object.getOwnPropertyDescriptor(Array.prototype, '0');
    Array.prototype.push = function (this: unknown[], ...items: unknown[]) {
      seen.add(this);
      return Reflect.apply(push, this, items);
    };
    Object.defineProperty(Array.prototype, '0', {
      configurable: true,
      set(this: unknown[], value: unknown) {
        seen.add(this);
        Object.defineProperty(this, '0', { value, writable: true, enumerable: true, configurable: true });
      },
    });
    const event = line(1);
    try {
      outbox.push(event);
      outbox.push(line(2));
      outbox.flush();
    } finally {
      Array.prototype.push = push;
      if (zero) Object.defineProperty(Array.prototype, '0', zero);
      else delete (Array.prototype as unknown as Record<string, unknown>)['0'];
    }
    expect(batches.filter((batch) => seen.has(batch))).toEqual([]);
    expect(batches.flat()).toEqual([line(1), line(2)]);
    expect(batches[0]![0]).not.toBe(event);
  });
});
