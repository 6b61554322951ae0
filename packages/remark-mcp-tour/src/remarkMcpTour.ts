import {
  codeShape,
  embedHeightPx,
  HIDDEN_LINES_ATTRIBUTE,
  HIDE_MARKER,
  SHOW_MARKER,
} from '../../../src/embed-script/layout.ts';
import { readFenceLine } from '../../../src/embed-script/markers.ts';
import { optionProblems } from '../../../src/embed-script/optionProblems.ts';
import { readMaxLines } from '../../../src/embed-script/protocol.ts';

// A remark plugin for a blog's own build: each fence whose first line is `// mcp-tour [options]`
// becomes the markup embed.js turns into an embed, written before the post reaches a reader:
//   <pre data-mcp-tour data-<option>… style="min-height:…"><code class="language-ts">…</code></pre>
// - the `// mcp-tour` line and the `// mcp-tour:hide` / `// mcp-tour:show` markers are gone from
//   what readers without JavaScript see (feed readers, a blocked script); hidden lines are kept in
//   <span hidden data-mcp-tour-hidden>, which embed.js folds again and runs;
// - the room the embed takes is kept from the first paint (no layout shift on any landing), unless
//   the post loads embeds on click (their static view keeps the block's own height) or the author
//   turns it off (`reserve: false`, for a Content-Security-Policy without 'unsafe-inline' styles).
// The post's page includes embed.js once; this plugin writes no script. An option value that means
// nothing (max-lines=-1, theme=blue) is reported as a warning of the build (the file's messages).

export interface RemarkMcpTourOptions {
  /** Keep the embed's height with a min-height style (default true). */
  reserve?: boolean;
  /** Options for every embed, such as { load: 'click' }; a fence's own options win. */
  defaults?: Record<string, string>;
}

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdNode[];
}

/** The part of a vfile the plugin uses: its warnings. */
interface MessageFile {
  message(reason: string, place?: unknown): unknown;
}

const JS_LANGUAGES = /^(js|javascript|jsx|mjs|cjs)$/i;

export default function remarkMcpTour(options: RemarkMcpTourOptions = {}) {
  return (tree: MdNode, file?: MessageFile) => {
    walk(tree, options, file);
  };
}

function walk(node: MdNode, options: RemarkMcpTourOptions, file: MessageFile | undefined): void {
  node.children?.forEach((child, index, siblings) => {
    if (child.type === 'code' && child.value !== undefined) {
      const own = readFenceLine(child.value);
      if (own) for (const problem of optionProblems({ ...options.defaults, ...own })) file?.message(problem, child);
      const html = embedHtml(child.value, child.lang ?? 'ts', options);
      if (html !== undefined) siblings[index] = { type: 'html', value: html };
    } else walk(child, options, file);
  });
}

/** The embed markup for a fence's text, or undefined when the fence does not opt in. */
export function embedHtml(text: string, lang: string, options: RemarkMcpTourOptions = {}): string | undefined {
  const own = readFenceLine(text);
  if (!own) return undefined;
  const settings: Record<string, string> = { ...options.defaults, ...own };
  if (settings.typecheck === undefined && JS_LANGUAGES.test(lang)) settings.typecheck = '0';
  const code = text.slice(text.indexOf('\n') + 1 || text.length).replace(/\n$/, '');

  const attributes = Object.entries(settings)
    .map(([name, value]) => (value === '' ? ` data-${name}` : ` data-${name}="${escapeHtml(value)}"`))
    .join('');
  const reserve = options.reserve !== false && settings.load !== 'click' && settings.height === undefined;
  const height = embedHeightPx(codeShape(code), { maxLines: readMaxLines(settings['max-lines']) });
  const style = reserve ? ` style="min-height:${height}px"` : '';
  return `<pre data-mcp-tour${attributes}${style}><code class="language-${escapeHtml(lang)}">${readerCode(code)}</code></pre>`;
}

/** The code as readers without JavaScript see it: markers gone, hidden lines in a hidden span. */
function readerCode(code: string): string {
  let html = '';
  let hiding = false;
  for (const line of code.split('\n')) {
    if (HIDE_MARKER.test(line)) {
      if (!hiding) html += `<span hidden ${HIDDEN_LINES_ATTRIBUTE}>`;
      hiding = true;
    } else if (SHOW_MARKER.test(line)) {
      if (hiding) html += '</span>';
      hiding = false;
    } else html += `${escapeHtml(line)}\n`;
  }
  if (hiding) html += '</span>';
  return html.replace(/\n$/, '');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
