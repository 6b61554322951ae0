import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '../../icons';
import type { RunRecord } from '../../../runtime/trace/events';
import { useRunPin } from './useRunPin';
import './runCompare.css';

// The bar above the run views once a run has finished: "Pin this run", then, after the next run,
// "Compare" (the dialog, a chunk of its own) and "Unpin". A chunk of its own too (PinBarSlot.tsx):
// mounted when the first run ends, it numbers that run 1 and each later one as it finishes.

const RunCompareDialog = lazy(() => import('./RunCompareDialog'));

interface RunPinBarProps {
  record?: RunRecord;
  running: boolean;
  timeLimitMs: number;
}

export default function RunPinBar({ record, running, timeLimitMs }: RunPinBarProps) {
  const pin = useRunPin(record, timeLimitMs);
  const { latest, pinned } = pin;
  const [comparing, setComparing] = useState(false);
  const compareButton = useRef<HTMLButtonElement>(null);
  if (!latest) return null;
  const newer = pinned && latest.number > pinned.number ? latest : undefined;

  return (
    <div className="run-pin" role="group" aria-label="Compare runs">
      <p className="run-pin__text" aria-live="polite">
        {!pinned && <>Run {latest.number} finished.</>}
        {pinned && !newer && (
          <>
            Run {pinned.number} is pinned. {running ? 'Running…' : 'Change the code and run again to compare.'}
          </>
        )}
        {pinned && newer && (
          <>
            Run {pinned.number} pinned, run {newer.number} is the latest.
          </>
        )}
      </p>
      {!pinned && (
        <button
          type="button"
          className="button button--small"
          onClick={pin.pin}
          title="Keep this run, to see it beside your next one"
        >
          <PinIcon />
          Pin this run
        </button>
      )}
      {newer && (
        <button
          ref={compareButton}
          type="button"
          className="button button--small button--primary"
          aria-haspopup="dialog"
          onClick={() => setComparing(true)}
        >
          Compare run {pinned!.number} with run {newer.number}
        </button>
      )}
      {pinned && (
        <button type="button" className="button button--small" onClick={pin.unpin}>
          Unpin
        </button>
      )}
      {comparing && pinned && newer && (
        <Suspense fallback={null}>
          <RunCompareDialog
            pinned={pinned}
            latest={newer}
            onClose={() => {
              setComparing(false);
              compareButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function PinIcon() {
  return (
    <Icon>
      <path d="M9 4h6l-1 6 3 3v2H7v-2l3-3-1-6zM12 15v5" />
    </Icon>
  );
}
