import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../trace/events';
import { fitStrings, Outbox, OUTPUT_LIMITS } from './outbox';

const line = (seq: number, text = `line ${seq}`): TraceEvent => ({ kind: 'console', layer: 'runtime', level: 'log', text, seq, t: seq });

function harness(limits = OUTPUT_LIMITS) {
  let clock = 0;
  const batches: TraceEvent[][] = [];
  const timers: (() => void)[] = [];
  const outbox = new Outbox({ send: (events) => batches.push(events), schedule: (callback) => timers.push(callback), now: () => clock, limits });
  return { outbox, batches, timers, tick: (ms: number) => (clock += ms), sent: () => batches.flat() };
}

describe('Outbox', () => {
  it('sends in batches by count, and by time even when no timer can fire (a busy loop)', () => {
    const { outbox, batches, tick } = harness({ ...OUTPUT_LIMITS, batchEvents: 3, batchMs: 30 });
    for (let seq = 1; seq <= 7; seq++) outbox.push(line(seq));
    expect(batches.map((batch) => batch.length)).toEqual([3, 3]);
    tick(31);
    outbox.push(line(8));
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 2]);
  });

  it('flushes a quiet program’s output on its timer', () => {
    const { outbox, batches, timers } = harness();
    outbox.push(line(1));
    expect(batches).toHaveLength(0);
    timers.forEach((timer) => timer());
    expect(batches).toEqual([[line(1)]]);
  });

  it('stops after the console line limit with one notice, but still sends the run’s error', () => {
    const { outbox, sent } = harness({ ...OUTPUT_LIMITS, consoleLines: 5 });
    for (let seq = 1; seq <= 20; seq++) outbox.push(line(seq));
    outbox.push({ kind: 'error', layer: 'runtime', seq: 21, t: 21, error: { kind: 'timeout', message: 'Stopped after 5 s' } });
    outbox.flush();
    const events = sent();
    expect(events.filter((e) => e.kind === 'console')).toHaveLength(6);
    expect(events.at(-2)).toMatchObject({ kind: 'console', level: 'warn', text: expect.stringMatching(/^MCP Tour: output truncated after 5 lines — the program kept running/) });
    expect(events.at(-1)?.kind).toBe('error');
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
    const event: TraceEvent = { kind: 'tool-handler', layer: 'server', phase: 'end', tool: 't', arguments: { nested: [long] }, seq: 1, t: 1 };
    const fitted = fitStrings(event, 100_000) as typeof event;
    const text = (fitted.arguments as { nested: string[] }).nested[0];
    expect(text).toHaveLength(100_000 + ' [MCP Tour cut 150,000 more characters]'.length + 1);
    expect(text.endsWith('… [MCP Tour cut 150,000 more characters]')).toBe(true);
    expect((event.arguments as { nested: string[] }).nested[0]).toBe(long);
    const short = line(1);
    expect(fitStrings(short, 100)).toBe(short);
  });
});
