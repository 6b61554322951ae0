import { describe, expect, it } from 'vitest';
import { codeHash, readCodeHash, shareLink, MAX_LINK_CODE_CHARS } from './codeHash';

describe('code in the hash', () => {
  it('round-trips any code, unicode included', () => {
    const code = "const s = 'héllo → 世界';\nconsole.log(s);\n";
    expect(readCodeHash(codeHash(code))).toEqual({ kind: 'code', code });
  });

  it('ignores hashes that carry no code', () => {
    expect(readCodeHash('')).toEqual({ kind: 'none' });
    expect(readCodeHash('#top')).toEqual({ kind: 'none' });
  });

  it('says when the code cannot be read', () => {
    expect(readCodeHash('#code/')).toEqual({ kind: 'unreadable' });
    expect(readCodeHash('#code/%%%not-lz%%%')).toEqual({ kind: 'unreadable' });
    expect(readCodeHash('#code/AAAAAAAA')).toEqual({ kind: 'unreadable' });
  });

  it('builds a full share link', () => {
    const link = shareLink('x', { origin: 'https://example.org', pathname: '/tour/playground/', search: '' });
    expect(link).toBe(`https://example.org/tour/playground/${codeHash('x')}`);
  });
});

describe('links too big to read', () => {
  it('refuses a hash or a decompressed code beyond the limits, before or instead of expanding it', () => {
    expect(readCodeHash(`#code/${'A'.repeat(70_000)}`)).toEqual({ kind: 'unreadable' });
    expect(readCodeHash(codeHash('x'.repeat(MAX_LINK_CODE_CHARS + 1)))).toEqual({ kind: 'unreadable' });
    expect(readCodeHash(codeHash('console.log(1);'))).toEqual({ kind: 'code', code: 'console.log(1);' });
  });
});
