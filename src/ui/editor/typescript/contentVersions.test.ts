import { describe, expect, it } from 'vitest';
import { ContentVersions } from './contentVersions';

describe('ContentVersions', () => {
  it('keeps the version while the text is the same, whatever the model version', () => {
    const versions = new ContentVersions();
    const first = versions.versionOf('a.ts', 0, () => 'const a = 1;');
    expect(versions.versionOf('a.ts', 1, () => 'const a = 1;')).toBe(first);
    expect(versions.versionOf('a.ts', 7, () => 'const a = 1;')).toBe(first);
  });

  it('moves on when the text changes, and does not read the text again for the same model version', () => {
    const versions = new ContentVersions();
    const first = versions.versionOf('a.ts', 1, () => 'x');
    const second = versions.versionOf('a.ts', 2, () => 'y');
    expect(second).not.toBe(first);
    expect(
      versions.versionOf('a.ts', 2, () => {
        throw new Error('read again');
      }),
    ).toBe(second);
    // Back to an earlier text is still a change: TypeScript only compares versions.
    expect(versions.versionOf('a.ts', 3, () => 'x')).not.toBe(second);
  });

  it('counts each file on its own', () => {
    const versions = new ContentVersions();
    versions.versionOf('a.ts', 1, () => 'a');
    versions.versionOf('a.ts', 2, () => 'aa');
    expect(versions.versionOf('b.ts', 1, () => 'b')).toBe('1');
  });
});
