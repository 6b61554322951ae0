// "Put the cursor there": a run's error position, shown in the Console, asks the page's editor to
// reveal it. The Console and the editor are far apart in the tree; one page has one editor.

const EVENT = 'mcp-tour:reveal-position';

interface RevealDetail {
  line: number;
  column: number;
}

export function requestReveal(line: number, column = 1): void {
  window.dispatchEvent(new CustomEvent<RevealDetail>(EVENT, { detail: { line, column } }));
}

export function onRevealRequest(listener: (line: number, column: number) => void): () => void {
  const handle = (event: Event) => {
    const { line, column } = (event as CustomEvent<RevealDetail>).detail;
    listener(line, column);
  };
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
}
