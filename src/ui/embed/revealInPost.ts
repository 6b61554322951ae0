import { REVEAL_MESSAGE, type RevealMessage } from '../../embed-script/protocol';

// A run's output should be in the reader's view. The embed's own page does not scroll (it is as
// tall as its content, and the post sizes the frame to it): what must move is the post around the
// frame, which a cross-origin frame cannot scroll. So the embed says where its output is and the
// post (embed.js) scrolls; opened on its own, not in a frame, the embed page scrolls itself.

/**
 * Asks for `output` to be brought into view, with the room its panel may still grow into (its
 * panel area's max-height), so the lines that arrive next are in view too.
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
    bottom: Math.ceil(top + box.height + roomToGrow(output)),
  };
  window.parent.postMessage(message, '*');
}

/** How much taller the output's panel area may still grow (0 when it has no limit or is at it). */
function roomToGrow(output: HTMLElement): number {
  const area = output.querySelector<HTMLElement>('.embed-tabs__area');
  if (!area) return 0;
  const max = Number.parseFloat(getComputedStyle(area).maxHeight);
  return Number.isFinite(max) ? Math.max(0, max - area.getBoundingClientRect().height) : 0;
}
