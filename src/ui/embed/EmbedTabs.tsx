import { ViewErrorBoundary } from '../workbench/ViewErrorBoundary';
import { useId, useState, type ReactNode } from 'react';
import { useTabList } from '../hooks/useTabList';

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
  const { onKeyDown, tabProps } = useTabList(tabs.map((tab) => tab.id), selected, setChosen);

  if (tabs.length === 0) return null;
  return (
    <div className="embed-tabs">
      <div role="tablist" aria-label="Run output" className="embed-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button key={tab.id} {...tabProps(tab.id)} id={`${prefix}tab-${tab.id}`} aria-controls={`${prefix}panel-${tab.id}`} className="embed-tabs__tab">
            {tab.label}
            {tab.badge && (
              <span className="embed-tabs__badge" data-tone={tab.badge.tone} aria-hidden="true">
                {tab.badge.text}
              </span>
            )}
          </button>
        ))}
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
          {tab.id === selected && <ViewErrorBoundary what={`the ${tab.label} view`}>{tab.render()}</ViewErrorBoundary>}
        </div>
      ))}
    </div>
  );
}
