import { describe, expect, it } from 'vitest';
import { lessonRun } from '../../../../test/fixtures/lessonRuns';
import type { TraceEvent } from '../../../runtime/trace/events';
import { timeline } from '../messages/timeline';
import { clampStep, eventsUpTo, messageSteps, nextMessageStep, previousMessageStep } from './replaySteps';

const message = (seq: number, direction: 'send' | 'receive' = 'send'): TraceEvent => ({
  seq,
  t: seq,
  layer: 'client',
  kind: 'jsonrpc',
  direction,
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
// index:      0         1           2         3         4
const events = [other(1), message(2), other(3), other(4), message(5)];

describe('replay steps', () => {
  it('shows the first `step` events, and the run itself at the end', () => {
    expect(eventsUpTo(events, 0)).toEqual([]);
    expect(eventsUpTo(events, 2).map((e) => e.seq)).toEqual([1, 2]);
    expect(eventsUpTo(events, 5)).toBe(events);
    expect(eventsUpTo(events, 99)).toBe(events);
  });

  it('jumps from message to message', () => {
    const steps = messageSteps(events);
    expect(steps).toEqual([2, 5]);
    expect(nextMessageStep(steps, 0, 5)).toBe(2);
    expect(nextMessageStep(steps, 2, 5)).toBe(5);
    expect(nextMessageStep(steps, 5, 5)).toBe(5);
    expect(previousMessageStep(steps, 5)).toBe(2);
    expect(previousMessageStep(steps, 3)).toBe(2);
    expect(previousMessageStep(steps, 2)).toBe(0);
  });

  it('steps onto a message the trace saw only arrive, and once onto a message it saw sent and received', () => {
    // A received message no traced instance sent (a listen stream's notification) is a message of the run.
    const arrived = { ...message(3, 'receive'), message: { jsonrpc: '2.0' as const, method: 'notifications/x' } };
    // The arrival of message 2, already shown by its send.
    const withArrivals = [other(1), message(2), message(2, 'receive'), arrived, message(5)];
    expect(messageSteps(withArrivals)).toEqual([2, 4, 5]);
  });

  it("lands on every row of the Messages view, the listen stream's notifications included (lesson 17)", async () => {
    const run = await lessonRun('17-listening-for-changes');
    const steps = messageSteps(run.events);
    const rows = timeline(run.events).rows;
    // One step a row, each showing one more row than the one before.
    expect(steps.map((step) => timeline(eventsUpTo(run.events, step)).rows.length)).toEqual(
      rows.map((_, index) => index + 1),
    );
    const delivered = rows.filter((row) => row.stream?.part === 'delivered');
    expect(delivered.map((row) => row.method)).toEqual([
      'notifications/subscriptions/acknowledged',
      'notifications/tools/list_changed',
    ]);
    for (const row of delivered) expect(steps).toContain(run.events.findIndex((event) => event.seq === row.seq) + 1);
  });

  it('keeps steps inside the run', () => {
    expect([clampStep(-3, 5), clampStep(2.4, 5), clampStep(9, 5)]).toEqual([0, 2, 5]);
  });
});
