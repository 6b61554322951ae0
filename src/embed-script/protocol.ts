// The public contract between a blog page and an MCP Tour embed: the addresses, the options and
// the messages. embed.js (this folder) and the embed page (src/ui/embed) both read it from here;
// README.md ("Embed in your blog") documents it for authors. Keep all three in step.

/** Embed pages live under this path, below the site's base: <base>embed/<slug>/, <base>embed/playground/. */
export const EMBED_DIR = 'embed/';
export const PLAYGROUND_SLUG = 'playground';

/** Options, the same names as data-* attributes (for embed.js) and as query parameters (for an iframe). */
export const EMBED_OPTIONS = [
  'theme',
  'background',
  'panels',
  'height',
  'max-lines',
  'wrap',
  'highlight',
  'autorun',
  'readonly',
  'typecheck',
] as const;
export type EmbedOptionName = (typeof EMBED_OPTIONS)[number];
export const FLAG_OPTIONS = ['wrap', 'autorun', 'readonly', 'typecheck'] as const satisfies readonly EmbedOptionName[];

/**
 * Embed → parent, on load and whenever the embed's content changes height:
 *   { type: 'mcp-tour:height', height: <CSS pixels, a whole number> }
 * Sent with targetOrigin "*": a height says nothing private, and the embed cannot know the blog's origin.
 */
export const HEIGHT_MESSAGE = 'mcp-tour:height';
export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  height: number;
}

/**
 * Embed → parent, when a run starts (Run pressed, or an autorun): the embed's output, from `top` to
 * `bottom` (CSS pixels from the top of the embed's page, whole numbers), should be in the reader's
 * view. The embed cannot scroll the post itself (it is a cross-origin frame):
 *   { type: 'mcp-tour:reveal', top: 540, bottom: 860 }
 * embed.js scrolls the post as little as it takes, and only when the reader asked for the run: the
 * frame has focus (Run pressed in it), or Run was pressed on its load=click view. An autorun the
 * reader did not ask for never moves the post.
 */
export const REVEAL_MESSAGE = 'mcp-tour:reveal';
export interface RevealMessage {
  type: typeof REVEAL_MESSAGE;
  top: number;
  bottom: number;
}

/**
 * Parent → embed, sent by embed.js once the embed is within about a screen of the viewport:
 *   { type: 'mcp-tour:near' }
 * The embed then starts its code runner, so Run is ready by the time the reader gets there. It is
 * the only message an embed listens to, and all it can do is start the runner a little earlier.
 */
export const NEAR_MESSAGE = 'mcp-tour:near';
export interface NearMessage {
  type: typeof NEAR_MESSAGE;
}

/**
 * Parent → embed, sent by embed.js when the embed has loaded and whenever the post's look changes:
 *   { type: 'mcp-tour:look', theme?: 'light' | 'dark', vars?: { background?, accent?, font?, radius? } }
 * `theme` is sent only when the embed follows the post (theme "inherit"); `vars` are the post's
 * --mcp-tour-* custom properties, as computed on the embed's element. The embed checks every value
 * with CSS.supports before it uses it; a look can only change colours, the font and corners.
 */
export const LOOK_MESSAGE = 'mcp-tour:look';
export const LOOK_VARS = ['background', 'accent', 'font', 'radius'] as const;
export type LookVar = (typeof LOOK_VARS)[number];
export interface LookMessage {
  type: typeof LOOK_MESSAGE;
  theme?: 'light' | 'dark';
  vars?: Partial<Record<LookVar, string>>;
}

/**
 * Embed → parent, when the embed finds a mistake of the author's (an unknown lesson, an import MCP
 * Tour cannot provide, code that does not parse): { type: 'mcp-tour:warning', text }. embed.js
 * prints it in the post's console, next to the element, so the author sees it while writing.
 */
export const WARNING_MESSAGE = 'mcp-tour:warning';
export interface WarningMessage {
  type: typeof WARNING_MESSAGE;
  text: string;
}

/**
 * The code of a <pre data-mcp-tour> block travels in the embed address's hash as "#text/" +
 * encodeURIComponent(code): embed.js needs no compressor for it (the playground's share links use
 * "#code/" + lz-string; the embed page reads both).
 */
export const TEXT_HASH_PREFIX = '#text/';

/** What an embed shows: a lesson by its slug, or code of the author's own. */
export type EmbedTarget = { kind: 'lesson'; slug: string } | { kind: 'code'; hash: string };

/**
 * The address of an embed page. `siteBase` is the absolute URL of the site's root ending in "/",
 * `hash` is "#code/<lz-string>" (or "" for the playground's default example).
 */
export function embedUrl(
  siteBase: string,
  target: EmbedTarget,
  options: Partial<Record<EmbedOptionName, string>> = {},
): string {
  const page = target.kind === 'lesson' ? target.slug : PLAYGROUND_SLUG;
  const query = EMBED_OPTIONS.filter((name) => options[name] !== undefined)
    .map((name) => `${name}=${encodeURIComponent(options[name]!).replace(/%2C/gi, ',')}`)
    .join('&');
  return `${siteBase}${EMBED_DIR}${encodeURIComponent(page)}/${query ? `?${query}` : ''}${target.kind === 'code' ? target.hash : ''}`;
}

/** A flag option: present and empty (a bare data-autorun attribute), "1", "true" or "yes". */
export function readFlag(value: string | null | undefined): boolean {
  return value !== null && value !== undefined && ['', '1', 'true', 'yes'].includes(value.trim().toLowerCase());
}

/** A fixed height in CSS pixels ("480" or "480px"), or undefined for "follow the content". */
export function readHeight(value: string | null | undefined): number | undefined {
  const match = /^\s*(\d{2,5})(?:px)?\s*$/i.exec(value ?? '');
  if (!match) return undefined;
  return Math.min(Math.max(Number(match[1]), MIN_FIXED_HEIGHT_PX), MAX_FIXED_HEIGHT_PX);
}

/** A line count for max-lines (3–1000), or undefined for the default. */
export function readMaxLines(value: string | null | undefined): number | undefined {
  const match = /^\s*(\d{1,4})\s*$/.exec(value ?? '');
  return match ? Math.min(Math.max(Number(match[1]), 3), 1000) : undefined;
}

const MIN_FIXED_HEIGHT_PX = 160;
const MAX_FIXED_HEIGHT_PX = 4000;
