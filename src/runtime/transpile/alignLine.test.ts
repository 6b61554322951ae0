import { describe, expect, it } from 'vitest';
import { alignColumn } from './alignLine';
import { transpile } from './transpile';

describe('alignColumn', () => {
  it('maps a column past a removed type back to the source', () => {
    const source = 'const x: any = undefined; x.foo();';
    const generated = 'const x = undefined; x.foo();';
    expect(alignColumn(generated, source, generated.indexOf('foo'))).toBe(source.indexOf('foo'));
    expect(alignColumn(generated, source, generated.indexOf('undefined'))).toBe(source.indexOf('undefined'));
  });

  it('keeps an identifier in its own place, not in a removed type that spells it', () => {
    const source = 'function f(a: Ab, b: number) { return b.c; }';
    const generated = 'function f(a, b) { return b.c; }';
    expect(alignColumn(generated, source, generated.indexOf('b)'))).toBe(source.indexOf('b:'));
    expect(alignColumn(generated, source, generated.indexOf('.c'))).toBe(source.indexOf('.c'));
  });
});

describe('transpile positions', () => {
  it('are where the source has them, also after a template literal with ${…} (sucrase’s map drifts there)', () => {
    const source = [
      "const owner: string = 'acme';",
      'const text = `${owner}/${owner}`;',
      "throw new Error('top');",
      'const x: any = undefined; x.foo();',
    ].join('\n');
    const transpiled = transpile(source);
    const lines = transpiled.code.split('\n');
    expect(transpiled.originalPosition(3, lines[2].indexOf('new') + 1)).toEqual({ line: 3, column: 7 });
    expect(transpiled.originalPosition(4, lines[3].indexOf('foo') + 1)).toEqual({
      line: 4,
      column: source.split('\n')[3].indexOf('foo') + 1,
    });
  });
});
