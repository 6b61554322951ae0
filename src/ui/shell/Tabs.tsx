import { useId, type ReactNode, type RefObject } from 'react';
import { useTabList } from '../hooks/useTabList';
import { ViewErrorBoundary } from './ViewErrorBoundary';

// Tabs in the WAI-ARIA tabs pattern, for the run views of a lesson or the playground and for an
// embed's output: arrow keys, Home and End move between tabs and open them; only the open tab's
// content is rendered, inside an error boundary. A badge beside a label carries its meaning for
// screen readers. Each user styles it through its own class prefix (`${className}__tab`, …).

export interface TabBadge {
  text: string;
  tone: string;
  /** What the figure means, for screen readers: "2 of 4 checks passed". */
  label: string;
}

export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
  badge?: TabBadge;
  render(): ReactNode;
}

interface TabsProps<Id extends string> {
  tabs: readonly TabItem<Id>[];
  /** The tab list's accessible name. */
  label: string;
  className: string;
  selected: Id;
  onSelect(id: Id): void;
  /** The element around the panels, for measuring them. */
  areaRef?: RefObject<HTMLDivElement | null>;
  /** A new value clears a view's error boundary (a new run). */
  resetKey?: unknown;
  /** Shown under the panels, inside the area. */
  children?: ReactNode;
}

export function Tabs<Id extends string>({
  tabs,
  label,
  className,
  selected,
  onSelect,
  areaRef,
  resetKey,
  children,
}: TabsProps<Id>) {
  const prefix = useId();
  const { onKeyDown, tabProps } = useTabList(
    tabs.map((tab) => tab.id),
    selected,
    onSelect,
  );
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={`${className}__list`} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            {...tabProps(tab.id)}
            id={`${prefix}tab-${tab.id}`}
            aria-controls={`${prefix}panel-${tab.id}`}
            className={`${className}__tab`}
          >
            {tab.label}
            {tab.badge && (
              <span className={`${className}__badge ${className}__badge--${tab.badge.tone}`} data-tone={tab.badge.tone}>
                <span aria-hidden="true">{tab.badge.text}</span>
                <span className="visually-hidden"> ({tab.badge.label})</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div ref={areaRef} className={`${className}__area`}>
        {tabs.map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${prefix}panel-${tab.id}`}
            aria-labelledby={`${prefix}tab-${tab.id}`}
            className={`${className}__panel`}
            hidden={tab.id !== selected}
          >
            {tab.id === selected && (
              <ViewErrorBoundary what={`the ${tab.label} view`} resetKey={resetKey}>
                {tab.render()}
              </ViewErrorBoundary>
            )}
          </div>
        ))}
        {children}
      </div>
    </div>
  );
}
