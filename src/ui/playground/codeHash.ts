// Default import: lz-string is CommonJS, and Node's ESM loader (Playwright specs import this file)
// cannot see its named exports.
import LZString from 'lz-string';

// The playground keeps its code in the URL hash, in the TypeScript Playground's format:
// "#code/" + lz-string compressToEncodedURIComponent(code).

const PREFIX = '#code/';

export type HashCode = { kind: 'none' } | { kind: 'code'; code: string } | { kind: 'unreadable' };

export function codeHash(code: string): string {
  return PREFIX + LZString.compressToEncodedURIComponent(code);
}

export function readCodeHash(hash: string): HashCode {
  if (!hash.startsWith(PREFIX)) return { kind: 'none' };
  try {
    const code = LZString.decompressFromEncodedURIComponent(hash.slice(PREFIX.length));
    return code ? { kind: 'code', code } : { kind: 'unreadable' };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** The address to share: this page with the code in its hash. */
export function shareLink(code: string, location: Pick<Location, 'origin' | 'pathname' | 'search'> = window.location): string {
  return `${location.origin}${location.pathname}${location.search}${codeHash(code)}`;
}
