import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { TraceEvent } from '../../runtime/trace/events';
import { tabBadges } from './tabBadges';
import type { PanelDefinition, PanelId, RunPhase } from './types';
import './viewTabs.css';

// Run views as tabs (WAI-ARIA tabs pattern: arrows move between tabs, the panel follows). Only
// the open tab's view is rendered, so a long run costs one view's work per replay step.

interface ViewTabsProps {
  panels: readonly PanelDefinition[];
  events: readonly TraceEvent[];
  phase: RunPhase;
  initial?: PanelId;
}

export function ViewTabs({ panels, events, phase, initial }: ViewTabsProps) {
  const [selected, setSelected] = useState<PanelId>(initial ?? panels[0].id);
  const id = useId();
  const tabs = useRef(new Map<PanelId, HTMLButtonElement>());
  const badges = useMemo(() => tabBadges(events), [events]);
  const current = panels.find((panel) => panel.id === selected) ?? panels[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = panels.findIndex((panel) => panel.id === current.id);
    const target =
      event.key === 'ArrowRight' ? panels[(index + 1) % panels.length]
      : event.key === 'ArrowLeft' ? panels[(index - 1 + panels.length) % panels.length]
      : event.key === 'Home' ? panels[0]
      : event.key === 'End' ? panels[panels.length - 1]
      : undefined;
    if (!target) return;
    event.preventDefault();
    setSelected(target.id);
    tabs.current.get(target.id)?.focus();
  };

  const { Component } = current;
  return (
    <div className="view-tabs">
      <div className="view-tabs__list" role="tablist" aria-label="Run views" onKeyDown={onKeyDown}>
        {panels.map((panel) => {
          const active = panel.id === current.id;
          const badge = badges[panel.id];
          return (
            <button
              key={panel.id}
              ref={(element) => {
                if (element) tabs.current.set(panel.id, element);
                else tabs.current.delete(panel.id);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${panel.id}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              className="view-tabs__tab"
              onClick={() => setSelected(panel.id)}
            >
              {panel.label}
              {badge && (
                <span className={`view-tabs__badge view-tabs__badge--${badge.tone}`}>
                  <span aria-hidden="true">{badge.text}</span>
                  <span className="visually-hidden"> ({badge.label})</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div className="view-tabs__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.id}`}>
        <Component events={events} phase={phase} />
      </div>
    </div>
  );
}
