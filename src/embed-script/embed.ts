// embed.js: a blog includes it once (<script src="https://<host>/embed.js" async></script>) and it
// turns marked elements into MCP Tour embeds (see markers.ts), plus resizes plain
// <iframe src="https://<host>/embed/…"> embeds to their content.
//
// Light on the blog: no dependencies, nothing global but one guard flag, an iframe is created only
// when its element comes within a screen of the viewport, and until the embed has loaded the
// author's own markup (the code block, or a fallback inside the div) stays on the page, in the room
// the embed will take (layout.ts), so the post does not jump when it arrives.
// Safe for the blog: the embed is a cross-origin iframe (the reader's code runs in a Worker inside
// it), and a message is only read when it comes from one of our iframes and from our origin.
// Styles are set through the CSSOM, which a Content-Security-Policy without 'unsafe-inline' allows.
import { codeShape, embedHeightPx, HIDDEN_LINES_ATTRIBUTE, HIDE_LINE, NARROW_PX, SHOW_LINE } from './layout';
import { MARKER_ATTRIBUTE, readFenceLine, readMarker } from './markers';
import { showStatic, type StaticView } from './staticView';
import {
  EMBED_DIR,
  HEIGHT_MESSAGE,
  LOOK_MESSAGE,
  LOOK_VARS,
  NEAR_MESSAGE,
  REVEAL_MESSAGE,
  WARNING_MESSAGE,
  embedUrl,
  readHeight,
  readMaxLines,
  type LookMessage,
} from './protocol';

/** slug → [lines of the starter, 1 when the embed shows a "Your task" row], written in at build time. */
declare const __MCP_TOUR_LESSONS__: Record<string, [number, number]>;
/** Read once: the build writes the literal in at each mention. */
const LESSONS = __MCP_TOUR_LESSONS__;

interface Frame {
  iframe: HTMLIFrameElement;
  /** The author's element (its --mcp-tour-* properties style the embed). */
  element: HTMLElement;
  /** A height the author fixed; the frame then ignores the height the embed reports. */
  fixedHeight?: number;
  /** The embed takes the post's light or dark theme, live. */
  inherit: boolean;
  /** The author asked for background=transparent. */
  transparent: boolean;
  near: boolean;
  loaded: boolean;
  toldNear: boolean;
  /** Run was pressed on the load=click view: the embed's first run shows its output (REVEAL_MESSAGE). */
  reveal?: boolean;
  /** Once the embed has reported in: swap the author's fallback out. */
  onLoaded?(): void;
}

type Theme = 'light' | 'dark';

const NEAR_MARGIN = '100% 0px';
/** Taller reports are clamped, not ignored (a frame must never keep a stale height). */
const MAX_HEIGHT_PX = 20000;
const GUARD = '__mcpTourEmbed';

function embedScriptUrl(): string | undefined {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  return Array.from(document.scripts, (script) => script.src).find((src) => SCRIPT_PATH.test(src));
}

/** embed.js at the site's root, or a pinned copy: embed/v1/embed.<hash>.js (embedScriptPlugin.ts). */
const SCRIPT_PATH = /\/(?:embed\/v\d+\/)?embed(?:\.\w+)?\.js(?:[?#].*)?$/;

function setStyles(element: HTMLElement, styles: Record<string, string>): void {
  // !important: blog themes often size iframes (aspect-ratio, height: auto) for video embeds.
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value, 'important');
}

/**
 * The post's theme: what it declares on <html> or <body> (data-theme, data-color-scheme,
 * data-bs-theme, a "dark" or "light" class, a color-scheme of one value), else how dark its
 * background is.
 */
function pageTheme(): Theme {
  const root = document.documentElement;
  for (const element of [root, document.body]) {
    if (!element) continue;
    const said = /\b(dark|light)\b/.exec(
      ['data-theme', 'data-color-scheme', 'data-bs-theme', 'class']
        .map((name) => element.getAttribute(name))
        .join(' ')
        .toLowerCase(),
    );
    if (said) return said[1] as Theme;
  }
  const scheme = getComputedStyle(root).colorScheme;
  if (scheme === 'dark' || scheme === 'light') return scheme;
  return isDark(backgroundOf(document.body ?? root)) ? 'dark' : 'light';
}

/** The background painted behind `element`: its own, else the nearest ancestor's that is not transparent. */
function backgroundOf(element: Element): string | undefined {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const colour = getComputedStyle(at).backgroundColor;
    const rgb = /(\d+), (\d+), (\d+)(?:, ([\d.]+))?/.exec(colour);
    if (rgb && rgb[4] !== '0') return colour;
  }
  return undefined;
}

