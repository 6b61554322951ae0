import { useMemo, useState } from 'react';
import type { TraceEvent } from '../../runtime/trace/events';
import { Tabs, type TabItem } from '../shell/Tabs';
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
  const badges = useMemo(() => safeBadges(events), [events]);
  const current = panels.find((panel) => panel.id === selected) ?? panels[0];
  const tabs: TabItem<PanelId>[] = panels.map(({ id, label, Component }) => ({ id, label, badge: badges[id], render: () => <Component events={events} phase={phase} /> }));
  return <Tabs<PanelId> tabs={tabs} label="Run views" className="view-tabs" selected={current.id} onSelect={setSelected} resetKey={events[0]} />;
}

/** Badges are a nicety: an event they cannot read leaves the tabs without them, never blank. */
function safeBadges(events: readonly TraceEvent[]): ReturnType<typeof tabBadges> {
  try {
    return tabBadges(events);
  } catch {
    return {};
  }
}
