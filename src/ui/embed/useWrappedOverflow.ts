import { useLayoutEffect, useState, type RefObject } from 'react';

// Whether the code of an embed whose lines wrap takes more rows than max-lines allows. A wrapped
// line takes as many rows as the width makes it, so this is measured, not counted: the editor's
// surface is then held at max-lines rows (embed.css) and "Show all N lines" is offered.

export function useWrappedOverflow(editor: RefObject<HTMLElement | null>, maxPx: number, enabled: boolean): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const text = editor.current?.querySelector<HTMLElement>('.code-editor__code');
    if (!enabled || !text) {
      setOverflows(false);
      return;
    }
    const check = () => setOverflows(text.getBoundingClientRect().height > maxPx + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(text);
    return () => observer.disconnect();
  }, [editor, maxPx, enabled]);
  return overflows;
}
