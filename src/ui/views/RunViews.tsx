import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import type { RunRecord, TraceEvent } from '../../runtime/trace/events';
import { loadedTraceViews, loadTraceViews, whenTraceViewsLoad } from './lazy/traceViewsLoader';
import { onReplayRequest } from './replay/replayRequests';
import { useLiveSnapshot } from './replay/useLiveSnapshot';
import { useReplay } from './replay/useReplay';
import { ConsolePanel } from './console/ConsolePanel';
import { ViewErrorBoundary } from '../shell/ViewErrorBoundary';
import { panelsById } from './panels';
import type { PanelId, RunPhase } from './types';
import { ViewTabs } from './ViewTabs';

// Everything a page shows about its run, under one replay position: the replay bar, the
// Console (always in sight, it is what learners look at first) and the run views as tabs.

const TABS: readonly PanelId[] = ['chain', 'messages', 'llm', 'wire'];
/** How often the views follow a run that is still streaming in. */
const LIVE_INTERVAL_MS = 300;

interface RunViewsProps {
  events: readonly TraceEvent[];
  running: boolean;
  record?: RunRecord;
  /** Shown above the replay bar: the lesson's "Pin this run" (learningAids/runCompare). */
  before?: ReactNode;
}

export function RunViews({ events, running, record, before }: RunViewsProps) {
  const replay = useReplay(events, running);
  const phase: RunPhase = running ? 'running' : !record ? 'idle' : replay.atEnd ? 'done' : 'replay';
  const shown = useLiveSnapshot(replay.visible, running, LIVE_INTERVAL_MS);
  const root = useRef<HTMLDivElement>(null);
  const { go } = replay;
  // A check's "event #19": the views show the run up to that event, and the replay bar comes into sight.
  useEffect(
    () =>
      onReplayRequest((seq) => {
        const index = events.findIndex((event) => event.seq === seq);
        if (running || index < 0) return;
        go(index + 1);
        const slider = root.current?.querySelector<HTMLElement>('.replay input[type="range"]');
        slider?.scrollIntoView({ block: 'nearest' });
        slider?.focus({ preventScroll: true });
      }),
    [events, running, go],
  );
  return (
    <div className="run-views" ref={root}>
      {before}
      <ViewErrorBoundary what="the replay bar" resetKey={events[0]}>
        <ReplayBarOnceLoaded replay={replay} running={running} />
      </ViewErrorBoundary>
      {/* The console follows every line as it comes; the record's own error line belongs to the end of the run. */}
      <ViewErrorBoundary what="the Console" resetKey={events[0]}>
        <ConsolePanel
          events={replay.visible}
          record={replay.atEnd ? record : undefined}
          running={running}
          hasRun={record !== undefined}
        />
      </ViewErrorBoundary>
      <ViewTabs panels={panelsById(TABS)} events={shown} phase={phase} />
    </div>
  );
}

type ReplayBarProps = ComponentProps<typeof import('./replay/ReplayBar').ReplayBar>;

/**
 * The replay bar comes with the views' code, asked for when the first run starts: drawn once that is
 * here. (A failed download is the views' to report: their regions say so, with Try again.)
 */
function ReplayBarOnceLoaded(props: ReplayBarProps) {
  const [views, setViews] = useState(loadedTraceViews);
  const needed = props.running || props.replay.total > 0;
  useEffect(() => (views ? undefined : whenTraceViewsLoad(setViews)), [views]);
  useEffect(() => {
    if (needed && !views) loadTraceViews().catch(() => {});
  }, [needed, views]);
  return views ? <views.ReplayBar {...props} /> : null;
}
