import { type KeyboardEvent, type ReactNode, useMemo } from 'react';
import { PlayIcon } from '../../icons';
import { describeEvent } from '../shared/describeEvent';
import { showHiddenChars } from '../shared/hiddenChars';
import { runLanes } from '../shared/lanes';
import {
  EndIcon,
  JumpBackIcon,
  JumpForwardIcon,
  PauseIcon,
  StartIcon,
  StepBackIcon,
  StepForwardIcon,
} from '../shared/viewIcons';
import type { Replay } from './useReplay';
import './replay.css';

// Replay controls: step through the run event by event (← →), message by message (Shift+← →),
// jump to the start or the end (Home, End), play, or drag the scrubber. Every view below shows
// the run as it was at the chosen step. It has nothing to show before a run, so its code comes with
// the views' (traceViews.ts, asked for when the first run starts): RunViews draws it once that is here.

export function ReplayBar({ replay, running }: { replay: Replay; running: boolean }) {
  const { step, total, enabled, visible } = replay;
  const last = visible[visible.length - 1];
  // The sentence names instances: the whole run's names, computed once per run, not per step.
  // While the run streams in, the bar only counts.
  const lanes = useMemo(() => (running ? undefined : runLanes(replay.events)), [running, replay.events]);
  // A caption names what the program named: its hidden characters show as tokens (hiddenChars.ts).
  const caption = last && lanes ? showHiddenChars(describeEvent(last, lanes)) : undefined;
  if (total === 0 && !running) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!enabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const onScrubber = (event.target as HTMLElement).getAttribute('type') === 'range';
    const act = (action: () => void) => {
      event.preventDefault();
      action();
    };
    switch (event.key) {
      case 'ArrowLeft':
        if (event.shiftKey) act(replay.previousMessage);
        else if (!onScrubber) act(() => replay.stepBy(-1));
        break;
      case 'ArrowRight':
        if (event.shiftKey) act(replay.nextMessage);
        else if (!onScrubber) act(() => replay.stepBy(1));
        break;
      case 'Home':
        if (!onScrubber) act(() => replay.go(0));
        break;
      case 'End':
        if (!onScrubber) act(() => replay.go(total));
        break;
    }
  };

  const position = running ? `Live · ${total} events` : `Step ${step} of ${total}`;
  const stepText = running
    ? 'The views follow the run as it goes.'
    : step === 0
      ? 'Before the first event'
      : `Event ${step}: ${caption ?? ''}`;

  return (
    <div className="replay" role="group" aria-label="Replay" onKeyDown={onKeyDown}>
      <div className="replay__controls">
        <ReplayButton label="Start" shortcut="Home" disabled={!enabled || step === 0} onClick={() => replay.go(0)}>
          <StartIcon />
        </ReplayButton>
        <ReplayButton
          label="Previous message"
          shortcut="Shift+ArrowLeft"
          disabled={!enabled || step === 0}
          onClick={replay.previousMessage}
        >
          <JumpBackIcon />
        </ReplayButton>
        <ReplayButton
          label="Previous event"
          shortcut="ArrowLeft"
          disabled={!enabled || step === 0}
          onClick={() => replay.stepBy(-1)}
        >
          <StepBackIcon />
        </ReplayButton>
        <ReplayButton label={replay.playing ? 'Pause' : 'Play'} disabled={!enabled} onClick={replay.togglePlay} primary>
          {replay.playing ? <PauseIcon /> : <PlayIcon />}
        </ReplayButton>
        <ReplayButton
          label="Next event"
          shortcut="ArrowRight"
          disabled={!enabled || step === total}
          onClick={() => replay.stepBy(1)}
        >
          <StepForwardIcon />
        </ReplayButton>
        <ReplayButton
          label="Next message"
          shortcut="Shift+ArrowRight"
          disabled={!enabled || step === total}
          onClick={replay.nextMessage}
        >
          <JumpForwardIcon />
        </ReplayButton>
        <ReplayButton label="End" shortcut="End" disabled={!enabled || step === total} onClick={() => replay.go(total)}>
          <EndIcon />
        </ReplayButton>
        <span className="replay__position" aria-hidden="true">
          {position}
        </span>
      </div>
      <input
        className="replay__scrubber"
        type="range"
        min={0}
        max={total}
        step={1}
        value={step}
        disabled={!enabled}
        aria-label="Replay position"
        aria-valuetext={`${position}. ${stepText}`}
        onChange={(event) => replay.go(Number(event.target.value))}
      />
      <p className="replay__caption" aria-live={running ? 'off' : 'polite'}>
        <span className="visually-hidden">{position}. </span>
        {stepText}
      </p>
    </div>
  );
}

interface ReplayButtonProps {
  label: string;
  shortcut?: string;
  disabled: boolean;
  primary?: boolean;
  onClick(): void;
  children: ReactNode;
}

// aria-disabled rather than disabled: a button that runs out of steps keeps the keyboard focus,
// so ← and → go on working from it.
function ReplayButton({ label, shortcut, disabled, primary, onClick, children }: ReplayButtonProps) {
  return (
    <button
      type="button"
      className={primary ? 'replay__button replay__button--primary' : 'replay__button'}
      aria-label={label}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut.replace('Arrow', '').replace('Shift+', 'Shift + ')})` : label}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
    >
      {children}
    </button>
  );
}
