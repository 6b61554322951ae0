import { LINE_HEIGHT_PX, SCROLLBAR_ALLOWANCE_PX, VERTICAL_PADDING_PX } from '../editor/metrics';

// The editor of an embed that follows its content: as tall as the code, from a few lines (a blog's
// snippet is often short) to a cap, past which it scrolls. The site's editor caps at 70vh, which
// inside an iframe sized to its content would grow the frame, then the editor, then the frame…

export const EMBED_MIN_LINES = 3;
export const EMBED_MAX_LINES = 24;

export function embedEditorHeightPx(lineCount: number): number {
  const lines = Math.min(Math.max(lineCount, EMBED_MIN_LINES), EMBED_MAX_LINES);
  return lines * LINE_HEIGHT_PX + 2 * VERTICAL_PADDING_PX + SCROLLBAR_ALLOWANCE_PX;
}
