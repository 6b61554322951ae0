import {
  EMBED_OPTIONS,
  FLAG_OPTIONS,
  TEXT_HASH_PREFIX,
  readFlag,
  readHeight,
  readMaxLines,
  type EmbedOptionName,
  type EmbedTarget,
} from './protocol';
import { optionProblems } from './optionProblems';

// Reads what an author marked up:
//   <div data-mcp-tour="<lesson-slug>"></div>            a lesson
//   <pre data-mcp-tour>…code…</pre>                      the code in the block
//   <pre data-mcp-tour><code>…code…</code></pre>         the same, as Markdown renderers write it
// plus options as data-* attributes (data-theme="dark", data-autorun, …). A Markdown fence whose
// first line is `// mcp-tour` (options after it) becomes such a <pre> (see upgradeFence).

export const MARKER_ATTRIBUTE = 'data-mcp-tour';
/** The class a Markdown renderer gives a JavaScript fence's <code> (```js, ```javascript, ```jsx, ```mjs). */
const JS_LANGUAGE = /(?:^|\s)(?:language|lang)-(?:js|javascript|jsx|mjs|cjs)(?:\s|$)/i;

export interface MarkedEmbed {
  target: EmbedTarget;
  options: Partial<Record<EmbedOptionName, string>>;
  /** Set when the author asked for a fixed height; otherwise the frame follows its content. */
  fixedHeight?: number;
  title: string;
  /** The code of a code embed, as the reader will see it. */
  code?: string;
  /** near (default): the embed loads as it comes near the viewport; click: only when the reader asks (staticView.ts). */
  load: 'near' | 'click';
  /** Option values that mean nothing, one sentence each, for the post's console (optionProblems.ts). */
  problems: string[];
}

/** The parts of an Element this needs (so tests can pass a plain object). */
export interface MarkerElement {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): { textContent: string | null; className?: string } | null;
}

export function readMarker(element: MarkerElement): MarkedEmbed | undefined {
  const slug = (element.getAttribute(MARKER_ATTRIBUTE) ?? '').trim();
  const options: MarkedEmbed['options'] = {};
  for (const name of EMBED_OPTIONS) {
    const value = element.getAttribute(`data-${name}`);
    if (value !== null) options[name] = value.trim();
  }
  const problems = optionProblems({ ...options, load: element.getAttribute('data-load') ?? undefined });
  for (const flag of FLAG_OPTIONS) {
    if (options[flag] === undefined) continue;
    options[flag] = readFlag(options[flag]) ? '1' : '0';
  }
  const fixedHeight = readHeight(options.height);
  if (fixedHeight === undefined) delete options.height;
  else options.height = String(fixedHeight);
  if (readMaxLines(options['max-lines']) === undefined) delete options['max-lines'];
  const load = element.getAttribute('data-load')?.trim().toLowerCase() === 'click' ? 'click' : 'near';

  if (slug) {
    // Any slug goes to the embed page, which says what is wrong with an unknown one (and tells this
    // script, which prints it in the post's console): the author sees the mistake where it is.
    return {
      target: { kind: 'lesson', slug },
      options,
      fixedHeight,
      title: `MCP Tour lesson: ${slug.replace(/-/g, ' ')}`,
      load,
      problems,
    };
  }
  // A Markdown renderer ends the block with the fence's last newline: not a line of the code.
  const inner = element.querySelector('code');
  const code = ((inner ?? element).textContent ?? '').replace(/\n$/, '');
  if (!code.trim()) return undefined;
  // A block in plain JavaScript is not checked as TypeScript (unless the author says typecheck).
  if (options.typecheck === undefined && JS_LANGUAGE.test(inner?.className ?? '')) options.typecheck = '0';
  return {
    target: { kind: 'code', hash: TEXT_HASH_PREFIX + encodeURIComponent(code) },
    options,
    fixedHeight,
    title: 'MCP Tour: runnable code',
    code,
    load,
    problems,
  };
}

/** `// mcp-tour theme=dark max-lines=30 autorun` as the first line of a fence: its options, or undefined. */
export function readFenceLine(text: string): Record<string, string> | undefined {
  const line = /^\s*\/\/\s*mcp-tour(?![\w:-])([^\n]*)(\n|$)/.exec(text);
  if (!line) return undefined;
  const options: Record<string, string> = {};
  for (const [, name, value] of line[1].matchAll(/([\w-]+)(?:=("[^"]*"|\S*))?/g))
    options[name.toLowerCase()] = (value ?? '').replace(/"/g, '');
  return options;
}
