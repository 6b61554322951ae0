import { useEffect, useMemo, useState } from 'react';
import type { TraceEvent } from '../../runtime/trace/events';
import { Tabs, type TabItem } from '../shell/Tabs';
import { loadedTraceViews, whenTraceViewsLoad, type TraceViews } from './lazy/traceViewsLoader';
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
  // The Messages badge counts what the view lists, with the views' code once it is here: it
  // arrives with the first run, often after that run's events, so the badges are counted again then.
  const [views, setViews] = useState(loadedTraceViews);
  useEffect(() => (views ? undefined : whenTraceViewsLoad(setViews)), [views]);
  const badges = useMemo(() => safeBadges(events, views), [events, views]);
  const current = panels.find((panel) => panel.id === selected) ?? panels[0];
  const tabs: TabItem<PanelId>[] = panels.map(({ id, label, Component }) => ({
    id,
    label,
    badge: badges[id],
    render: () => <Component events={events} phase={phase} />,
  }));
  return (
    <Tabs<PanelId>
      tabs={tabs}
      label="Run views"
      className="view-tabs"
      selected={current.id}
      onSelect={setSelected}
      resetKey={events[0]}
    />
  );
}

/** Badges are a nicety: an event they cannot read leaves the tabs without them, never blank. */
function safeBadges(events: readonly TraceEvent[], views: TraceViews | undefined): ReturnType<typeof tabBadges> {
  try {
    return tabBadges(events, views?.wireMessageCount);
  } catch {
    return {};
  }
}
