// What the TS service said about one exact text: the quick info (hover) of every identifier and the
// diagnostics. Kept in the browser's cache, it answers the first hovers of a repeat visit at once,
// while TypeScript is still loading; any other text, or any other question, goes to TypeScript.
// The answers are TypeScript's own for that very text, so they are never stale: a different text
// simply misses.

export interface HoverSnapshot {
  /** The file the answers were given for; diagnostics may name it. */
  fileName: string;
  text: string;
  /** [start, end, quick info]: the identifier's span in `text` and what TypeScript answered for it. */
  quickInfo: Array<[number, number, unknown]>;
  syntactic: unknown[];
  semantic: unknown[];
}

interface DisplayPart {
  text: string;
}
interface QuickInfoAnswer {
  textSpan?: unknown;
  displayParts?: DisplayPart[];
  documentation?: DisplayPart[];
  tags?: unknown[];
}

const joined = (parts: DisplayPart[] | undefined) =>
  parts ? [{ text: parts.map((part) => part.text).join('') }] : undefined;

/**
 * A quick info as Monaco shows it: the hover joins the signature's and the docs' display parts into
 * one text each, so one part each is the same answer, a tenth of the size (a signature is a part
 * per token). Tags stay as they are: the hover reads a @param tag's first part as the name.
 */
export function compactQuickInfo(info: QuickInfoAnswer): QuickInfoAnswer {
  return {
    textSpan: info.textSpan,
    displayParts: joined(info.displayParts),
    documentation: joined(info.documentation),
    tags: info.tags,
  };
}

/** Where the build puts the snapshot of a starter (build/editor/editorSnapshots.ts), relative to the site's base. */
export function builtSnapshotPath(version: string, text: string): string {
  return `editor-snapshots/${version}/${textKey(text)}.json`;
}

/** A short key for a text (FNV-1a, 32 bits, plus the length); the snapshot keeps the text itself to compare. */
export function textKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(16)}-${text.length}`;
}

/** The snapshot's diagnostics, as if given for `fileName` (the editor's model may have another name). */
export function snapshotDiagnostics(
  snapshot: HoverSnapshot,
  kind: 'syntactic' | 'semantic',
  fileName: string,
): unknown[] {
  const diagnostics = snapshot[kind];
  if (snapshot.fileName === fileName) return diagnostics;
  return JSON.parse(JSON.stringify(diagnostics), (key, value) =>
    key === 'fileName' && value === snapshot.fileName ? fileName : value,
  );
}

/** The quick info for `offset` in `text`, if the snapshot was taken of that exact text and has it. */
export function snapshotQuickInfo(
  snapshot: HoverSnapshot,
  text: string,
  offset: number,
): { found: boolean; value?: unknown } {
  if (snapshot.text !== text) return { found: false };
  // Spans are sorted and do not overlap; a hover anywhere on the name, or just after it, is the name's.
  let low = 0;
  let high = snapshot.quickInfo.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end, value] = snapshot.quickInfo[middle];
    if (offset < start) high = middle - 1;
    else if (offset > end) low = middle + 1;
    else return { found: true, value };
  }
  return { found: false };
}
