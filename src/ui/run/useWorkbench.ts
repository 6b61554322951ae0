import { useCallback, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import type { Runner } from '../../runtime/runner';
import type { CodeDocument } from '../document/codeDocument';
import { useRunShortcut } from '../hooks/useRunShortcut';
import { errorMarkers } from '../workbench/errorMarkers';
import type { RunControls } from '../workbench/RunControls';
import { createPreparer, prepareWhileEditing } from './preparer';
import { useRunSession, type RunSession } from './useRunSession';

// The wiring every workbench shares (a lesson, the playground, an embed): one run session, Run
// from the button and from Ctrl+Enter, the run's error marked in the editor, and the run controls.
// Each page composes it with what is its own (checks, snippets, folded lines, autorun).

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

export function useWorkbench(runner: Runner, codeDocument: CodeDocument, timeLimitMs?: number): Workbench {
  const session = useRunSession(runner, timeLimitMs);
  const { record, run, running, stop } = session;
  const [ready, setReady] = useState(false);
  // The mapping of the run that produced the record, not of the code as it is now.
  const shownLine = useRef<(line: number) => number>(sameLine);
  const markers = useMemo(
    () => errorMarkers(record).map((marker) => ({ ...marker, line: shownLine.current(marker.line) })),
    [record],
  );

  // Run is offered once the runner holds what the code in the editor imports (preparer.ts).
  const prepare = useMemo(() => createPreparer(runner, () => setReady(true)), [runner]);
  useEffect(() => prepareWhileEditing(codeDocument, prepare), [codeDocument, prepare]);

  const runCode = useCallback(() => {
    const { code, shownLine: map } = codeDocument.get().runnable;
    shownLine.current = map ?? sameLine;
    void run(code);
  }, [codeDocument, run]);
  useRunShortcut(() => ready && runCode());

  const controls = { ready, running, record, timeLimitMs: session.timeLimitMs, onRun: runCode, onStop: stop };
  return { session, ready, runCode, markers, controls };
}
