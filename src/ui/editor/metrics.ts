// Geometry shared by the light view and Monaco. Both must lay text out on the same grid,
// or the swap from one to the other makes the code jump.

export const FONT_SIZE_PX = 14;
export const LINE_HEIGHT_PX = 20;
export const TAB_SIZE = 2;
/** Space above the first line and below the last one, in both views. */
export const VERTICAL_PADDING_PX = 8;
/** Monaco's line decorations lane (10 px) plus its folding chevrons (16 px); the light view pads the text by the same. */
export const TEXT_INSET_PX = 26;
/** Line number columns reserved even for short files, so the gutter does not widen at line 10 or 100. */
export const MIN_LINE_NUMBER_DIGITS = 3;
export const MIN_VISIBLE_LINES = 12;
/** Room for a horizontal scrollbar under the last line, so it never covers code. */
export const SCROLLBAR_ALLOWANCE_PX = 14;
export const MAX_HEIGHT_CSS = '70vh';

/** CSS height of the editor: grows with the code between MIN_VISIBLE_LINES and MAX_HEIGHT_CSS. */
export function editorHeightCss(lineCount: number): string {
  const lines = Math.max(lineCount, MIN_VISIBLE_LINES);
  const px = lines * LINE_HEIGHT_PX + 2 * VERTICAL_PADDING_PX + SCROLLBAR_ALLOWANCE_PX;
  return `min(${MAX_HEIGHT_CSS}, ${px}px)`;
}

export function lineNumberDigits(lineCount: number): number {
  return Math.max(MIN_LINE_NUMBER_DIGITS, String(lineCount).length);
}
