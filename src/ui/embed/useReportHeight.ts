import { useEffect, type RefObject } from 'react';
import { HEIGHT_MESSAGE, type HeightMessage } from '../../embed-script/protocol';

// Tells the page around the embed how tall the embed's content is, so embed.js can size the iframe
// to it. Measured after every DOM change as well as on resize: a frame that is off screen or still
// zero pixels tall gets no rendering updates (so no ResizeObserver callbacks) in Chromium, yet
// embed.js waits for this first message before it shows the frame.
// Nothing is reported while a placeholder marked data-embed-pending is shown (a lesson still
// loading): embed.js keeps the author's markup until then, so the post does not jump twice.

export const PENDING_ATTRIBUTE = 'data-embed-pending';

export function useReportHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || window.parent === window) return;
    let last = -1;
    const report = () => {
      if (element.querySelector(`[${PENDING_ATTRIBUTE}]`)) return;
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: HEIGHT_MESSAGE, height } satisfies HeightMessage, '*');
    };
    report();
    const resized = new ResizeObserver(report);
    resized.observe(element);
    const changed = new MutationObserver(report);
    changed.observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['open', 'hidden', 'class', 'style'],
    });
    window.addEventListener('load', report);
    void document.fonts?.ready.then(report);
    return () => {
      resized.disconnect();
      changed.disconnect();
      window.removeEventListener('load', report);
    };
  }, [ref]);
}
