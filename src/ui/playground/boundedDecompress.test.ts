import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { decompressionBomb } from '../../../e2e/fixtures/decompressionBomb';
import { decompressFromUriComponent } from './boundedDecompress';

describe('decompressFromUriComponent', () => {
  it('reads what lz-string writes, for text of every kind', () => {
    const samples = [
      'a',
      "console.log('hi');\n",
      'a'.repeat(10_000),
      'ünïcödé ✓ 😀 \u2028 \r\n\t',
      Array.from({ length: 3_000 }, (_, i) => String.fromCharCode(32 + ((i * 7919) % 5000))).join(''),
    ];
    for (let seed = 1; seed <= 30; seed++) {
      let x = seed;
      const random = () => (x = (x * 48271) % 2147483647) / 2147483647;
      samples.push(
        Array.from(
          { length: Math.floor(random() * 4_000) + 1 },
          () => 'abc xyz{}();\n'[Math.floor(random() * 13)],
        ).join(''),
      );
    }
    for (const text of samples)
      expect(decompressFromUriComponent(LZString.compressToEncodedURIComponent(text), Infinity)).toBe(text);
  });

  it('agrees with lz-string on a bomb small enough for lz-string to expand', () => {
    const bomb = decompressionBomb(600);
    const expanded = LZString.decompressFromEncodedURIComponent(bomb);
    expect(expanded.length).toBeGreaterThan(100_000);
    expect(decompressFromUriComponent(bomb, Infinity)).toBe(expanded);
  });

  it('stops as soon as the text passes the limit: a 60,000-character bomb is refused, not expanded', () => {
    expect(decompressFromUriComponent(decompressionBomb(59_993), 200_000)).toBe('too-long');
    const code = 'x'.repeat(300);
    expect(decompressFromUriComponent(LZString.compressToEncodedURIComponent(code), 299)).toBe('too-long');
    expect(decompressFromUriComponent(LZString.compressToEncodedURIComponent(code), 300)).toBe(code);
  });

  it('says damaged where lz-string gives nothing', () => {
    const good = LZString.compressToEncodedURIComponent("console.log('a fairly long line of code');");
    for (const broken of ['', good.slice(0, 10), '$$$$', good.slice(0, -3)]) {
      expect(LZString.decompressFromEncodedURIComponent(broken) || null).toBe(null);
      expect(decompressFromUriComponent(broken, Infinity)).toBe('damaged');
    }
  });
});
