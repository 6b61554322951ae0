// The arithmetic of a windowed list: where each row starts, and which rows a viewport shows.

/** offsets[i] is where row i starts; offsets[count] is the list's whole height. */
export function prefixOffsets(count: number, heightOf: (index: number) => number): Float64Array {
  const offsets = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) offsets[i + 1] = offsets[i] + heightOf(i);
  return offsets;
}

/** The rows [start, end) that meet the viewport, widened by `overscan` pixels on both sides. */
export function visibleRange(
  offsets: Float64Array,
  scrollTop: number,
  viewport: number,
  overscan: number,
): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop - overscan);
  const bottom = scrollTop + viewport + overscan;
  const start = Math.min(count - 1, firstEndingAfter(offsets, top));
  let end = start;
  while (end < count && offsets[end] < bottom) end++;
  return { start, end: Math.max(end, start + 1) };
}

/** The first row whose bottom edge is below `y` (binary search: offsets only grow). */
function firstEndingAfter(offsets: Float64Array, y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (offsets[mid + 1] > y) high = mid;
    else low = mid + 1;
  }
  return low;
}
