import { describe, expect, it } from 'vitest';
import { prefixOffsets, visibleRange } from './virtualRange';

describe('windowed list arithmetic', () => {
  it('adds up row heights, measured ones included', () => {
    const offsets = prefixOffsets(4, (i) => (i === 1 ? 100 : 40));
    expect([...offsets]).toEqual([0, 40, 140, 180, 220]);
  });

  it('shows only the rows that meet the viewport, plus the overscan', () => {
    const offsets = prefixOffsets(5000, () => 40);
    expect(visibleRange(offsets, 0, 400, 0)).toEqual({ start: 0, end: 10 });
    expect(visibleRange(offsets, 4000, 400, 0)).toEqual({ start: 100, end: 110 });
    expect(visibleRange(offsets, 4000, 400, 80)).toEqual({ start: 98, end: 112 });
    expect(visibleRange(offsets, 10_000_000, 400, 0)).toEqual({ start: 4999, end: 5000 });
  });

  it('handles an empty list and a row taller than the viewport', () => {
    expect(
      visibleRange(
        prefixOffsets(0, () => 40),
        0,
        400,
        0,
      ),
    ).toEqual({ start: 0, end: 0 });
    const offsets = prefixOffsets(3, (i) => (i === 1 ? 2000 : 40));
    expect(visibleRange(offsets, 500, 400, 0)).toEqual({ start: 1, end: 2 });
  });
});
