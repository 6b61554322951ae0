import { embedUrl } from '../../embed-script/protocol';
import { codeHash } from '../playground/codeHash';
import { embedEditorHeightPx } from './embedEditorHeight';
import { countLines } from '../editor/textEdits';

// The two snippets the Embed dialog offers: a plain <iframe> (works wherever HTML is allowed), and
// embed.js with a marked element (lazy, sized to its content, the code block readable without JS).

export type EmbedSubject = { kind: 'lesson'; slug: string; title: string; starter: string } | { kind: 'code'; code: string };

/** Room for the header, toolbar, tabs and an empty panel around the editor, in CSS pixels. */
const CHROME_PX = 200;

export function iframeSnippet(siteBase: string, subject: EmbedSubject): string {
  const target = subject.kind === 'lesson' ? subject : { kind: 'code' as const, hash: codeHash(subject.code) };
  const title = subject.kind === 'lesson' ? `MCP Tour lesson: ${subject.title}` : 'MCP Tour: runnable code';
  const code = subject.kind === 'lesson' ? subject.starter : subject.code;
  // Without embed.js on the page the frame keeps this height; the content scrolls inside it if taller.
  const height = embedEditorHeightPx(countLines(code)) + CHROME_PX;
  return `<iframe src="${escapeHtml(embedUrl(siteBase, target))}" title="${escapeHtml(title)}" loading="lazy" style="width: 100%; height: ${height}px; border: 0;"></iframe>`;
}

export function scriptSnippet(siteBase: string, subject: EmbedSubject): string {
  const element =
    subject.kind === 'lesson'
      ? `<div data-mcp-tour="${escapeHtml(subject.slug)}"></div>`
      : `<pre data-mcp-tour><code>${escapeHtml(subject.code.replace(/\n$/, ''))}</code></pre>`;
  return `${element}\n<script src="${escapeHtml(siteBase)}embed.js" async></script>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
