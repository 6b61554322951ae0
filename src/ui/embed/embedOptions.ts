import { readFlag, readHeight, readMaxLines } from '../../embed-script/protocol';
import { defaultMaxLines } from '../../embed-script/layout';
import { parseLineRanges } from './foldedCode';

// The options of an embed page, read from its query string (embed.js turns data-* attributes into
// the same parameters; README "Embed in your blog" lists them).

/** inherit: the post's theme, told by embed.js (the reader's system setting until it does, or without embed.js). */
export type EmbedThemeOption = 'light' | 'dark' | 'auto' | 'inherit';

export interface EmbedOptions {
  /** auto follows the reader's system setting. */
  theme: EmbedThemeOption;
  /** No background of its own: the post's shows through. */
  transparent: boolean;
  /** Panel ids in the order to show them, the first one open; undefined shows every panel. */
  panels?: string[];
  /** A fixed height (the embed fills it); undefined lets the embed follow its content. */
  height?: number;
  /** Rows of code shown before "Show all N lines" (a wrapped line takes as many rows as it wraps to). */
  maxLines: number;
  /** Long lines wrap; undefined: wrap when the embed is narrow (a phone). */
  wrap?: boolean;
  /** Lines to highlight, numbered as the embed's editor shows them. */
  highlight: number[];
  /** Run once the embed's runner is ready, so the reader sees the output at once. */
  autorun: boolean;
  readOnly: boolean;
  /** Type errors show in the editor (typecheck=0, or a JavaScript block, turns them off). */
  typeCheck: boolean;
}

/**
 * `framed`: whether the page is inside a frame. Autorun works only there: a page that sends its
 * visitor to /embed/playground/?autorun=1#code/… must not run code at the top level without a click.
 * `narrow`: whether the embed is phone-narrow, where fewer lines show by default (layout.ts).
 */
export function readEmbedOptions(search: string, framed: boolean, narrow = false): EmbedOptions {
  const params = new URLSearchParams(search);
  const theme = params.get('theme')?.trim().toLowerCase();
  const panels = (params.get('panels') ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  const wrap = params.get('wrap');
  return {
    theme: theme === 'light' || theme === 'dark' || theme === 'inherit' ? theme : 'auto',
    transparent: params.get('background')?.trim().toLowerCase() === 'transparent',
    panels: panels.length > 0 ? panels : undefined,
    height: readHeight(params.get('height')),
    maxLines: readMaxLines(params.get('max-lines')) ?? defaultMaxLines(narrow),
    wrap: wrap === null ? undefined : readFlag(wrap),
    highlight: parseLineRanges(params.get('highlight')),
    autorun: framed && readFlag(params.get('autorun')),
    readOnly: readFlag(params.get('readonly')),
    typeCheck: params.get('typecheck') === null || readFlag(params.get('typecheck')),
  };
}

/** The panels to show: the requested ones that exist, in the requested order; all when none match. */
export function choosePanels<T extends { id: string }>(
  available: readonly T[],
  requested: readonly string[] | undefined,
): T[] {
  if (!requested) return [...available];
  const chosen = requested
    .flatMap((id) => available.filter((panel) => panel.id === id))
    .filter((panel, index, list) => list.indexOf(panel) === index);
  return chosen.length > 0 ? chosen : [...available];
}
