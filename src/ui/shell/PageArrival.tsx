import { useLayoutEffect } from 'react';
import { arrived, isFirstPage } from './scrollMemory';

// Drawn after a page's content, once per address: the tab's title, the page's scroll (kept for
// Back and Forward), and after an in-app navigation the keyboard focus on the page's <h1> and
// the live region's sentence (a screen reader hears that a new page is there).

export function PageArrival({ title, announce }: { title: string; announce(text: string): void }) {
  useLayoutEffect(() => {
    document.title = title;
    const first = isFirstPage();
    arrived();
    if (first) return;
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    announce(heading?.textContent ?? title);
  }, [title, announce]);
  return null;
}
