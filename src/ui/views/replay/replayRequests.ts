// "Show me that step": a check's message names an event of the run ("event #19"), and the replay,
// far away in the tree, moves there. One page has one run's replay.

const EVENT = 'mcp-tour:replay-to-event';

export function requestReplayTo(seq: number): void {
  window.dispatchEvent(new CustomEvent<number>(EVENT, { detail: seq }));
}

export function onReplayRequest(listener: (seq: number) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<number>).detail);
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
}
