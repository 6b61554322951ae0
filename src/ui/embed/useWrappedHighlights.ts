import { useLayoutEffect, type RefObject } from 'react';

// Highlighted lines in an embed whose long lines wrap. The editor tints line-height rows, which a
// wrapped line no longer matches; here each highlighted line's tint is placed over the rows its text
// really takes, measured with a Range over the highlighted code, and placed again whenever the
// text reflows (a new width, an edit).

const TINT_CLASS = 'code-editor__highlighted-line embed__wrapped-highlight';

export function useWrappedHighlights(
  editor: RefObject<HTMLElement | null>,
  lines: readonly number[],
  enabled: boolean,
  code: string,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `code` is the trigger: the highlighted text changed
  useLayoutEffect(() => {
    const layers = editor.current?.querySelector<HTMLElement>('.code-editor__layers');
    const text = layers?.querySelector<HTMLElement>('.code-editor__code code');
    if (!enabled || !layers || !text || lines.length === 0) return;
    const tints = lines.map((line) => {
      const tint = document.createElement('div');
      tint.className = TINT_CLASS;
      tint.dataset.line = String(line);
      layers.append(tint);
      return tint;
    });
    const place = () => {
      const origin = layers.getBoundingClientRect().top;
      const spans = lineSpans(text);
      const rowHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
      tints.forEach((tint, index) => {
        const line = lines[index];
        const range = spans[line - 1];
        if (!range) {
          tint.hidden = true;
          return;
        }
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.height > 0);
        // An empty line has no text to measure: it is the row under the line before it.
        const before = line > 1 ? Array.from(spans[line - 2].getClientRects()) : [];
        const top =
          rects.length > 0
            ? Math.min(...rects.map((rect) => rect.top))
            : before.length > 0
              ? Math.max(...before.map((rect) => rect.bottom))
              : text.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(text).paddingTop);
        const bottom = rects.length > 0 ? Math.max(...rects.map((rect) => rect.bottom)) : top + rowHeight;
        tint.hidden = false;
        tint.style.top = `${top - origin}px`;
        tint.style.height = `${bottom - top}px`;
      });
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(text);
    return () => {
      observer.disconnect();
      for (const tint of tints) tint.remove();
    };
  }, [editor, lines, enabled, code]);
}

/** A Range per line of the element's text (an empty line gets a collapsed range at its start). */
function lineSpans(element: HTMLElement): Range[] {
  const ranges: Range[] = [];
  let current = document.createRange();
  current.setStart(element, 0);
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (let at = node.data.indexOf('\n'); at >= 0; at = node.data.indexOf('\n', at + 1)) {
      current.setEnd(node, at);
      ranges.push(current);
      current = document.createRange();
      current.setStart(node, at + 1);
    }
  }
  current.setEnd(element, element.childNodes.length);
  ranges.push(current);
  return ranges;
}
