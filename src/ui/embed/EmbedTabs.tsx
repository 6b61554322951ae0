import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Tabs, type TabItem } from '../shell/Tabs';

// The run's panels as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and
// open them). Only the open tab's panel is rendered: a trace view costs nothing while it is hidden.
// The panel area is as tall as PANEL_MIN_PX from the start, grows with its content up to
// PANEL_MAX_PX (embed.css) and never shrinks: switching tabs or running again does not move the
// post around the embed. When a panel's content scrolls, a line at its foot says so.

export type EmbedTab = TabItem;

export function EmbedTabs({ tabs, stable = true }: { tabs: readonly EmbedTab[]; stable?: boolean }) {
  const [chosen, setChosen] = useState(tabs[0]?.id);
  const selected = tabs.some((tab) => tab.id === chosen) ? chosen : tabs[0]?.id;
  const area = useRef<HTMLDivElement>(null);
  const scrolls = usePanelScrolls(area, selected);
  useNeverShrink(area, stable);
  useChosenTabInView(area, selected);

  if (tabs.length === 0 || selected === undefined) return null;
  return (
    <Tabs tabs={tabs} label="Run output" className="embed-tabs" selected={selected} onSelect={setChosen} areaRef={area}>
      {scrolls && (
        <p className="embed-tabs__more" aria-hidden="true">
          More below: scroll inside this panel
        </p>
      )}
    </Tabs>
  );
}

/**
 * Scrolls the tab strip (one row, scrolling sideways on a phone: embed.css) so that the open tab shows
 * whole, clear of the edge's shadow. The strip alone: scrollIntoView could also scroll the post.
 */
function useChosenTabInView(area: RefObject<HTMLDivElement | null>, selected: string | undefined): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selected tab is the trigger
  useLayoutEffect(() => {
    const list = area.current?.parentElement?.querySelector<HTMLElement>('[role="tablist"]');
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    const strip = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < strip.left) list.scrollLeft -= strip.left - box.left + EDGE_PX;
    else if (box.right > strip.right) list.scrollLeft += box.right - strip.right + EDGE_PX;
  }, [area, selected]);
}

/** Room left between the open tab and the strip's edge, where the shadow of more tabs is drawn. */
const EDGE_PX = 8;

/** Keeps the panel area at the tallest it has been (its min-height), so a shorter tab does not shrink the embed. */
function useNeverShrink(area: RefObject<HTMLDivElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || !enabled) return;
    let tallest = 0;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      if (height <= tallest) return;
      tallest = height;
      element.style.minHeight = `${Math.ceil(height)}px`;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [area, enabled]);
}

/** Whether the open panel has an inner scroller with more content below what shows. */
function usePanelScrolls(area: RefObject<HTMLDivElement | null>, selected: string | undefined): boolean {
  const [scrolls, setScrolls] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selected tab is the trigger: another panel may scroll
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const check = () => {
      const open = '.embed-tabs__panel:not([hidden])';
      const near = `${open} > *, ${open} > * > *, ${open} > * > * > *`;
      const scrollers = [element, ...Array.from(element.querySelectorAll<HTMLElement>(near))].filter(
        (candidate) =>
          candidate.scrollHeight > candidate.clientHeight + 2 &&
          /auto|scroll/.test(getComputedStyle(candidate).overflowY),
      );
      setScrolls(scrollers.some((scroller) => scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 2));
    };
    check();
    const resized = new ResizeObserver(check);
    resized.observe(element);
    const changed = new MutationObserver(check);
    changed.observe(element, { subtree: true, childList: true, characterData: true });
    element.addEventListener('scroll', check, { capture: true, passive: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
      element.removeEventListener('scroll', check, { capture: true });
    };
  }, [area, selected]);
  return scrolls;
}
