import { codeShape, embedHeightPx } from '../../embed-script/layout';
import { embedUrl, type EmbedOptionName } from '../../embed-script/protocol';
import { codeHash } from '../playground/codeHash';
import { escapeHtml } from '../../platform/escapeHtml';

// The snippets the Embed dialog offers, each with the options the author toggled: embed.js with a
// marked element (lazy, sized to its content, the code block readable without JS), a Markdown
// fence, and a plain <iframe> with attributes only (a strict Content-Security-Policy rejects a
// style attribute), which embed.js, when the post has it, also keeps sized against theme CSS.

export type EmbedSubject =
  | { kind: 'lesson'; slug: string; title: string; starter: string; task?: boolean }
  | { kind: 'code'; code: string };

/** What the author chose in the dialog: embed options, and load=click (an embed.js option). */
export type SnippetOptions = Partial<Record<EmbedOptionName, string>> & { load?: 'click' };

/** The embed.js to link: the pinned copy and its Subresource Integrity hash (embedScriptPlugin.ts). */
export interface ScriptLink {
  path: string;
  integrity: string;
}

const LATEST: ScriptLink = { path: 'embed.js', integrity: '' };

function frameOptions(options: SnippetOptions): Partial<Record<EmbedOptionName, string>> {
  const { load: _load, ...rest } = options;
  return rest;
}

function iframeParts(siteBase: string, subject: EmbedSubject, options: SnippetOptions = {}) {
  const target = subject.kind === 'lesson' ? subject : { kind: 'code' as const, hash: codeHash(subject.code) };
  const title = subject.kind === 'lesson' ? `MCP Tour lesson: ${subject.title}` : 'MCP Tour: runnable code';
  const code = subject.kind === 'lesson' ? subject.starter : subject.code;
  // The embed's height at first, so the post keeps the room from the start (no layout shift); without
  // embed.js on the page the frame keeps it, and the content scrolls inside when it grows.
  const height = embedHeightPx(codeShape(code), { task: subject.kind === 'lesson' && subject.task });
  return { src: escapeHtml(embedUrl(siteBase, target, frameOptions(options))), title: escapeHtml(title), height };
}

export function scriptTag(siteBase: string, script: ScriptLink = LATEST): string {
  const integrity = script.integrity ? ` integrity="${script.integrity}" crossorigin="anonymous"` : '';
  return `<script src="${escapeHtml(siteBase + script.path)}"${integrity} async blocking="render"></script>`;
}

/** The embed address, as the dialog's preview shows it. */
export function previewUrl(siteBase: string, subject: EmbedSubject, options: SnippetOptions): string {
  const target = subject.kind === 'lesson' ? subject : { kind: 'code' as const, hash: codeHash(subject.code) };
  return embedUrl(siteBase, target, frameOptions(options));
}

/** Attributes only (no style="…", which a strict CSP rejects); embed.js, if the post has it, sizes it. */
export function iframeSnippet(siteBase: string, subject: EmbedSubject, options: SnippetOptions = {}): string {
  const { src, title, height } = iframeParts(siteBase, subject, options);
  return `<iframe src="${src}" title="${title}" loading="lazy" width="100%" height="${height}" frameborder="0"></iframe>`;
}

function dataAttributes(options: SnippetOptions): string {
  return Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => (value === '1' ? ` data-${name}` : ` data-${name}="${escapeHtml(String(value))}"`))
    .join('');
}

export function scriptSnippet(
  siteBase: string,
  subject: EmbedSubject,
  options: SnippetOptions = {},
  script: ScriptLink = LATEST,
): string {
  // The script goes in the <head>, render-blocking (README, "No layout shift"): the post is first
  // painted after embed.js has taken each block as it was parsed, so a reader who lands mid-post sees
  // nothing move. A lesson's element also keeps the embed's room in its own markup (for a page that
  // includes the script later), and holds a link for readers without JavaScript. Loaded on click,
  // it needs no room until the click, and has no style attribute (which a strict
  // Content-Security-Policy rejects).
  const data = dataAttributes(options);
  const room = options.load === 'click' ? '' : ` style="min-height: ${iframeParts(siteBase, subject).height}px"`;
  const element =
    subject.kind === 'lesson'
      ? `<div data-mcp-tour="${escapeHtml(subject.slug)}"${data}${room}><a href="${escapeHtml(siteBase)}lessons/${escapeHtml(subject.slug)}/">Open the lesson “${escapeHtml(subject.title)}” in MCP Tour</a></div>`
      : `<pre data-mcp-tour${data}><code>${escapeHtml(subject.code.replace(/\n$/, ''))}</code></pre>`;
  return `<!-- in the page's <head>, once -->\n${scriptTag(siteBase, script)}\n\n<!-- where the embed goes -->\n${element}`;
}

/** A Markdown fence that opts in with its first line (the post's page must include embed.js). */
export function fenceSnippet(code: string, options: SnippetOptions = {}): string {
  const words = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) =>
      value === '1' ? name : /\s/.test(String(value)) ? `${name}="${value}"` : `${name}=${value}`,
    );
  const body = code.replace(/\n$/, '');
  const fence = /```/.test(body) ? '````' : '```';
  const language = options.typecheck === '0' ? 'js' : 'ts';
  return `${fence}${language}\n${['// mcp-tour', ...words].join(' ')}\n${body}\n${fence}`;
}
