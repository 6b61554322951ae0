import { describe, expect, it } from 'vitest';
import { median, summarize } from './stats.mjs';

describe('bench stats', () => {
  it('takes the median of odd and even counts, ignoring missing samples', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null as unknown as number, 2, NaN])).toBe(2);
    expect(median([])).toBeNull();
  });

  it('summarizes with min, max and the number of samples', () => {
    expect(summarize([10.04, 30, 20])).toEqual({ median: 20, min: 10, max: 30, n: 3 });
    expect(summarize([])).toEqual({ median: null, min: null, max: null, n: 0 });
  });
});
