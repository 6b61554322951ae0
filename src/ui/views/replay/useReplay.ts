import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TraceEvent } from '../../../runtime/trace/events';
import { clampStep, eventsUpTo, messageSteps, nextMessageStep, previousMessageStep } from './replaySteps';

// The replay position of the page's run. While a run streams in, the views follow its end; once
// it has finished, the learner can step, play and scrub. A new run starts at its live end again.

export interface Replay {
  /** How many events the views show. */
  step: number;
  total: number;
  /** The views follow the end of the run (nothing pinned). */
  atEnd: boolean;
  /** The whole run. */
  events: readonly TraceEvent[];
  /** The events the views show: one slice, taken here, for every view. */
  visible: readonly TraceEvent[];
  playing: boolean;
  /** Stepping is possible: a run has finished and recorded something. */
  enabled: boolean;
  go(step: number): void;
  stepBy(delta: number): void;
  nextMessage(): void;
  previousMessage(): void;
  togglePlay(): void;
}

const PLAY_INTERVAL_MS = 450;

export function useReplay(events: readonly TraceEvent[], running: boolean): Replay {
  const [pinned, setPinned] = useState<number>();
  const [playing, setPlaying] = useState(false);
  const total = events.length;
  const step = pinned === undefined ? total : clampStep(pinned, total);
  const enabled = !running && total > 0;

  // Each run starts live, at its own end.
  useEffect(() => {
    if (!running) return;
    setPinned(undefined);
    setPlaying(false);
  }, [running]);

  const go = useCallback(
    (target: number) => {
      setPlaying(false);
      setPinned(clampStep(target, total) === total ? undefined : clampStep(target, total));
    },
    [total],
  );

  useEffect(() => {
    if (!playing) return;
    if (step >= total) {
      setPlaying(false);
      setPinned(undefined);
      return;
    }
    const timer = setTimeout(() => setPinned(step + 1), PLAY_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, step, total]);

  const togglePlay = useCallback(() => {
    if (playing) {
      setPlaying(false);
      return;
    }
    // Playing from the end replays the run from its start.
    setPinned((current) => (current === undefined || current >= total ? 0 : current));
    setPlaying(true);
  }, [playing, total]);

  const visible = useMemo(() => eventsUpTo(events, step), [events, step]);
  // Where the messages are, worked out on the first step by message: a run nobody steps through costs nothing.
  const messages = useRef<{ events: readonly TraceEvent[]; steps: number[] }>(undefined);
  const messageStepsOfRun = () => {
    if (messages.current?.events !== events) messages.current = { events, steps: messageSteps(events) };
    return messages.current.steps;
  };

  return {
    step,
    total,
    atEnd: step === total,
    events,
    visible,
    playing,
    enabled,
    go,
    stepBy: (delta) => go(step + delta),
    nextMessage: () => go(nextMessageStep(messageStepsOfRun(), step, total)),
    previousMessage: () => go(previousMessageStep(messageStepsOfRun(), step)),
    togglePlay,
  };
}
