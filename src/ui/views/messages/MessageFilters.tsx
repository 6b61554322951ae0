import { showHiddenChars } from '../shared/hiddenChars';
import { useId } from 'react';
import type { Lane } from '../shared/lanes';
import { KIND_FILTERS, type KindFilter } from './timeline';

// The timeline's filters: one connection or all, which kinds, and a search on method names.

const KIND_LABELS: Record<KindFilter, string> = {
  requests: 'Requests',
  results: 'Results',
  notifications: 'Notifications',
  errors: 'Errors',
};

interface MessageFiltersProps {
  lanes: readonly Lane[];
  link?: string;
  onLink(link: string | undefined): void;
  kinds: ReadonlySet<KindFilter>;
  onKinds(kinds: ReadonlySet<KindFilter>): void;
  search: string;
  onSearch(search: string): void;
}

export function MessageFilters({ lanes, link, onLink, kinds, onKinds, search, onSearch }: MessageFiltersProps) {
  const id = useId();
  const toggle = (kind: KindFilter) => {
    const next = new Set(kinds);
    if (!next.delete(kind)) next.add(kind);
    onKinds(next);
  };
  return (
    <div className="view-filters" role="group" aria-label="Filter messages">
      {lanes.length > 1 && (
        <span className="view-filters__field">
          <label htmlFor={`${id}-lane`}>Connection</label>
          <select id={`${id}-lane`} value={link ?? ''} onChange={(event) => onLink(event.target.value || undefined)}>
            <option value="">All {lanes.length}</option>
            {lanes.map((lane) => (
              <option key={lane.link} value={lane.link}>
                {lane.number}: {showHiddenChars(lane.title)}
              </option>
            ))}
          </select>
        </span>
      )}
      <span className="view-filters__chips">
        {KIND_FILTERS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`chip chip--${kind}`}
            aria-pressed={kinds.has(kind)}
            onClick={() => toggle(kind)}
          >
            {KIND_LABELS[kind]}
          </button>
        ))}
      </span>
      <input
        type="search"
        className="view-filters__search"
        aria-label="Search by method"
        placeholder="Search methods…"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
    </div>
  );
}
