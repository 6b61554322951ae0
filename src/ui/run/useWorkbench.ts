import { useCallback, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import type { Runner } from '../../runtime/runner';
import { useRunShortcut } from '../hooks/useRunShortcut';
import { errorMarkers } from '../workbench/errorMarkers';
import type { RunControls } from '../workbench/RunControls';
import { useRunSession, type RunSession } from './useRunSession';

// The wiring every workbench shares (a lesson, the playground, an embed): one run session, Run
// from the button and from Ctrl+Enter, the run's error marked in the editor, and the run controls.
// Each page composes it with what is its own (checks, snippets, folded lines, autorun).

/** What to run: the code, and where a line of it is in the editor when the two differ (folded lines). */
export interface RunSource {
  code: string;
  shownLine?(line: number): number;
}

export interface Workbench {
  session: RunSession;
  /** Run can be pressed: the runner has prepared for the code (see Runner.prepare); once true, it stays. */
  ready: boolean;
  runCode(): void;
  /** The last run's error, at its line in the editor. */
  markers: ReturnType<typeof errorMarkers>;
  /** Everything <RunControls> needs. */
  controls: ComponentProps<typeof RunControls>;
}

const sameLine = (line: number) => line;

export function useWorkbench(runner: Runner, source: () => RunSource, timeLimitMs?: number): Workbench {
  const session = useRunSession(runner, timeLimitMs);
  const { record, run, running, stop } = session;
  const [ready, setReady] = useState(false);
  const latestSource = useRef(source);
  latestSource.current = source;
  // The mapping of the run that produced the record, not of the code as it is now.
  const shownLine = useRef<(line: number) => number>(sameLine);
  const markers = useMemo(
    () => errorMarkers(record).map((marker) => ({ ...marker, line: shownLine.current(marker.line) })),
    [record],
  );

  // The runner loads what the code imports (SDK v2, say) while the learner reads, not after Run.
  // Run is offered once it holds what the code in the editor imports, or could not (a runner that
  // failed to start still gets Run: the run's record says why). Only the latest code's prepare
  // counts: code edited away from a pack still downloading does not wait for it.
  const prepared = useRef<string | undefined>(undefined);
  useEffect(() => {
    const { code } = latestSource.current();
    if (code === prepared.current) return;
    prepared.current = code;
    const settled = () => {
      if (prepared.current === code) setReady(true);
    };
    runner.prepare(code).then(settled, settled);
  });

  const runCode = useCallback(() => {
    const { code, shownLine: map } = latestSource.current();
    shownLine.current = map ?? sameLine;
    void run(code);
  }, [run]);
  useRunShortcut(() => ready && runCode());

  const controls = { ready, running, record, timeLimitMs: session.timeLimitMs, onRun: runCode, onStop: stop };
  return { session, ready, runCode, markers, controls };
}
