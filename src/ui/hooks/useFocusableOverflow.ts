import { useEffect, type RefObject } from 'react';

// A box that scrolls (a code block or table too wide for its column, a results panel too short for
// its list) must be reachable from the keyboard (WCAG 2.1.1, axe "scrollable-region-focusable").
// Only the ones that overflow get a tab stop: a box that shows all it holds stays out of the tab order.
// Watched: the root, each box and what each box holds (a tab shown in it, lines added to it).

export function useFocusableOverflow(ref: RefObject<HTMLElement | null>, selector: string, key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger: new content may overflow
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const boxes = [...root.querySelectorAll<HTMLElement>(selector)];
    const update = () => {
      for (const element of boxes) {
        const overflows =
          element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
        if (overflows && !element.hasAttribute('tabindex')) element.tabIndex = 0;
        if (!overflows && element.getAttribute('tabindex') === '0') element.removeAttribute('tabindex');
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(root);
    for (const element of boxes) {
      observer.observe(element);
      for (const child of element.children) observer.observe(child);
    }
    return () => observer.disconnect();
  }, [ref, selector, key]);
}
