// The WAI-ARIA tabs pattern's keys: the arrows move to the next or previous tab (wrapping around at
// either end), Home to the first and End to the last.

/** The tab that `key` moves to from `current`, or undefined when the key is not one of the pattern's. */
export function tabAfterKey<Id>(ids: readonly Id[], current: Id, key: string): Id | undefined {
  if (ids.length === 0) return undefined;
  const index = ids.indexOf(current);
  const target =
    key === 'ArrowRight'
      ? index + 1
      : key === 'ArrowLeft'
        ? index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? ids.length - 1
            : undefined;
  return target === undefined ? undefined : ids[(target + ids.length) % ids.length];
}
