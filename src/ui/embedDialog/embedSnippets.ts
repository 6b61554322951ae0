import { codeShape, embedHeightPx } from '../../embed-script/layout';
import { embedUrl } from '../../embed-script/protocol';
import { codeHash } from '../playground/codeHash';
import { escapeHtml } from '../../platform/escapeHtml';

// The snippets the Embed dialog offers: a plain <iframe> (works wherever HTML is allowed; a
// variant without a style attribute for posts with a strict Content-Security-Policy), and embed.js
// with a marked element (lazy, sized to its content, the code block readable without JS).

export type EmbedSubject =
  | { kind: 'lesson'; slug: string; title: string; starter: string; task?: boolean }
  | { kind: 'code'; code: string };

function iframeParts(siteBase: string, subject: EmbedSubject) {
  const target = subject.kind === 'lesson' ? subject : { kind: 'code' as const, hash: codeHash(subject.code) };
  const title = subject.kind === 'lesson' ? `MCP Tour lesson: ${subject.title}` : 'MCP Tour: runnable code';
  const code = subject.kind === 'lesson' ? subject.starter : subject.code;
  // The embed's height at first, so the post keeps the room from the start (no layout shift); without
  // embed.js on the page the frame keeps it, and the content scrolls inside when it grows.
  const height = embedHeightPx(codeShape(code), { task: subject.kind === 'lesson' && subject.task });
  return { src: escapeHtml(embedUrl(siteBase, target)), title: escapeHtml(title), height };
}

export function iframeSnippet(siteBase: string, subject: EmbedSubject): string {
  const { src, title, height } = iframeParts(siteBase, subject);
  return `<iframe src="${src}" title="${title}" loading="lazy" style="width: 100%; height: ${height}px; border: 0;"></iframe>`;
}

/** The same iframe with attributes only: a CSP without 'unsafe-inline' in style-src blocks style="…". */
export function strictIframeSnippet(siteBase: string, subject: EmbedSubject): string {
  const { src, title, height } = iframeParts(siteBase, subject);
  return `<iframe src="${src}" title="${title}" loading="lazy" width="100%" height="${height}" frameborder="0"></iframe>`;
}

export function scriptSnippet(siteBase: string, subject: EmbedSubject): string {
  // A lesson's element keeps the embed's room from the first paint (embed.js runs later, and
  // anything that pushes the post down after it is painted counts as a layout shift), and holds
  // a link for readers without JavaScript.
  const element =
    subject.kind === 'lesson'
      ? `<div data-mcp-tour="${escapeHtml(subject.slug)}" style="min-height: ${iframeParts(siteBase, subject).height}px"><a href="${escapeHtml(siteBase)}lessons/${escapeHtml(subject.slug)}/">Open the lesson “${escapeHtml(subject.title)}” in MCP Tour</a></div>`
      : `<pre data-mcp-tour><code>${escapeHtml(subject.code.replace(/\n$/, ''))}</code></pre>`;
  return `${element}\n<script src="${escapeHtml(siteBase)}embed.js" async></script>`;
}
