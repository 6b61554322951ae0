/** What the Compare dialog says about the differences Monaco found. */
export function changesText(changes: number): string {
  if (changes === 0) return 'Your code is the same as the solution.';
  return `${changes} ${changes === 1 ? 'place differs' : 'places differ'} between your code and the solution.`;
}
