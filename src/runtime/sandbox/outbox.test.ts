import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../trace/events';
import { fitStrings, Outbox, OUTPUT_LIMITS } from './outbox';

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

  it('cuts long strings anywhere in an event, with a note', () => {
    const long = 'y'.repeat(250_000);
    const event: TraceEvent = {
      kind: 'tool-handler',
      layer: 'server',
      phase: 'end',
      tool: 't',
      arguments: { nested: [long] },
      seq: 1,
      t: 1,
    };
    const fitted = fitStrings(event, 100_000) as typeof event;
    const text = (fitted.arguments as { nested: string[] }).nested[0];
    expect(text).toHaveLength(100_000 + ' [MCP Tour cut 150,000 more characters]'.length + 1);
    expect(text.endsWith('… [MCP Tour cut 150,000 more characters]')).toBe(true);
    expect((event.arguments as { nested: string[] }).nested[0]).toBe(long);
    const short = line(1);
    expect(fitStrings(short, 100)).toBe(short);
  });
});
