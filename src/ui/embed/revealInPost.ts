import { REVEAL_MESSAGE, type RevealMessage } from '../../embed-script/protocol';

// A run's output should be in the reader's view. The embed's own page does not scroll (it is as
// tall as its content, and the post sizes the frame to it): what must move is the post around the
// frame, which a cross-origin frame cannot scroll. So the embed says where its output is and the
// post (embed.js) scrolls; opened on its own, not in a frame, the embed page scrolls itself.

/**
 * Asks for `output` to be brought into view as it is now. Not the room it may still grow into: that
 * would bring the post below the frame into view, and the growth would then push it down (a layout
 * shift the reader sees); growing under the view's edge moves nothing in sight.
 */
export function revealInPost(output: HTMLElement | null): void {
  if (!output) return;
  if (window.parent === window) {
    output.scrollIntoView({ block: 'nearest' });
    return;
  }
  const box = output.getBoundingClientRect();
  const top = box.top + window.scrollY;
  const message: RevealMessage = {
    type: REVEAL_MESSAGE,
    top: Math.max(0, Math.floor(top)),
    bottom: Math.ceil(top + box.height),
  };
  window.parent.postMessage(message, '*');
}
