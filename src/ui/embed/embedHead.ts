// Extra <head> markup of the embed pages (dist/embed/…/index.html, see routesPlugin.ts).
// - noindex and a canonical link to the lesson (or the playground): an embed is a piece of someone
//   else's post; search results should show the lesson.
// - Open Graph tags: a link to an embed page, pasted into a chat, previews as the lesson it shows.
//   Addresses are relative to the embed page (<base>embed/<slug>/), so they hold under any base.
// - The theme before first paint, from ?theme= (else the reader's system setting), as
//   readEmbedOptions and useEmbedTheme decide it later; without it a dark post would flash a light
//   box while the app loads. (embed.html, the embeds' shell, has no theme script of its own.)

const THEME_SCRIPT =
  "(function(){var t=/[?&]theme=(light|dark)(?:&|$)/i.exec(location.search);var d=t?t[1].toLowerCase()==='dark':!!(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.setAttribute('data-theme',d?'dark':'light')})()";

// - A blog that frames the embed with sandbox="allow-scripts" but not allow-same-origin gives it an
//   opaque origin, where the app's module scripts cannot load (they are fetched with CORS). This
//   classic script still runs there and says what to change, instead of leaving a blank box.
const SANDBOXED_SCRIPT =
  "if(self.origin==='null')document.addEventListener('DOMContentLoaded',function(){var r=document.getElementById('root');if(!r)return;var p=document.createElement('p');p.className='embed-sandboxed';p.textContent='This MCP Tour embed cannot run in a frame sandboxed without allow-same-origin. Ask the page to add allow-same-origin to the iframe\\'s sandbox attribute, or open the code in MCP Tour: ';var a=document.createElement('a');a.href=location.href;a.target='_blank';a.rel='noopener';a.textContent='open it in a new tab';p.appendChild(a);r.replaceChildren(p)})";

import { escapeHtml } from '../../platform/escapeHtml';

export interface EmbedHeadPage {
  title: string;
  description: string;
  /** The full page this embed shows, below the site's base: "lessons/<slug>/" or "playground/". */
  canonicalPath: string;
  /** Its link preview picture, below og/ (routesPlugin draws it for the full page). */
  card: string;
}

export function embedHeadHtml(page: EmbedHeadPage): string {
  const up = '../../';
  const meta = (attribute: string, name: string, content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`;
  return [
    '<meta name="robots" content="noindex" />',
    `<link rel="canonical" href="${up}${escapeHtml(page.canonicalPath)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'MCP Tour'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:image', `${up}og/${page.card}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script>${THEME_SCRIPT}</script>`,
    `<script>${SANDBOXED_SCRIPT}</script>`,
  ].join('\n    ');
}
