import { describe, expect, it, vi } from 'vitest';
import { runInNode } from '../../node/runInNode';
import type { ConsoleEvent } from '../../trace/events';
import { test } from './acceptance';

const reportLines = (events: readonly { kind: string }[]) => (events.filter((e) => e.kind === 'console') as ConsoleEvent[]).map((e) => `${e.layer}: ${e.text}`);

describe('mcp-tour/acceptance', () => {
  it('runs subtests in order, reports each as node:test does, and never rejects for a failure', async () => {
    const record = await runInNode(`
      import assert from 'node:assert/strict';
      import { test } from 'mcp-tour/acceptance';
      const order = [];
      await test('acceptance: demo', async (t) => {
        await t.test('passes', () => { order.push(1); assert.equal(1, 1); });
        await t.test('fails', async () => { order.push(2); assert.equal('closed', 'opened'); });
        await t.test('still runs', () => { order.push(3); });
      });
      await test('a leaf test', () => {});
      console.log('after', order.join(','));
    `);
    expect(record.error).toBeUndefined();
    expect(reportLines(record.events)).toEqual([
      'host: ▶ acceptance: demo',
      'host:   ✔ passes',
      "host:   ✖ fails\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n    + actual - expected\n    \n    + 'closed'\n    - 'opened'",
      'host:   ✔ still runs',
      'host: ✖ acceptance: demo (1 of 3 failed)',
      'host: ✔ a leaf test',
      'runtime: after 1,2,3',
    ]);
  });

  it('fails a test whose body throws outside any subtest, with the error beneath it', async () => {
    const record = await runInNode(`
      import { test } from 'mcp-tour/acceptance';
      await test('suite', async (t) => {
        await t.test('ok', () => {});
        throw new TypeError('cannot connect');
      });
    `);
    expect(record.error).toBeUndefined();
    expect(reportLines(record.events)).toEqual(['host: ▶ suite', 'host:   ✔ ok', 'host: ✖ suite\n  TypeError: cannot connect']);
  });

  it('prints to the console outside a run, and refuses a test without a function', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await test('outside', () => {});
    expect(log).toHaveBeenCalledWith('✔ outside');
    log.mockRestore();
    await expect(test('no body', undefined as never)).rejects.toThrow(TypeError);
  });
});
