// Default import: lz-string is CommonJS, and Node's ESM loader (Playwright specs import this file)
// cannot see its named exports.
import LZString from 'lz-string';
import { decompressFromUriComponent } from './boundedDecompress';

// The playground keeps its code in the URL hash, in the TypeScript Playground's format:
// "#code/" + lz-string compressToEncodedURIComponent(code).

const PREFIX = '#code/';

/**
 * Longest code a link may carry, and longest hash read to find it. lz-string can be made to expand a
 * few kilobytes into hundreds of megabytes, so the hash is bounded before decompressing and the
 * code while decompressing (boundedDecompress.ts). A thousand-line program is well inside both.
 */
export const MAX_LINK_CODE_CHARS = 200_000;
const MAX_HASH_CHARS = 60_000;

export type HashCode = { kind: 'none' } | { kind: 'code'; code: string } | { kind: 'unreadable' };

export function codeHash(code: string): string {
  return PREFIX + LZString.compressToEncodedURIComponent(code);
}

/** Code a link carried, if there is some and it is within the limit. */
export function linkCode(code: string | null | undefined): HashCode {
  return code?.trim() && code.length <= MAX_LINK_CODE_CHARS ? { kind: 'code', code } : { kind: 'unreadable' };
}

export function readCodeHash(hash: string): HashCode {
  if (!hash.startsWith(PREFIX)) return { kind: 'none' };
  if (hash.length > MAX_HASH_CHARS) return { kind: 'unreadable' };
  const code = decompressFromUriComponent(hash.slice(PREFIX.length), MAX_LINK_CODE_CHARS);
  return code === 'damaged' || code === 'too-long' ? { kind: 'unreadable' } : linkCode(code);
}

/** The address to share: this page with the code in its hash. */
export function shareLink(
  code: string,
  location: Pick<Location, 'origin' | 'pathname' | 'search'> = window.location,
): string {
  return `${location.origin}${location.pathname}${location.search}${codeHash(code)}`;
}
