import type { LanePage } from './lanePages';
import { pageOfLane } from './lanePages';

// Moves through a run's connections a page at a time, and to the one the latest event touched.

interface LanePagerProps {
  page: LanePage;
  total: number;
  /** 0-based index of the lane the latest event touched, or -1. */
  activeIndex: number;
  onPage(page: number): void;
}

export function LanePager({ page, total, activeIndex, onPage }: LanePagerProps) {
  const activeElsewhere = activeIndex >= 0 && pageOfLane(activeIndex) !== page.page;
  return (
    <nav className="chain__pager" aria-label="Connections shown">
      <button
        type="button"
        className="button button--small"
        disabled={page.page === 0}
        onClick={() => onPage(page.page - 1)}
      >
        Previous connections
      </button>
      <span className="chain__pager-range" aria-live="polite">
        Connections {(page.start + 1).toLocaleString('en-US')}–{page.end.toLocaleString('en-US')} of{' '}
        {total.toLocaleString('en-US')}
      </span>
      <button
        type="button"
        className="button button--small"
        disabled={page.page >= page.pages - 1}
        onClick={() => onPage(page.page + 1)}
      >
        Next connections
      </button>
      {activeElsewhere && (
        <button type="button" className="button button--small" onClick={() => onPage(pageOfLane(activeIndex))}>
          Show connection {(activeIndex + 1).toLocaleString('en-US')} (the latest event)
        </button>
      )}
    </nav>
  );
}
