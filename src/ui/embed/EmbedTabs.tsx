import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

// The run's panels as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and
// open them). Only the open tab's panel is rendered: a trace view costs nothing while it is hidden.

export interface EmbedTab {
  id: string;
  label: string;
  /** A short figure beside the label, such as "3/4" checks passed. */
  badge?: { text: string; tone: 'pass' | 'fail' | 'neutral' };
  render(): ReactNode;
}

export function EmbedTabs({ tabs }: { tabs: readonly EmbedTab[] }) {
  const [chosen, setChosen] = useState(tabs[0]?.id);
  const selected = tabs.some((tab) => tab.id === chosen) ? chosen : tabs[0]?.id;
  const prefix = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus: boolean) => {
    setChosen(id);
    if (focus) buttons.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined || tabs.length === 0) return;
    event.preventDefault();
    select(tabs[(target + tabs.length) % tabs.length].id, true);
  };

  if (tabs.length === 0) return null;
  return (
    <div className="embed-tabs">
      <div role="tablist" aria-label="Run output" className="embed-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${prefix}tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${prefix}panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="embed-tabs__tab"
              onClick={() => select(tab.id, false)}
            >
              {tab.label}
              {tab.badge && (
                <span className="embed-tabs__badge" data-tone={tab.badge.tone} aria-hidden="true">
                  {tab.badge.text}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}panel-${tab.id}`}
          aria-labelledby={`${prefix}tab-${tab.id}`}
          className="embed-tabs__panel"
          hidden={tab.id !== selected}
        >
          {tab.id === selected && tab.render()}
        </div>
      ))}
    </div>
  );
}
