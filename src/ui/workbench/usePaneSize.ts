import { useCallback, useEffect, useState } from 'react';
import { storageKeys } from '../persistence/keys';
import { appStorage } from '../persistence/safeStorage';

// Where the learner put a split, remembered in this browser. Read after hydration (the prerendered
// page draws the default); storage that fails keeps the size for this tab only (safeStorage).

export interface PaneSize {
  /** Percentage of the split's length given to its first pane. */
  value: number;
  /** While dragging: the size changes on screen; `commit` keeps it. */
  set(value: number): void;
  commit(value: number): void;
}

export function clampSize(value: number, min: number, max: number): number {
  return Math.round(Math.min(max, Math.max(min, value)) * 10) / 10;
}

export function usePaneSize(split: string, initial: number, min: number, max: number): PaneSize {
  const [value, setValue] = useState(initial);
  const key = storageKeys.paneSize(split);
  useEffect(() => {
    const stored = Number(appStorage.get(key));
    if (appStorage.get(key) !== undefined && Number.isFinite(stored)) setValue(clampSize(stored, min, max));
  }, [key, min, max]);
  const set = useCallback((next: number) => setValue(clampSize(next, min, max)), [min, max]);
  const commit = useCallback(
    (next: number) => {
      const size = clampSize(next, min, max);
      setValue(size);
      appStorage.set(key, String(size));
    },
    [key, min, max],
  );
  return { value, set, commit };
}
