// Extra <head> markup of the embed pages (dist/embed/…/index.html, see routesPlugin.ts).
// - noindex: an embed is a piece of someone else's post; search results should show the lesson.
// - The theme before first paint, from ?theme= (else the reader's system setting), as
//   readEmbedOptions and useEmbedTheme decide it later; without it a dark post would flash a light
//   box while the app loads. It runs after index.html's own theme script and overrides it.

const THEME_SCRIPT =
  "(function(){var t=/[?&]theme=(light|dark)(?:&|$)/i.exec(location.search);var d=t?t[1].toLowerCase()==='dark':!!(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.setAttribute('data-theme',d?'dark':'light')})()";

// - A blog that frames the embed with sandbox="allow-scripts" but not allow-same-origin gives it an
//   opaque origin, where the app's module scripts cannot load (they are fetched with CORS). This
//   classic script still runs there and says what to change, instead of leaving a blank box.
const SANDBOXED_SCRIPT =
  "if(self.origin==='null')document.addEventListener('DOMContentLoaded',function(){var r=document.getElementById('root');if(!r)return;var p=document.createElement('p');p.className='embed-sandboxed';p.textContent='This MCP Tour embed cannot run in a frame sandboxed without allow-same-origin. Ask the page to add allow-same-origin to the iframe\\'s sandbox attribute, or open the code in MCP Tour: ';var a=document.createElement('a');a.href=location.href;a.target='_blank';a.rel='noopener';a.textContent='open it in a new tab';p.appendChild(a);r.replaceChildren(p)})";

export const EMBED_HEAD_HTML = `<meta name="robots" content="noindex" />\n    <script>${THEME_SCRIPT}</script>\n    <script>${SANDBOXED_SCRIPT}</script>`;
