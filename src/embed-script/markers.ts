import LZString from 'lz-string';
import { EMBED_OPTIONS, FLAG_OPTIONS, readFlag, readHeight, type EmbedOptionName, type EmbedTarget } from './protocol';

// The playground's own format (the TypeScript Playground's): lz-string's URI-safe compression.
const { compressToEncodedURIComponent } = LZString;

// Reads what an author marked up:
//   <div data-mcp-tour="<lesson-slug>"></div>            a lesson
//   <pre data-mcp-tour>…code…</pre>                      the code in the block
//   <pre data-mcp-tour><code>…code…</code></pre>         the same, as Markdown renderers write it
// plus options as data-* attributes (data-theme="dark", data-autorun, …).

export const MARKER_ATTRIBUTE = 'data-mcp-tour';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface MarkedEmbed {
  target: EmbedTarget;
  options: Partial<Record<EmbedOptionName, string>>;
  /** Set when the author asked for a fixed height; otherwise the frame follows its content. */
  fixedHeight?: number;
  title: string;
}

/** The parts of an Element this needs (so tests can pass a plain object). */
export interface MarkerElement {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): { textContent: string | null } | null;
}

export function readMarker(element: MarkerElement): MarkedEmbed | undefined {
  const slug = (element.getAttribute(MARKER_ATTRIBUTE) ?? '').trim();
  const options: MarkedEmbed['options'] = {};
  for (const name of EMBED_OPTIONS) {
    const value = element.getAttribute(`data-${name}`);
    if (value !== null) options[name] = value.trim();
  }
  for (const flag of FLAG_OPTIONS) {
    if (options[flag] === undefined) continue;
    if (readFlag(options[flag])) options[flag] = '1';
    else delete options[flag];
  }
  const fixedHeight = readHeight(options.height);
  if (fixedHeight === undefined) delete options.height;
  else options.height = String(fixedHeight);

  if (slug) {
    if (!SLUG.test(slug)) return undefined;
    return { target: { kind: 'lesson', slug }, options, fixedHeight, title: `MCP Tour lesson: ${slug.replace(/-/g, ' ')}` };
  }
  const code = (element.querySelector('code') ?? element).textContent ?? '';
  if (!code.trim()) return undefined;
  return { target: { kind: 'code', hash: `#code/${compressToEncodedURIComponent(code)}` }, options, fixedHeight, title: 'MCP Tour: runnable code' };
}
