import { describe, expect, it } from 'vitest';
import { codeHash, readCodeHash, shareLink } from './codeHash';

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
