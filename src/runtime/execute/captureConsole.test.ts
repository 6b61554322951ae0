import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runInNode } from '../node/runInNode';
import type { ConsoleEvent } from '../trace/events';

const lines = async (source: string) =>
  (await runInNode(source)).events.filter((e): e is ConsoleEvent => e.kind === 'console');

describe('console capture', () => {
  it('prints what Node prints, and keeps the nested objects Node hides for the Console to expand', async () => {
    const [nested, flat] = await lines(`
      console.log({ messages: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }] });
      console.log({ a: 1 }, 'plain');
    `);
    expect(nested.text).toBe("{ messages: [ { role: 'user', content: [Array] } ] }");
    expect(nested.fullText).toContain("content: [ { type: 'text', text: 'hi' } ]");
    expect(flat.text).toBe('{ a: 1 } plain');
    expect(flat.fullText).toBeUndefined();
  });

  it('does not take a string that merely says [Object] for a hidden object', async () => {
    const [line] = await lines(`console.log('[Object] is what Node prints');`);
    expect(line.fullText).toBeUndefined();
  });

  it('prints dir, table, group, count and assert exactly as Node does, on the same streams', async () => {
    const program = `
      console.dir({ a: { b: { c: { d: 1 } } } }, { depth: null });
      console.dir({ a: { b: { c: { d: 1 } } } });
      console.table([{ a: 1, b: 'two' }, { a: 3, c: [1, 2, 3, 4] }]);
      console.table([1, 'x', { a: 1 }]);
      console.table({ r1: { c: 1 }, r2: { c: 22222 } }, ['c']);
      console.table(new Map([['k', 1]]));
      console.table(new Set(['s']));
      console.table('plain');
      console.table([{ name: '日本語' }]);
      console.group('group', 1);
      console.log('inside\\nsecond');
      console.group();
      console.info('deeper');
      console.groupEnd();
      console.groupCollapsed('collapsed');
      console.error('err in');
      console.groupEnd();
      console.groupEnd();
      console.groupEnd();
      console.log('out');
      console.count(); console.count('n'); console.count('n'); console.countReset('n'); console.count('n');
      console.assert(true, 'no'); console.assert(false, 'assert failed %s', 'x'); console.assert(false); console.assert(0, { o: 1 });
    `;
    const node = spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' });
    expect(node.status).toBe(0);
    const events = await lines(program);
    const stream = (levels: string[]) =>
      events
        .filter((e) => levels.includes(e.level))
        .map((e) => `${e.text}\n`)
        .join('');
    expect(stream(['log', 'info', 'debug'])).toBe(node.stdout);
    expect(stream(['warn', 'error'])).toBe(node.stderr);
  });

  it("times, traces and warns in Node's shape, without depending on the clock", async () => {
    const events = await lines(`console.time('t');
      console.timeLog('t', 'extra', { a: 1 });
      console.timeEnd('t');
      console.timeEnd('t');
      console.time(); console.time();
      console.countReset('zz');
      console.trace('trace here', 1);`);
    expect(events.map((e) => [e.level, e.text])).toEqual([
      ['log', expect.stringMatching(/^t: \d+(\.\d+)?ms extra \{ a: 1 \}$/)],
      ['log', expect.stringMatching(/^t: \d+(\.\d+)?ms$/)],
      ['warn', "Warning: No such label 't' for console.timeEnd()"],
      ['warn', "Warning: Label 'default' already exists for console.time()"],
      ['warn', "Warning: Count for 'zz' does not exist"],
      ['error', 'Trace: trace here 1\n    at your code:7:15'],
    ]);
  });

  it('prints a proxy by its target as Node does: traps that throw are never called, and the program goes on', async () => {
    const original = globalThis.Proxy;
    const record = await runInNode(`
      const trap = () => { throw new Error('trap'); };
      const prox = new Proxy({ t: 1 }, { get: trap, ownKeys: trap, getPrototypeOf: trap, has: trap, getOwnPropertyDescriptor: trap });
      console.log(prox);
      console.log('in obj', { p: prox });
      console.error(new Proxy(new Error('x'), { get: trap }).name === undefined);
    `).catch((error) => error);
    expect(record.status).toBe('error');
    const printed = record.events
      .filter((e: { kind: string }) => e.kind === 'console')
      .map((e: ConsoleEvent) => e.text);
    expect(printed).toEqual(['Proxy({ t: 1 })', 'in obj { p: Proxy({ t: 1 }) }']);
    expect(record.error.message).toBe('trap');
    expect(globalThis.Proxy).toBe(original);
    const revoked = await lines('const r = Proxy.revocable({}, {}); r.revoke(); console.log(r.proxy);');
    expect(revoked.map((e) => e.text)).toEqual(['<Revoked Proxy>']);
  });
});
