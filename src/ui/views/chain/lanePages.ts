// A run of thousands of connections is drawn a page of lanes at a time: the diagram, its text
// alternative and the caption stay as quick to draw as for a lesson's two or three connections.

/** Lanes drawn at once. Lessons use at most a handful, so they never see the pager. */
export const LANES_PER_PAGE = 12;

export interface LanePage {
  /** 0-based index of the first lane shown. */
  start: number;
  /** One past the last lane shown. */
  end: number;
  /** 0-based page number, and how many pages there are. */
  page: number;
  pages: number;
}

/** The page holding `page` (clamped into range, so a run that shrank never shows an empty page). */
export function lanePage(laneCount: number, page: number): LanePage {
  const pages = Math.max(1, Math.ceil(laneCount / LANES_PER_PAGE));
  const at = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  const start = at * LANES_PER_PAGE;
  return { start, end: Math.min(laneCount, start + LANES_PER_PAGE), page: at, pages };
}

/** The page a 0-based lane index is on. */
export function pageOfLane(index: number): number {
  return Math.floor(Math.max(0, index) / LANES_PER_PAGE);
}
