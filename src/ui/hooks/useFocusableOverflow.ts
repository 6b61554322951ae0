import { useEffect, type RefObject } from 'react';

// A code block or table that scrolls sideways must be reachable from the keyboard (WCAG 2.1.1,
// axe "scrollable-region-focusable"). Only the ones that overflow get a tab stop: a short code
// block stays out of the tab order.

export function useFocusableOverflow(ref: RefObject<HTMLElement | null>, selector: string, key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger: new content may overflow
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      for (const element of root.querySelectorAll<HTMLElement>(selector)) {
        const overflows = element.scrollWidth > element.clientWidth + 1;
        if (overflows && !element.hasAttribute('tabindex')) element.tabIndex = 0;
        if (!overflows && element.getAttribute('tabindex') === '0') element.removeAttribute('tabindex');
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(root);
    return () => observer.disconnect();
  }, [ref, selector, key]);
}
