import { type CodeDocument, createCodeDocument, type RunSource, type ToRunnable } from '../document/codeDocument';
import { type FoldedCode, foldCode, unfoldCode } from './foldedCode';

// The code in an embed: what the author embedded, edited by the reader for as long as the page is
// open. Nothing is saved: an embed is a demonstration inside someone else's page. Replacing it
// (Reset, Solve, Show hidden lines) is one edit in the editor, so Ctrl+Z brings the reader's code back.
// Lines the author hid (`// mcp-tour:hide` … `// mcp-tour:show`, foldedCode.ts) stay folded to a
// placeholder line until the reader shows them; they run all the same.

/** The program an embed runs: the code shown with its hidden lines put back. */
export interface FoldedSource extends RunSource {
  shownLine(line: number): number;
  /** Lines still hidden (0 once shown, or when nothing was hidden). */
  hiddenLines: number;
}

export interface EmbedCode {
  /** The code shown, edited and run; what runs has the hidden lines in place. */
  codeDocument: CodeDocument<FoldedSource>;
  /** Replaces the code with `value`, nothing hidden (Solve). */
  replace(value: string): void;
  /** Back to the author's code, folded as at first. */
  reset(): void;
  showHidden(): void;
}

const sameLine = (line: number) => line;
/** One function for every code with nothing hidden: Solve pressed twice changes nothing the second time. */
const nothingHidden: ToRunnable<FoldedSource> = (code) => ({ code, shownLine: sameLine, hiddenLines: 0 });

function withHidden(folded: FoldedCode | undefined): ToRunnable<FoldedSource> {
  if (!folded) return nothingHidden;
  const { blocks, hiddenLines } = folded;
  return (shown) => {
    const unfolded = unfoldCode(shown, blocks);
    return { code: unfolded.code, shownLine: (line) => unfolded.shownLineOf[line - 1] ?? line, hiddenLines };
  };
}

export function createEmbedCode(original: string): EmbedCode {
  const folded = foldCode(original);
  const first = folded?.shown ?? original;
  const firstFolds = withHidden(folded);
  const codeDocument = createCodeDocument(first, firstFolds);
  const replace = (value: string) => codeDocument.replace(value, nothingHidden);
  return {
    codeDocument,
    replace,
    reset: () => codeDocument.replace(first, firstFolds),
    showHidden: () => replace(codeDocument.get().runnable.code),
  };
}
