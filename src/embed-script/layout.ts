// The embed page's height before it loads, so a post can reserve the room and not jump when the
// embed arrives (a layout shift that search engines count against the post). embed.js reserves it
// on the author's element, the Embed dialog writes it into the iframe snippet, and the embed page
// is laid out on the same numbers (embed.css reads them as custom properties; e2e/embed-layout
// checks the estimate against the real page).

/** Lines of code shown before "Show all N lines" (data-max-lines changes it). */
export const DEFAULT_MAX_LINES = 80;
export const MIN_LINES = 3;
export const LINE_PX = 20;
/** The editor's padding above and below the text, its border, and room for a horizontal scrollbar. */
const EDITOR_EXTRA_PX = 2 * 8 + 2 + 14;
/** The run panels' area: this tall from the start (no jump when a run prints), grows to PANEL_MAX_PX, then scrolls. */
export const PANEL_MIN_PX = 220;
export const PANEL_MAX_PX = 480;
/** Header, toolbar, tab strip, paddings and gaps around the editor. */
const CHROME_PX = 154;
/** One row of controls: "Show hidden lines", "Show all N lines", "Your task". */
export const ROW_PX = 38;

export const HIDE_MARKER = /^\s*\/\/\s*mcp-tour:hide\b/;
export const SHOW_MARKER = /^\s*\/\/\s*mcp-tour:show\b/;

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

/** The embed's height in CSS pixels at its first paint, for a width where the toolbar fits one line. */
export function embedHeightPx(shape: CodeShape, options: { maxLines?: number; task?: boolean } = {}): number {
  const maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
  const shown = Math.min(Math.max(shape.lines, MIN_LINES), maxLines);
  const rows = Number(shape.folded) + Number(shape.lines > maxLines) + Number(options.task ?? false);
  return CHROME_PX + shown * LINE_PX + EDITOR_EXTRA_PX + PANEL_MIN_PX + rows * ROW_PX;
}
