import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { foldCode, unfoldCode } from './foldedCode';

// The code in an embed: what the author embedded, edited by the reader for as long as the page is
// open. Nothing is saved: an embed is a demonstration inside someone else's page. Replacing it
// (Reset, Solve, Show hidden lines) is one edit in the editor, so Ctrl+Z brings the reader's code back.
// Lines the author hid (`// mcp-tour:hide` … `// mcp-tour:show`, foldedCode.ts) stay folded to a
// placeholder line until the reader shows them; they run all the same.

export interface EmbedCode {
  /** What the editor shows. */
  code: string;
  /** The newest shown code, for Run pressed before React re-renders. */
  latest: RefObject<string>;
  edit(value: string): void;
  /** Replaces the code with `value` (Solve: code with nothing hidden). */
  replace(value: string): void;
  /** Back to the author's code, folded as at first. */
  reset(): void;
  /** Lines still hidden (0 once shown, or when nothing was hidden). */
  hiddenLines: number;
  showHidden(): void;
  /** The code that runs (hidden lines in place), and how its lines map to the editor's. */
  runnable(): { code: string; shownLine(line: number): number };
}

export function useEmbedCode(original: string): EmbedCode {
  const folded = useMemo(() => foldCode(original), [original]);
  const first = folded?.shown ?? original;
  const [code, setCode] = useState(first);
  const [blocks, setBlocks] = useState<readonly string[]>(folded?.blocks ?? []);
  const latest = useRef(code);
  const blocksRef = useRef(blocks);
  blocksRef.current = blocks;

  const edit = useCallback((value: string) => {
    latest.current = value;
    setCode(value);
  }, []);
  const replace = useCallback(
    (value: string) => {
      setBlocks([]);
      edit(value);
    },
    [edit],
  );
  const reset = useCallback(() => {
    setBlocks(folded?.blocks ?? []);
    edit(first);
  }, [edit, first, folded]);
  const runnable = useCallback(() => {
    if (blocksRef.current.length === 0) return { code: latest.current, shownLine: (line: number) => line };
    const unfolded = unfoldCode(latest.current, blocksRef.current);
    return { code: unfolded.code, shownLine: (line: number) => unfolded.shownLineOf[line - 1] ?? line };
  }, []);
  const showHidden = useCallback(() => replace(runnable().code), [replace, runnable]);

  const hiddenLines = blocks.reduce((sum, block) => sum + block.split('\n').length, 0);
  return { code, latest, edit, replace, reset, hiddenLines, showHidden, runnable };
}
