// Monaco themes built from the same CSS custom properties as the light view (editor.css), so both
// views show the same colours and the swap is invisible. Based on Monaco's 'vs' and 'vs-dark'.
import { editor } from 'monaco-editor/editor';
import type { EditorTheme } from '../types';
import { readCssColors } from './cssColors';

const PALETTE = {
  foreground: '--editor-fg',
  keyword: '--hl-keyword',
  string: '--hl-string',
  number: '--hl-number',
  comment: '--hl-comment',
  type: '--hl-type',
  lineNumber: '--editor-line-number',
  currentLine: '--editor-current-line',
} as const;

/** Monarch token (TypeScript grammar) -> palette entry. Monaco matches token prefixes, so 'type' covers 'type.identifier'. */
const TOKEN_COLORS: Array<[token: string, color: keyof typeof PALETTE, fontStyle?: string]> = [
  ['', 'foreground'],
  ['identifier', 'foreground'],
  ['delimiter', 'foreground'],
  ['keyword', 'keyword'],
  ['string', 'string'],
  ['regexp', 'string'],
  // Regular expression flags (/g, /i) are 'keyword.other' in the grammar; highlight.js keeps them with the regexp.
  ['keyword.other', 'string'],
  ['number', 'number'],
  ['number.hex', 'number'],
  ['comment', 'comment', 'italic'],
  ['type', 'type'],
];

const TRANSPARENT = '#00000000';

/** What applyTheme last gave Monaco, to leave an unchanged theme alone. */
let applied = '';

/**
 * Defines the theme from the CSS seen inside `scope` and makes it Monaco's (global) theme. Nothing
 * happens if that theme is already Monaco's: setting a theme throws away every model's colours, and
 * the editor would be drawn uncoloured until Monaco colours the lines again.
 */
export function applyTheme(scope: HTMLElement, theme: EditorTheme): void {
  const colors = readCssColors(scope, PALETTE);
  const rgb = (hex: string) => hex.slice(1, 7);
  const name = `mcp-tour-${theme}`;
  const key = JSON.stringify([name, colors]);
  if (key === applied) return;
  applied = key;
  editor.defineTheme(name, {
    base: theme === 'dark' ? 'vs-dark' : 'vs',
    inherit: true,
    rules: TOKEN_COLORS.map(([token, color, fontStyle]) => ({ token, foreground: rgb(colors[color]), fontStyle })),
    colors: {
      // The surface paints the background (var(--code-bg)), exactly as under the light view.
      'editor.background': TRANSPARENT,
      'editorGutter.background': TRANSPARENT,
      'editor.foreground': colors.foreground,
      'editorLineNumber.foreground': colors.lineNumber,
      'editorLineNumber.activeForeground': colors.foreground,
      'editor.lineHighlightBorder': colors.currentLine,
      // The Compare dialog's diff (diffView.ts): whole lines in pale tints, no extra tint on changed
      // characters, so every token keeps AA contrast (axe) in both themes.
      'diffEditor.insertedLineBackground': '#2ea04314',
      'diffEditor.insertedTextBackground': TRANSPARENT,
      'diffEditor.removedLineBackground': '#f8514914',
      'diffEditor.removedTextBackground': TRANSPARENT,
      'editorLineNumber.dimmedForeground': colors.lineNumber,
    },
  });
  editor.setTheme(name);
}
