import { describe, expect, it } from 'vitest';
import { LANES_PER_PAGE, lanePage, pageOfLane } from './lanePages';

describe('lanePage', () => {
  it('shows every lane of a lesson-sized run on one page', () => {
    expect(lanePage(3, 0)).toEqual({ start: 0, end: 3, page: 0, pages: 1 });
  });
  it('splits thousands of lanes into pages and clamps a page out of range', () => {
    expect(lanePage(2000, 1)).toEqual({ start: LANES_PER_PAGE, end: 2 * LANES_PER_PAGE, page: 1, pages: 167 });
    expect(lanePage(2000, 999)).toEqual({ start: 166 * LANES_PER_PAGE, end: 2000, page: 166, pages: 167 });
    expect(lanePage(2000, -4).page).toBe(0);
    expect(lanePage(0, 3)).toEqual({ start: 0, end: 0, page: 0, pages: 1 });
  });
  it('finds the page of a lane', () => {
    expect(pageOfLane(0)).toBe(0);
    expect(pageOfLane(LANES_PER_PAGE)).toBe(1);
    expect(pageOfLane(1999)).toBe(166);
  });
});
