import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_TIME_LIMIT_MS, type Runner } from '../../runtime/runner';
import type { RunRecord, TraceEvent } from '../../runtime/trace/events';

// The page's view of its runner: the one event list of the current run (streamed live, then
// replaced by the final record). Every panel derives from `events`.

export interface RunSession {
  running: boolean;
  events: readonly TraceEvent[];
  /** The last finished run; undefined before the first run and while a run is in progress. */
  record?: RunRecord;
  /** The limit the current or last run was given. */
  timeLimitMs: number;
  run(source: string): Promise<RunRecord | undefined>;
  stop(): void;
}

export function useRunSession(runner: Runner, timeLimitMs: number = DEFAULT_TIME_LIMIT_MS): RunSession {
  const [running, setRunning] = useState(false);
  const [events, setEvents] = useState<readonly TraceEvent[]>([]);
  const [record, setRecord] = useState<RunRecord>();
  const currentRun = useRef(0);
  const busy = useRef(false);

  useEffect(() => () => void (currentRun.current += 1), []);

  const run = useCallback(
    async (source: string) => {
      if (busy.current) return undefined;
      busy.current = true;
      const id = ++currentRun.current;
      const streamed: TraceEvent[] = [];
      let flushPending = false;
      let finished = false;
      // Events can arrive by the hundred; repaint at most once a frame.
      const flush = () => {
        flushPending = false;
        if (!finished && currentRun.current === id) setEvents(streamed.slice());
      };
      setEvents([]);
      setRecord(undefined);
      setRunning(true);
      try {
        const result = await runSafely(runner, source, timeLimitMs, (event) => {
          streamed.push(event);
          if (flushPending) return;
          flushPending = true;
          requestAnimationFrame(flush);
        });
        finished = true;
        if (currentRun.current === id) {
          setEvents(result.events);
          setRecord(result);
        }
        return result;
      } finally {
        busy.current = false;
        if (currentRun.current === id) setRunning(false);
      }
    },
    [runner, timeLimitMs],
  );

  const stop = useCallback(() => runner.stop(), [runner]);

  return { running, events, record, timeLimitMs, run, stop };
}

/** The Runner promises never to reject; if it ever does, the learner still gets a record to read. */
async function runSafely(
  runner: Runner,
  source: string,
  timeLimitMs: number,
  onEvent: (event: TraceEvent) => void,
): Promise<RunRecord> {
  try {
    return await runner.run(source, { timeLimitMs, onEvent });
  } catch (error) {
    const runError = {
      kind: 'internal' as const,
      message: `MCP Tour could not run the code: ${error instanceof Error ? error.message : String(error)}`,
    };
    // Like every record, its events end with how the run ended.
    const events: TraceEvent[] = [
      { seq: 0, t: 0, layer: 'runtime', kind: 'error', error: runError },
      { seq: 1, t: 0, layer: 'runtime', kind: 'end', status: 'error', durationMs: 0, error: runError },
    ];
    return { status: 'error', events, durationMs: 0, error: runError };
  }
}
