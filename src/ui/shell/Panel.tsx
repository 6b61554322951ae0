import type { ReactNode } from 'react';

// A labelled region of the workbench. The label is the region's accessible name (tests and screen
// readers find "Console", "Checks", … by it), so it stays a plain word.

interface PanelProps {
  label: string;
  /** Short text next to the heading, such as "2 of 4 passing". */
  summary?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Panel({ label, summary, actions, className, children }: PanelProps) {
  return (
    <section aria-label={label} className={className ? `panel ${className}` : 'panel'}>
      <header className="panel__header">
        <h2 className="panel__title">{label}</h2>
        {summary !== undefined && <span className="panel__summary">{summary}</span>}
        {actions && <div className="panel__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
