import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ViewErrorBoundary } from '../workbench/ViewErrorBoundary';
import { useTabList } from '../hooks/useTabList';

// The run's panels as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and
// open them). Only the open tab's panel is rendered: a trace view costs nothing while it is hidden.
// The panel area is as tall as PANEL_MIN_PX from the start, grows with its content up to
// PANEL_MAX_PX (embed.css) and never shrinks: switching tabs or running again does not move the
// post around the embed. When a panel's content scrolls, a line at its foot says so.

export interface EmbedTab {
  id: string;
  label: string;
  /** A short figure beside the label, such as "3/4" checks passed. */
  badge?: { text: string; tone: 'pass' | 'fail' | 'neutral'; /** What the figure means, for screen readers. */ label: string };
  render(): ReactNode;
}

export function EmbedTabs({ tabs, stable = true }: { tabs: readonly EmbedTab[]; stable?: boolean }) {
  const [chosen, setChosen] = useState(tabs[0]?.id);
  const selected = tabs.some((tab) => tab.id === chosen) ? chosen : tabs[0]?.id;
  const prefix = useId();
  const { onKeyDown, tabProps } = useTabList(tabs.map((tab) => tab.id), selected, setChosen);
  const area = useRef<HTMLDivElement>(null);
  const scrolls = usePanelScrolls(area, selected);
  useNeverShrink(area, stable);

  if (tabs.length === 0) return null;
  return (
    <div className="embed-tabs">
      <div role="tablist" aria-label="Run output" className="embed-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button key={tab.id} {...tabProps(tab.id)} id={`${prefix}tab-${tab.id}`} aria-controls={`${prefix}panel-${tab.id}`} className="embed-tabs__tab">
            {tab.label}
            {tab.badge && (
              <span className="embed-tabs__badge" data-tone={tab.badge.tone}>
                <span aria-hidden="true">{tab.badge.text}</span>
                <span className="visually-hidden"> ({tab.badge.label})</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div ref={area} className="embed-tabs__area">
        {tabs.map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${prefix}panel-${tab.id}`}
            aria-labelledby={`${prefix}tab-${tab.id}`}
            className="embed-tabs__panel"
            hidden={tab.id !== selected}
          >
            {tab.id === selected && <ViewErrorBoundary what={`the ${tab.label} view`}>{tab.render()}</ViewErrorBoundary>}
          </div>
        ))}
        {scrolls && (
          <p className="embed-tabs__more" aria-hidden="true">
            More below: scroll inside this panel
          </p>
        )}
      </div>
    </div>
  );
}

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
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const check = () => {
      const open = '.embed-tabs__panel:not([hidden])';
      const near = `${open} > *, ${open} > * > *, ${open} > * > * > *`;
      const scrollers = [element, ...Array.from(element.querySelectorAll<HTMLElement>(near))].filter(
        (candidate) => candidate.scrollHeight > candidate.clientHeight + 2 && /auto|scroll/.test(getComputedStyle(candidate).overflowY),
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