function isDark(colour: string | undefined): boolean {
  const rgb = colour && /(\d+), (\d+), (\d+)/.exec(colour);
  return !!rgb && +rgb[1] * 0.3 + +rgb[2] * 0.59 + +rgb[3] * 0.11 < 128;
}

/**
 * Lines a build-time plugin (packages/remark-mcp-tour) kept out of sight for readers without
 * JavaScript, as <span hidden data-mcp-tour-hidden>: back between their markers, to fold and run.
 */
function restoreHiddenLines(marker: HTMLElement): void {
  for (const span of Array.from(marker.querySelectorAll(`[${HIDDEN_LINES_ATTRIBUTE}]`))) {
    const text = span.textContent ?? '';
    span.replaceWith(`${HIDE_LINE}\n${text}${text.endsWith('\n') ? '' : '\n'}${SHOW_LINE}\n`);
  }
}

/**
 * Scrolls the post as little as it takes to bring the frame's part from `top` to `bottom` (pixels
 * from the frame's top) into view; a part taller than the view shows its top.
 */
function revealPart(iframe: HTMLIFrameElement, top: number, bottom: number): void {
  const box = iframe.getBoundingClientRect();
  const from = box.top + Math.min(Math.max(top, 0), box.height);
  const to = box.top + Math.min(Math.max(bottom, top), box.height);
  const view = window.innerHeight;
  if (to > view) window.scrollBy(0, Math.min(to - view, from));
  else if (from < 0) window.scrollBy(0, from);
}

