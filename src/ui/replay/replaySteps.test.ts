import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../runtime/trace/events';
import { clampStep, eventsUpTo, nextMessageStep, previousMessageStep } from './replaySteps';

const message = (seq: number): TraceEvent => ({
  seq,
  t: seq,
  layer: 'client',
  kind: 'jsonrpc',
  direction: 'send',
  link: 'L',
  transport: 'in-memory',
  message: { jsonrpc: '2.0', id: seq, method: 'ping' },
});
const other = (seq: number): TraceEvent => ({
  seq,
  t: seq,
  layer: 'runtime',
  kind: 'console',
  level: 'log',
  text: String(seq),
});
// index:      0         1         2           3         4
const events = [other(1), message(2), other(3), other(4), message(5)];

describe('replay steps', () => {
  it('shows the first `step` events, and the run itself at the end', () => {
    expect(eventsUpTo(events, 0)).toEqual([]);
    expect(eventsUpTo(events, 2).map((e) => e.seq)).toEqual([1, 2]);
    expect(eventsUpTo(events, 5)).toBe(events);
    expect(eventsUpTo(events, 99)).toBe(events);
  });

  it('jumps from message to message', () => {
    expect(nextMessageStep(events, 0)).toBe(2);
    expect(nextMessageStep(events, 2)).toBe(5);
    expect(nextMessageStep(events, 5)).toBe(5);
    expect(previousMessageStep(events, 5)).toBe(2);
    expect(previousMessageStep(events, 3)).toBe(2);
    expect(previousMessageStep(events, 2)).toBe(0);
  });

  it('keeps steps inside the run', () => {
    expect([clampStep(-3, 5), clampStep(2.4, 5), clampStep(9, 5)]).toEqual([0, 2, 5]);
  });
});
