import { MIN_LINES } from '../../embed-script/layout';
import { LINE_HEIGHT_PX, SCROLLBAR_ALLOWANCE_PX, VERTICAL_PADDING_PX } from '../editor/metrics';

// The editor of an embed that follows its content: as tall as the code it shows (all of it, up to
// max-lines; a blog's snippet is often short, so at least a few lines). The site's editor caps at
// 70vh, which inside an iframe sized to its content would grow the frame, then the editor, then the frame…

export function embedEditorHeightPx(lineCount: number): number {
  const lines = Math.max(lineCount, MIN_LINES);
  return lines * LINE_HEIGHT_PX + 2 * VERTICAL_PADDING_PX + SCROLLBAR_ALLOWANCE_PX;
}

/** The most a wrapped editor shows before "Show all": max-lines rows and the padding around them. */
export function wrappedEditorMaxPx(maxLines: number): number {
  return maxLines * LINE_HEIGHT_PX + 2 * VERTICAL_PADDING_PX;
}
