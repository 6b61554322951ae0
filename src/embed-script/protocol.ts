// The public contract between a blog page and an MCP Tour embed: the addresses, the options and
// the messages. embed.js (this folder) and the embed page (src/ui/embed) both read it from here;
// README.md ("Embed in your blog") documents it for authors. Keep all three in step.

/** Embed pages live under this path, below the site's base: <base>embed/<slug>/, <base>embed/playground/. */
export const EMBED_DIR = 'embed/';
export const PLAYGROUND_SLUG = 'playground';

/** Options, the same names as data-* attributes (for embed.js) and as query parameters (for an iframe). */
export const EMBED_OPTIONS = ['theme', 'panels', 'height', 'autorun', 'readonly'] as const;
export type EmbedOptionName = (typeof EMBED_OPTIONS)[number];
export const FLAG_OPTIONS = ['autorun', 'readonly'] as const satisfies readonly EmbedOptionName[];

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
 * Parent → embed, sent by embed.js once the embed is within about a screen of the viewport:
 *   { type: 'mcp-tour:near' }
 * The embed then starts its code runner, so Run is ready by the time the reader gets there. It is
 * the only message an embed listens to, and all it can do is start the runner a little earlier.
 */
export const NEAR_MESSAGE = 'mcp-tour:near';
export interface NearMessage {
  type: typeof NEAR_MESSAGE;
}

/** What an embed shows: a lesson by its slug, or code of the author's own. */
export type EmbedTarget = { kind: 'lesson'; slug: string } | { kind: 'code'; hash: string };

/**
 * The address of an embed page. `siteBase` is the absolute URL of the site's root ending in "/",
 * `hash` is "#code/<lz-string>" (or "" for the playground's default example).
 */
export function embedUrl(siteBase: string, target: EmbedTarget, options: Partial<Record<EmbedOptionName, string>> = {}): string {
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

const MIN_FIXED_HEIGHT_PX = 160;
const MAX_FIXED_HEIGHT_PX = 4000;
