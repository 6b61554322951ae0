import type { RunRecord } from '../../runtime/trace/events';
import { PlayIcon, SpinnerIcon, StopIcon } from '../icons';
import { runShortcutLabel } from '../hooks/useRunShortcut';
import { runStatusText } from './runErrorText';

interface RunControlsProps {
  ready: boolean;
  running: boolean;
  record?: RunRecord;
  timeLimitMs: number;
  onRun(): void;
  onStop(): void;
  /** What the finished run's checks came to, announced with the run's ending: "checks: 2 of 3 passed". */
  tally?: string;
}

/** Run, which turns into Stop while the code runs, and a short live status beside it. */
export function RunControls({ ready, running, record, timeLimitMs, onRun, onStop, tally }: RunControlsProps) {
  const shortcut = runShortcutLabel();
  return (
    <>
      {/* One element for both states, so keyboard focus stays put when Run becomes Stop. */}
      <button
        type="button"
        className={`button run-button ${running ? 'button--danger' : 'button--primary'}`}
        disabled={!ready && !running}
        onClick={running ? onStop : onRun}
        aria-keyshortcuts={running ? undefined : 'Control+Enter Meta+Enter'}
        title={running ? 'Stop the run' : ready ? `Run the code (${shortcut})` : 'Starting the code runner…'}
      >
        {running ? (
          <>
            <StopIcon />
            Stop
          </>
        ) : ready ? (
          <>
            <PlayIcon />
            Run
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the <kbd> is not focusable; the button itself carries the shortcut */}
            <kbd className="run-button__shortcut" aria-hidden="true">
              {shortcut}
            </kbd>
          </>
        ) : (
          <>
            <SpinnerIcon />
            Starting…
          </>
        )}
      </button>
      <span className={`run-status${record && !running ? ` run-status--${record.status}` : ''}`} role="status">
        {running ? (
          <>
            <SpinnerIcon />
            Running…
          </>
        ) : record ? (
          <>
            {runStatusText(record, timeLimitMs)}
            {/* Announced with the status; the Checks panel shows it, and on screen it would wrap the bar and move the editor. */}
            {tally && <span className="visually-hidden"> · {tally}</span>}
          </>
        ) : null}
      </span>
    </>
  );
}
