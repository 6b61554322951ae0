// The embed page's height before it loads, so a post can reserve the room and not jump when the
// embed arrives (a layout shift that search engines count against the post). embed.js reserves it
// on the author's element, the Embed dialog writes it into the iframe snippet, and the embed page
// is laid out on the same numbers (embed.css reads them as custom properties; e2e/embed-layout
// checks the estimate against the real page).

/** Narrower than this an embed is laid out for a phone: lines wrap, fewer show at first. */
export const NARROW_PX = 560;
/** Rows of code shown before "Show all N lines" (data-max-lines changes it); fewer on a phone. */
export const DEFAULT_MAX_LINES = 80;
export const NARROW_MAX_LINES = 18;
export const MIN_LINES = 3;
export const LINE_PX = 20;
/** The editor's padding above and below the text, its border, and room for a horizontal scrollbar. */
const EDITOR_EXTRA_PX = 2 * 8 + 2 + 14;
/**
 * The output area under Run: this tall before a run (a short snippet stays short), grows with what
 * a run prints to PANEL_MAX_PX (NARROW_PANEL_MAX_PX on a phone, so Run and its output fit a screen
 * together), then scrolls.
 */
export const PANEL_MIN_PX = 96;
export const PANEL_MAX_PX = 480;
export const NARROW_PANEL_MAX_PX = 240;
/** Header, toolbar, tab strip, paddings and gaps around the editor. */
const CHROME_PX = 154;
/** On a phone the tab strip takes a second row. */
const NARROW_TABS_PX = 30;
/** One row of controls: "Show hidden lines", "Show all N lines", "Your task". */
export const ROW_PX = 38;

export function defaultMaxLines(narrow: boolean): number {
  return narrow ? NARROW_MAX_LINES : DEFAULT_MAX_LINES;
}

export const HIDE_MARKER = /^\s*\/\/\s*mcp-tour:hide\b/;
export const SHOW_MARKER = /^\s*\/\/\s*mcp-tour:show\b/;
export const HIDE_LINE = '// mcp-tour:hide';
export const SHOW_LINE = '// mcp-tour:show';
/** Hidden lines as packages/remark-mcp-tour writes them for readers without JavaScript: <span hidden data-mcp-tour-hidden>. */
export const HIDDEN_LINES_ATTRIBUTE = 'data-mcp-tour-hidden';

export interface CodeShape {
  /** Lines the editor shows at first: hidden blocks folded to one line each, markers dropped. */
  lines: number;
  /** Whether there is a hidden block (a "Show hidden lines" control). */
  folded: boolean;
}

export function codeShape(code: string): CodeShape {
  let lines = 0;
  let hiding = false;
  let folded = false;
  for (const line of code.replace(/\n$/, '').split('\n')) {
    if (HIDE_MARKER.test(line)) {
      if (!hiding) lines++;
      hiding = folded = true;
    } else if (SHOW_MARKER.test(line)) hiding = false;
    else if (!hiding) lines++;
  }
  return { lines, folded };
}

export interface HeightOptions {
  /** The author's max-lines; the default for the width otherwise. */
  maxLines?: number;
  /** A "Your task" row (a lesson with an exercise). */
  task?: boolean;
  /** Laid out for a phone (narrower than NARROW_PX). */
  narrow?: boolean;
}

/**
 * The embed's height in CSS pixels at its first paint. Exact for code of at least max-lines lines
 * (its editor is then held at max-lines rows); shorter code that wraps on a phone may take a row or
 * two more than counted.
 */
export function embedHeightPx(shape: CodeShape, options: HeightOptions = {}): number {
  const narrow = options.narrow ?? false;
  const maxLines = options.maxLines ?? defaultMaxLines(narrow);
  const shown = Math.min(Math.max(shape.lines, MIN_LINES), maxLines);
  const rows = Number(shape.folded) + Number(shape.lines > maxLines) + Number(options.task ?? false);
  const chrome = CHROME_PX + (narrow ? NARROW_TABS_PX : 0);
  return chrome + shown * LINE_PX + EDITOR_EXTRA_PX + PANEL_MIN_PX + rows * ROW_PX;
}
