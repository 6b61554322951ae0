import { useCallback, useEffect, useState } from 'react';
import type { RunRecord } from '../../../runtime/trace/events';

// Compare two runs: the workbench numbers its finished runs and keeps one the learner pinned. A
// run is the record the page's panels read (useRunSession): pinning keeps that object, so the
// comparison shows what the panels showed, derived by the same views, never a copy made for it.

export interface NumberedRun {
  /** 1 for the first run finished on this page, then 2, 3… */
  number: number;
  record: RunRecord;
  /** The limit it ran under (its status line names it when the run was stopped at it). */
  timeLimitMs: number;
}

interface Runs {
  count: number;
  latest?: NumberedRun;
  pinned?: NumberedRun;
}

export interface RunPin {
  /** The last finished run (kept while the next one is running). */
  latest?: NumberedRun;
  pinned?: NumberedRun;
  pin(): void;
  unpin(): void;
}

export function useRunPin(record: RunRecord | undefined, timeLimitMs: number): RunPin {
  const [runs, setRuns] = useState<Runs>({ count: 0 });
  useEffect(() => {
    if (!record) return;
    setRuns((runs) =>
      runs.latest?.record === record
        ? runs
        : { ...runs, count: runs.count + 1, latest: { number: runs.count + 1, record, timeLimitMs } },
    );
  }, [record, timeLimitMs]);
  const pin = useCallback(() => setRuns((runs) => ({ ...runs, pinned: runs.latest })), []);
  const unpin = useCallback(() => setRuns((runs) => ({ ...runs, pinned: undefined })), []);
  return { latest: runs.latest, pinned: runs.pinned, pin, unpin };
}
