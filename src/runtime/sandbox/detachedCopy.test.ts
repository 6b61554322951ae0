import { describe, expect, it } from 'vitest';
import { detachedCopy, REPEATED, TOO_LARGE, UNREADABLE } from './detachedCopy';

const limits = { stringChars: 100_000, nodes: 50_000, depth: 64 };

describe('detachedCopy', () => {
  it('copies plain data into new objects, with about its JSON length', () => {
    const value = { a: [1, 'two', null, true, { b: 'c' }], d: undefined };
    const { value: copy, chars } = detachedCopy(value, limits);
    expect(copy).toEqual(value);
    expect(copy).not.toBe(value);
    expect(copy.a).not.toBe(value.a);
    expect(chars).toBeGreaterThanOrEqual(JSON.stringify(value).length - 4);
    expect(chars).toBeLessThanOrEqual(JSON.stringify(value).length * 2);
  });

  it('cuts long strings anywhere, with a note', () => {
    const long = 'y'.repeat(250_000);
    const { value } = detachedCopy({ nested: [long] }, limits);
    expect(value.nested[0]).toHaveLength(100_000 + ' [MCP Tour cut 150,000 more characters]'.length + 1);
    expect(value.nested[0]!.endsWith('… [MCP Tour cut 150,000 more characters]')).toBe(true);
  });

  it('turns an object met twice into a note, so a shared tree of 2^40 paths costs 40 steps', () => {
    let tree: unknown = 0;
    for (let level = 0; level < 40; level++) tree = [tree, tree];
    const { value } = detachedCopy(tree, limits);
    expect(JSON.stringify(value).length).toBeLessThan(2_000);
    expect(JSON.stringify(value)).toContain(REPEATED);
    const cyclic: Record<string, unknown> = {};
    cyclic.me = cyclic;
    expect(detachedCopy(cyclic, limits).value).toEqual({ me: REPEATED });
  });

  it('stops at the node and depth limits', () => {
    const { value } = detachedCopy(new Array(1_000).fill(1), { ...limits, nodes: 100 });
    expect(value.length).toBeLessThanOrEqual(101);
    expect(value.at(-1)).toBe(TOO_LARGE);
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100; level++) deep = { next: deep };
    expect(JSON.stringify(detachedCopy(deep, limits).value)).toContain(TOO_LARGE);
  });

  it('leaves out what JSON cannot hold, and runs no setter planted on Object.prototype', () => {
    const seen: unknown[] = [];
    Object.defineProperty(Object.prototype, 'text', {
      configurable: true,
      set(this: unknown) {
        seen.push(this);
      },
    });
    try {
      const { value } = detachedCopy({ text: 'hi', f: () => 1, s: Symbol('x'), n: 10n }, limits);
      expect(JSON.parse(JSON.stringify(value))).toEqual({ text: 'hi', n: '10' });
    } finally {
      delete (Object.prototype as Record<string, unknown>).text;
    }
    expect(seen).toEqual([]);
  });

  it('copies around getters and proxies that throw', () => {
    const trap = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no');
        },
      },
    );
    const value = {
      get bad() {
        throw new Error('no');
      },
      trap,
      good: 1,
    };
    expect(detachedCopy(value, limits).value).toEqual({ bad: UNREADABLE, trap: UNREADABLE, good: 1 });
  });
});
