import { lazy, Suspense, useEffect, useState } from 'react';
import type { RunRecord } from '../../../runtime/trace/events';
import { ViewErrorBoundary } from '../../shell/ViewErrorBoundary';

// Where "Pin this run" goes, above the run views. Its code (RunPinBar.tsx, with the run numbering)
// is fetched once the first run has finished, so the lesson's first load does not carry it; from
// then on it stays, through later runs, so the pinned run stays with it. If it cannot be fetched
// (offline), the boundary says so there, and the rest of the workbench is untouched.

const RunPinBar = lazy(() => import('./RunPinBar'));

interface PinBarSlotProps {
  /** The last finished run; undefined while a run is going. */
  record?: RunRecord;
  running: boolean;
  timeLimitMs: number;
}

export function PinBarSlot({ record, running, timeLimitMs }: PinBarSlotProps) {
  const [finishedOne, setFinishedOne] = useState(false);
  useEffect(() => {
    if (record) setFinishedOne(true);
  }, [record]);
  if (!finishedOne && !record) return null;
  return (
    <ViewErrorBoundary
      what="Compare runs"
      message="Compare runs could not be loaded (is the connection down?). Reload the page to try again."
    >
      <Suspense fallback={null}>
        <RunPinBar record={record} running={running} timeLimitMs={timeLimitMs} />
      </Suspense>
    </ViewErrorBoundary>
  );
}
