// embed.js: a blog includes it once (<script src="https://<host>/embed.js" async></script>) and it
// turns marked elements into MCP Tour embeds (see markers.ts), plus resizes plain
// <iframe src="https://<host>/embed/…"> embeds to their content.
//
// Light on the blog: no dependencies, nothing global but one guard flag, an iframe is created only
// when its element comes within a screen of the viewport, and until the embed has loaded the
// author's own markup (the code block, or a fallback inside the div) stays on the page.
// Safe for the blog: the embed is a cross-origin iframe (the reader's code runs in a Worker inside
// it), and a message is only read when it comes from one of our iframes and from our origin.
import { MARKER_ATTRIBUTE, readMarker } from './markers';
import { EMBED_DIR, HEIGHT_MESSAGE, NEAR_MESSAGE, embedUrl, readHeight, type HeightMessage } from './protocol';

interface Frame {
  iframe: HTMLIFrameElement;
  /** A height the author fixed; the frame then ignores the height the embed reports. */
  fixedHeight?: number;
  near: boolean;
  loaded: boolean;
  toldNear: boolean;
  /** Once the embed has reported in: swap the author's fallback out. */
  onLoaded?(): void;
}

const NEAR_MARGIN = '100% 0px';
const MAX_HEIGHT_PX = 20000;
const GUARD = '__mcpTourEmbed';

function embedScriptUrl(): string | undefined {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  return Array.from(document.scripts, (script) => script.src).find((src) => /\/embed\.js(?:[?#]|$)/.test(src));
}

function setStyles(element: HTMLElement, styles: Record<string, string>): void {
  // !important: blog themes often size iframes (aspect-ratio, height: auto) for video embeds.
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value, 'important');
}

function isHeightMessage(data: unknown): data is HeightMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, height } = data as Partial<HeightMessage>;
  return type === HEIGHT_MESSAGE && typeof height === 'number' && height >= 0 && height <= MAX_HEIGHT_PX;
}

function start(scriptUrl: string): void {
  const siteBase = new URL('.', scriptUrl).href;
  const origin = new URL(siteBase).origin;
  const guards = ((window as unknown as Record<string, Record<string, true>>)[GUARD] ??= {});
  if (guards[origin]) return;
  guards[origin] = true;

  const frames: Frame[] = [];
  const handled = new WeakSet<Element>();
  const whenNear = new Map<Element, () => void>();

  const tellNear = (frame: Frame) => {
    if (!frame.near || !frame.loaded || frame.toldNear) return;
    frame.toldNear = true;
    frame.iframe.contentWindow?.postMessage({ type: NEAR_MESSAGE }, origin);
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
    const embed = readMarker(marker);
    if (!embed) return;
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
      fixedHeight: embed.fixedHeight,
      near: true,
      loaded: false,
      toldNear: false,
      onLoaded() {
        if (replacesBlock) {
          setStyles(marker, { display: 'none' });
          setStyles(iframe, { margin: getComputedStyle(marker).margin });
        } else {
          for (const child of Array.from(marker.childNodes)) if (child !== iframe) child.remove();
        }
        marker.setAttribute(`${MARKER_ATTRIBUTE}-state`, 'loaded');
      },
    };
    frames.push(frame);
    marker.setAttribute(`${MARKER_ATTRIBUTE}-state`, 'loading');
    if (replacesBlock) marker.after(iframe);
    else marker.append(iframe);
  };

  // An <iframe> pasted from the Embed dialog: resized to its content unless it asks for a fixed height.
  const adoptIframe = (iframe: HTMLIFrameElement) => {
    const fixedHeight = readHeight(new URL(iframe.src).searchParams.get('height'));
    const frame: Frame = { iframe, fixedHeight, near: false, loaded: false, toldNear: false };
    frames.push(frame);
    onceNear(iframe, () => {
      frame.near = true;
      tellNear(frame);
    });
  };

  const scan = () => {
    for (const marker of Array.from(document.querySelectorAll<HTMLElement>(`[${MARKER_ATTRIBUTE}]`))) {
      if (handled.has(marker)) continue;
      handled.add(marker);
      onceNear(marker, () => embedMarker(marker));
    }
    const prefix = siteBase + EMBED_DIR;
    for (const iframe of Array.from(document.getElementsByTagName('iframe'))) {
      if (handled.has(iframe) || !iframe.src.startsWith(prefix)) continue;
      handled.add(iframe);
      if (iframe.className !== 'mcp-tour-embed') adoptIframe(iframe);
    }
  };

  window.addEventListener('message', (event) => {
    if (event.origin !== origin || !isHeightMessage(event.data)) return;
    const frame = frames.find((candidate) => candidate.iframe.contentWindow === event.source);
    if (!frame) return;
    const height = frame.fixedHeight ?? Math.ceil(event.data.height);
    setStyles(frame.iframe, { height: `${height}px` });
    if (!frame.loaded) {
      frame.loaded = true;
      frame.onLoaded?.();
      tellNear(frame);
    }
  });

  scan();
  // Posts that render or add their content later (single-page blogs, comment widgets).
  let rescan: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    clearTimeout(rescan);
    rescan = setTimeout(scan, 50);
  }).observe(document.documentElement, { childList: true, subtree: true });
}

const scriptUrl = embedScriptUrl();
if (scriptUrl) start(scriptUrl);
else console.warn('MCP Tour embed.js: could not tell where it was loaded from; include it with <script src="https://…/embed.js" async>.');
