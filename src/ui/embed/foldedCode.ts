import { HIDE_MARKER, SHOW_MARKER } from '../../embed-script/layout';

// Boilerplate an author hides (README "Hide boilerplate"): the lines between `// mcp-tour:hide` and
// `// mcp-tour:show` still run, but the editor shows one placeholder line for them until the
// reader asks to see them. The placeholder stands where the block was, so the reader may edit
// around it; running puts the block back in its place, and errors in it point at the placeholder.

export interface FoldedCode {
  /** What the editor shows: each hidden block as one placeholder line, the markers dropped. */
  shown: string;
  /** The hidden blocks, in order, each as its lines joined. */
  blocks: string[];
  hiddenLines: number;
}

const PLACEHOLDER = /^\s*\/\/ ⋯ \d+ hidden lines?\b.*$/;

function placeholder(indent: string, count: number): string {
  return `${indent}// ⋯ ${count} hidden line${count === 1 ? '' : 's'} (Show hidden lines)`;
}

/** The code as first shown; undefined when it hides nothing. */
export function foldCode(code: string): FoldedCode | undefined {
  const shown: string[] = [];
  const blocks: string[] = [];
  let block: string[] | undefined;
  let indent = '';
  const close = () => {
    if (!block) return;
    if (block.length > 0) {
      blocks.push(block.join('\n'));
      shown.push(placeholder(indent, block.length));
    }
    block = undefined;
  };
  for (const line of code.split('\n')) {
    if (HIDE_MARKER.test(line)) {
      close();
      block = [];
      indent = /^\s*/.exec(line)![0];
    } else if (SHOW_MARKER.test(line)) close();
    else if (block) block.push(line);
    else shown.push(line);
  }
  close();
  if (blocks.length === 0) return undefined;
  return {
    shown: shown.join('\n'),
    blocks,
    hiddenLines: blocks.reduce((sum, text) => sum + text.split('\n').length, 0),
  };
}

export interface UnfoldedCode {
  /** The code that runs. */
  code: string;
  /** For each line of `code` (0-based), the 1-based line of the shown text it came from. */
  shownLineOf: number[];
}

/** Puts the hidden blocks back where their placeholders are (the n-th placeholder takes the n-th block). */
export function unfoldCode(shown: string, blocks: readonly string[]): UnfoldedCode {
  const lines: string[] = [];
  const shownLineOf: number[] = [];
  let next = 0;
  shown.split('\n').forEach((line, index) => {
    if (next < blocks.length && PLACEHOLDER.test(line)) {
      for (const hidden of blocks[next++].split('\n')) {
        lines.push(hidden);
        shownLineOf.push(index + 1);
      }
    } else {
      lines.push(line);
      shownLineOf.push(index + 1);
    }
  });
  return { code: lines.join('\n'), shownLineOf };
}

/** "12-18,20" → [12, …, 18, 20]: lines to highlight, as numbered in the embed's editor. */
export function parseLineRanges(text: string | null | undefined, limit = 5000): number[] {
  const lines = new Set<number>();
  for (const part of (text ?? '').split(',')) {
    const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = Math.min(Number(match[2] ?? match[1]), from + limit);
    for (let line = from; line <= to && line <= limit; line++) if (line > 0) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}
