// Summaries for bench samples: the median is the headline (robust to one slow outlier on a
// 2-core machine); min and max show how noisy the run was.

export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarize(values) {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { median: null, min: null, max: null, n: 0 };
  return {
    median: round(median(finite)),
    min: round(Math.min(...finite)),
    max: round(Math.max(...finite)),
    n: finite.length,
  };
}

/** Milliseconds to one decimal, byte counts stay whole. */
export function round(value) {
  return Number.isInteger(value) ? value : Math.round(value * 10) / 10;
}
