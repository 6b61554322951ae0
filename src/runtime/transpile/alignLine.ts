// Where a column of transpiled code came from in the learner's line. Type stripping keeps the
// lines and the order of what remains, so the transpiled line is (nearly) a subsequence of the
// source line: a longest common subsequence of the two lines maps each kept character back to
// its own place, exactly where Node (whose type stripping blanks types out) reports it.
// (sucrase's own source map drifts after a template literal with `${…}`, so it is not used.)

const MAX_CELLS = 2_000_000;

/** The 0-based source column of the 0-based generated column, or undefined if the lines are too long to align. */
export function alignColumn(generated: string, source: string, column: number): number | undefined {
  const n = generated.length;
  const m = source.length;
  if (n === 0 || m === 0) return Math.min(column, Math.max(0, m - 1));
  if ((n + 1) * (m + 1) > MAX_CELLS) return undefined;
  // lengths[i][j]: LCS of generated[i..] and source[j..], in one flat array.
  const width = m + 1;
  const lengths = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        generated.charCodeAt(i) === source.charCodeAt(j)
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  // Walk the alignment from the start; a generated character with no partner maps to where the
  // next source character is (an insertion sits before what follows it).
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (
      generated.charCodeAt(i) === source.charCodeAt(j) &&
      lengths[i * width + j] === lengths[(i + 1) * width + j + 1] + 1
    ) {
      if (i === column) return j;
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      if (i === column) return j;
      i++;
    } else {
      j++;
    }
  }
  return Math.min(j, m - 1);
}