function start(scriptUrl: string): void {
  const siteBase = new URL(scriptUrl.replace(SCRIPT_PATH, '/'), scriptUrl).href;
  const origin = new URL(siteBase).origin;
  const guards = ((window as unknown as Record<string, Record<string, true>>)[GUARD] ??= {});
  if (guards[origin]) return;
  guards[origin] = true;

  const frames: Frame[] = [];
  const handled = new WeakSet<Element>();
  const whenNear = new Map<Element, () => void>();
  let theme = pageTheme();

  const post = (frame: Frame, message: object) => frame.iframe.contentWindow?.postMessage(message, origin);
  const sendLook = (frame: Frame) => {
    if (!frame.loaded) return;
    const style = getComputedStyle(frame.element);
    const vars: LookMessage['vars'] = {};
    for (const name of LOOK_VARS) {
      const value = style.getPropertyValue(`--mcp-tour-${name}`).trim();
      if (value) vars[name] = value;
    }
    // An embed that follows the post's theme takes the post's background too, unless the author
    // chose one (or transparent): a dark post should not frame a differently dark box.
    if (frame.inherit && !vars.background && !frame.transparent) {
      const backdrop = frame.element.parentElement && backgroundOf(frame.element.parentElement);
      if (backdrop) vars.background = backdrop;
    }
    post(frame, { type: LOOK_MESSAGE, theme: frame.inherit ? theme : undefined, vars } satisfies LookMessage);
  };
  // The iframe's own color-scheme must match the embed's, or the browser paints an opaque backdrop
  // behind a transparent embed.
  const paintScheme = (frame: Frame) => frame.inherit && setStyles(frame.iframe, { 'color-scheme': theme });

  /** load=click views not loaded yet, with their blocks: their colours follow the post's theme. */
  const staticViews = new Map<HTMLElement, StaticView>();
  const lookChanged = () => {
    theme = pageTheme();
    for (const frame of frames) {
      paintScheme(frame);
      sendLook(frame);
    }
    for (const [element, view] of staticViews) view.tint(isDark(backgroundOf(element)));
  };
  const lookObserver = new MutationObserver(() => {
    lookChanged();
    // Once more after a theme's colour transition has ended.
    setTimeout(lookChanged, 400);
  });
  const watchLook = (element: Element | null) =>
    element &&
    lookObserver.observe(element, {
      attributes: true,
      attributeFilter: ['class', 'style', 'data-theme', 'data-color-scheme', 'data-bs-theme'],
    });
  watchLook(document.documentElement);
  watchLook(document.body);
  matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', lookChanged);

  const tellNear = (frame: Frame) => {
    if (!frame.near || !frame.loaded || frame.toldNear) return;
    frame.toldNear = true;
    post(frame, { type: NEAR_MESSAGE });
  };

  const nearObserver =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const action = entry.isIntersecting ? whenNear.get(entry.target) : undefined;
              if (!action) continue;
              whenNear.delete(entry.target);
              nearObserver?.unobserve(entry.target);
              action();
            }
          },
          { rootMargin: NEAR_MARGIN },
        )
      : undefined;
  const onceNear = (element: Element, action: () => void) => {
    if (!nearObserver) return action();
    whenNear.set(element, action);
    nearObserver.observe(element);
  };

  const embedMarker = (marker: HTMLElement) => {
    restoreHiddenLines(marker);
    const embed = readMarker(marker);
    if (!embed) return;
    for (const problem of embed.problems) console.warn(`MCP Tour embed: ${problem}`, marker);
    const inherit = !embed.options.theme || embed.options.theme === 'inherit';
    // Own properties only: "__proto__" or "constructor" is no lesson either.
    const lessonOf = (slug: string) => (Object.hasOwn(LESSONS, slug) ? LESSONS[slug] : undefined);
    const lesson = embed.target.kind === 'lesson' ? lessonOf(embed.target.slug) : undefined;
    if (embed.target.kind === 'lesson' && !lesson) {
      // Said here, in the post's console: an embed page of no lesson is a 404, which may not be framed.
      const slug = embed.target.slug;
      const guess = slug.toLowerCase().replace(/^\d+[-_]/, '');
      const hint = lessonOf(guess) ? `Did you mean "${guess}"?` : `Lessons: ${Object.keys(LESSONS).join(', ')}.`;
      console.warn(
        `MCP Tour embed: MCP Tour has no lesson "${slug}" (a slug is the end of /lessons/<slug>/, without the folder's number). ${hint}`,
        marker,
      );
      return;
    }
    const shape = embed.code !== undefined ? codeShape(embed.code) : lesson && { lines: lesson[0], folded: false };
    const reserve = () => {
      const reserved =
        embed.fixedHeight ??
        (shape &&
          embedHeightPx(shape, {
            maxLines: readMaxLines(embed.options['max-lines']),
            task: !!lesson?.[1],
            narrow: marker.getBoundingClientRect().width < NARROW_PX,
          }));
      if (reserved) setStyles(marker, { 'box-sizing': 'border-box', 'min-height': `${reserved}px` });
    };

    const addFrame = (reveal: boolean) => {
      if (inherit) embed.options.theme = theme;
      const iframe = document.createElement('iframe');
      iframe.src = embedUrl(siteBase, embed.target, embed.options);
      iframe.title = embed.title;
      iframe.loading = 'lazy';
      iframe.className = 'mcp-tour-embed';
      // No height until the embed reports in, so the author's markup is never shown twice.
      setStyles(iframe, { display: 'block', width: '100%', height: '0px', border: '0', margin: '0' });
      const replacesBlock = marker.tagName === 'PRE';
      const frame: Frame = {
        iframe,
        element: marker,
        fixedHeight: embed.fixedHeight,
        inherit,
        transparent: embed.options.background === 'transparent',
        near: true,
        loaded: false,
        toldNear: false,
        reveal,
        onLoaded() {
          if (replacesBlock) {
            setStyles(iframe, { margin: getComputedStyle(marker).margin });
            setStyles(marker, { display: 'none' });
          } else {
            for (const child of Array.from(marker.childNodes)) if (child !== iframe) child.remove();
            marker.style.removeProperty('min-height');
          }
          marker.setAttribute(`${MARKER_ATTRIBUTE}-state`, 'loaded');
        },
      };
      frames.push(frame);
      paintScheme(frame);
      marker.setAttribute(`${MARKER_ATTRIBUTE}-state`, 'loading');
      if (replacesBlock) marker.after(iframe);
      else marker.append(iframe);
    };

    if (embed.load === 'click') {
      // Nothing loads until the reader asks; the room is taken at the press (a shift the reader caused).
      const view = showStatic(
        marker,
        embed.code,
        isDark(backgroundOf(marker)),
        'MCP Tour: edit and run it here',
        (run) => {
          staticViews.delete(marker);
          view.loading();
          reserve();
          if (run) embed.options.autorun = '1';
          addFrame(run);
        },
      );
      staticViews.set(marker, view);
      marker.setAttribute(`${MARKER_ATTRIBUTE}-state`, 'static');
      return;
    }
    // The room the embed will take, kept by the author's markup until the embed is in.
    reserve();
    // The iframe only once the element comes near the viewport.
    onceNear(marker, () => addFrame(false));
  };

  // An <iframe> pasted from the Embed dialog: resized to its content unless it asks for a fixed height.
  const adoptIframe = (iframe: HTMLIFrameElement) => {
    const params = new URL(iframe.src).searchParams;
    const frame: Frame = {
      iframe,
      element: iframe,
      fixedHeight: readHeight(params.get('height')),
      inherit: params.get('theme') === 'inherit',
      transparent: params.get('background') === 'transparent',
      near: false,
      loaded: false,
      toldNear: false,
    };
    frames.push(frame);
    paintScheme(frame);
    // Blog themes size iframes for video (aspect-ratio: 16/9; height: auto): the snippet's height
    // attribute holds against them until the embed reports its own.
    const height = readHeight(iframe.getAttribute('height'));
    setStyles(iframe, { width: '100%', 'aspect-ratio': 'auto', ...(height ? { height: `${height}px` } : {}) });
    onceNear(iframe, () => {
      frame.near = true;
      tellNear(frame);
    });
  };

  // A Markdown fence (<pre><code class="language-ts">) whose first line is `// mcp-tour [options]`:
  // the line goes (the reader never sees it), its options become data-* attributes, the block an embed.
  const upgradeFence = (code: Element) => {
    const pre = code.parentElement!;
    const options = readFenceLine(code.textContent ?? '');
    if (!options || pre.hasAttribute(MARKER_ATTRIBUTE)) return;
    for (const name in options) pre.setAttribute(`data-${name}`, options[name]);
    pre.setAttribute(MARKER_ATTRIBUTE, '');
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node: Node | null; (node = walker.nextNode()); ) {
      const text = node as Text;
      const end = text.data.indexOf('\n');
      text.data = end < 0 ? '' : text.data.slice(end + 1);
      if (end >= 0) break;
    }
  };

  const scan = () => {
    for (const code of Array.from(document.querySelectorAll('pre > code'))) if (parsed(code)) upgradeFence(code);
    for (const marker of Array.from(document.querySelectorAll<HTMLElement>(`[${MARKER_ATTRIBUTE}]`))) {
      if (handled.has(marker) || !parsed(marker)) continue;
      handled.add(marker);
      embedMarker(marker);
    }
    const prefix = siteBase + EMBED_DIR;
    for (const iframe of Array.from(document.getElementsByTagName('iframe'))) {
      if (handled.has(iframe) || !iframe.src.startsWith(prefix)) continue;
      handled.add(iframe);
      if (iframe.className !== 'mcp-tour-embed') adoptIframe(iframe);
    }
  };

  window.addEventListener('message', (event) => {
    const data = event.data as {
      type?: unknown;
      height?: unknown;
      text?: unknown;
      top?: unknown;
      bottom?: unknown;
    } | null;
    const frame =
      event.origin === origin ? frames.find((candidate) => candidate.iframe.contentWindow === event.source) : undefined;
    if (!frame || !data) return;
    if (data.type === WARNING_MESSAGE && typeof data.text === 'string')
      console.warn(`MCP Tour embed: ${data.text}`, frame.element);
    if (data.type === REVEAL_MESSAGE && typeof data.top === 'number' && typeof data.bottom === 'number') {
      // Only for a run the reader asked for: Run pressed in the frame (it has focus) or on its static view.
      if (frame.reveal || document.activeElement === frame.iframe) revealPart(frame.iframe, data.top, data.bottom);
      frame.reveal = false;
    }
    if (data.type !== HEIGHT_MESSAGE || typeof data.height !== 'number' || !(data.height >= 0)) return;
    const height = frame.fixedHeight ?? Math.ceil(Math.min(data.height, MAX_HEIGHT_PX));
    setStyles(frame.iframe, { height: `${height}px` });
    if (!frame.loaded) {
      frame.loaded = true;
      frame.onLoaded?.();
      sendLook(frame);
      tellNear(frame);
    }
  });

  scan();
  // Posts that render or add their content later (single-page blogs, comment widgets).
  let rescan: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    // While the HTML parser runs, each block is taken as soon as it is past it, before the browser
    // paints it: with embed.js in the <head> (blocking="render"), the room is kept from the post's
    // first paint and a reader landing mid-post (an anchor, a reload) sees nothing move.
    if (document.readyState === 'loading') return scan();
    clearTimeout(rescan);
    rescan = setTimeout(scan, 50);
  }).observe(document.documentElement, { childList: true, subtree: true });
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => {
      // Started from the <head>: the body, its look and its last blocks are there now.
      watchLook(document.body);
      lookChanged();
      scan();
    });
}

/**
 * Whether the HTML parser is done with `element`: while the page loads, the last node parsed may
 * still be growing (a code block whose text has not all arrived), and something follows every
 * node the parser has left.
 */
function parsed(element: Element): boolean {
  if (document.readyState !== 'loading') return true;
  for (let node: Node | null = element; node; node = node.parentNode) if (node.nextSibling) return true;
  return false;
}

const scriptUrl = embedScriptUrl();
if (scriptUrl) start(scriptUrl);
else
  console.warn(
    'MCP Tour embed.js: could not tell where it was loaded from; include it with <script src="https://…/embed.js" async>.',
  );
