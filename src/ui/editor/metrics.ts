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

/** The font sizes the learner can pick; the default is FONT_SIZE_PX (touch screens start larger: touchFontSize). */
export const FONT_SIZES_PX = [12, 13, 14, 15, 16, 18, 20, 22] as const;
/** Phones zoom the page when a text field with a smaller font is focused (iOS), so touch screens start here. */
export const TOUCH_FONT_SIZE_PX = 16;

/** Whole pixels, in the same proportion as 14 px text on 20 px lines. */
export function lineHeightFor(fontSizePx: number): number {
  return Math.round((fontSizePx * LINE_HEIGHT_PX) / FONT_SIZE_PX);
}

/** CSS height of the editor: grows with the code between MIN_VISIBLE_LINES and MAX_HEIGHT_CSS. */
export function editorHeightCss(lineCount: number, lineHeightPx: number = LINE_HEIGHT_PX): string {
  const lines = Math.max(lineCount, MIN_VISIBLE_LINES);
  const px = lines * lineHeightPx + 2 * VERTICAL_PADDING_PX + SCROLLBAR_ALLOWANCE_PX;
  return `min(${MAX_HEIGHT_CSS}, ${px}px)`;
}

export function lineNumberDigits(lineCount: number): number {
  return Math.max(MIN_LINE_NUMBER_DIGITS, String(lineCount).length);
}

/** The next size up or down from `current`, staying within FONT_SIZES_PX. */
export function stepFontSize(current: number, direction: 1 | -1): number {
  const sizes: readonly number[] = FONT_SIZES_PX;
  const index = sizes.findIndex((size) => size >= current);
  const at = index === -1 ? sizes.length - 1 : sizes[index] === current ? index : direction === 1 ? index - 1 : index;
  return sizes[Math.min(sizes.length - 1, Math.max(0, at + direction))];
}

/** A stored size, if it is one of FONT_SIZES_PX. */
export function parseFontSize(stored: string | undefined): number | undefined {
  const size = Number(stored);
  return (FONT_SIZES_PX as readonly number[]).includes(size) ? size : undefined;
}
