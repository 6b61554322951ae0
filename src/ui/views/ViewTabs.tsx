import { useId, useMemo, useState } from 'react';
import type { TraceEvent } from '../../runtime/trace/events';
import { useTabList } from '../hooks/useTabList';
import { ViewErrorBoundary } from '../workbench/ViewErrorBoundary';
import { loadedTraceViews } from './lazy/traceViewsLoader';
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
  const badges = useMemo(() => safeBadges(events), [events]);
  const current = panels.find((panel) => panel.id === selected) ?? panels[0];
  const { onKeyDown, tabProps } = useTabList(panels.map((panel) => panel.id), current.id, setSelected);

  const { Component } = current;
  return (
    <div className="view-tabs">
      <div className="view-tabs__list" role="tablist" aria-label="Run views" onKeyDown={onKeyDown}>
        {panels.map((panel) => {
          const badge = badges[panel.id];
          return (
            <button key={panel.id} {...tabProps(panel.id)} id={`${id}-tab-${panel.id}`} aria-controls={`${id}-panel`} className="view-tabs__tab">
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
        <ViewErrorBoundary what={`the ${current.label} view`} resetKey={events[0]}>
          <Component events={events} phase={phase} />
        </ViewErrorBoundary>
      </div>
    </div>
  );
}

/** Badges are a nicety: an event they cannot read leaves the tabs without them, never blank. */
function safeBadges(events: readonly TraceEvent[]): ReturnType<typeof tabBadges> {
  try {
    return tabBadges(events, loadedTraceViews()?.wireMessageCount);
  } catch {
    return {};
  }
}
