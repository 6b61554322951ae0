// Extra <head> markup of the embed pages (dist/embed/…/index.html, see routesPlugin.ts).
// - noindex: an embed is a piece of someone else's post; search results should show the lesson.
// - The theme before first paint, from ?theme= (else the reader's system setting), as
//   readEmbedOptions and useEmbedTheme decide it later; without it a dark post would flash a light
//   box while the app loads. It runs after index.html's own theme script and overrides it.

const THEME_SCRIPT =
  "(function(){var t=/[?&]theme=(light|dark)(?:&|$)/i.exec(location.search);var d=t?t[1].toLowerCase()==='dark':!!(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.setAttribute('data-theme',d?'dark':'light')})()";

export const EMBED_HEAD_HTML = `<meta name="robots" content="noindex" />\n    <script>${THEME_SCRIPT}</script>`;
