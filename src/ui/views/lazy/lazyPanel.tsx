import { useEffect, useState } from 'react';
import { Panel } from '../../shell/Panel';
import { IDLE_TEXT, type TraceViewId } from '../idleTexts';
import type { PanelDefinition, PanelProps } from '../types';
import { loadedTraceViews, loadTraceViews } from './traceViewsLoader';

/**
 * A trace view whose code loads with the first run. Before it, the view's region says what the
 * view itself would say; while the code is on its way, that it is loading; if the code cannot load,
 * that, with a way to try again (the rest of the page keeps working); the next run tries again too.
 */
export function lazyPanel(
  id: TraceViewId,
  label: string,
  name: 'ChainView' | 'LlmContextView' | 'MessagesView' | 'WireView',
): PanelDefinition['Component'] {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view at module load, never during a render
  return function TraceViewPanel(props: PanelProps) {
    const [views, setViews] = useState(loadedTraceViews);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const phase = props.phase ?? 'idle';
    const needed = props.events.length > 0 || phase !== 'idle';

    // A new run is a new try: the connection may be back since the code last failed to load.
    // biome-ignore lint/correctness/useExhaustiveDependencies: only the start of a run retries, not a change of `failed`
    useEffect(() => {
      if (phase !== 'running' || !failed) return;
      setFailed(false);
      setAttempt((n) => n + 1);
    }, [phase]);

    // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger of a retry
    useEffect(() => {
      if (views || !needed) return;
      let current = true;
      loadTraceViews().then(
        (loaded) => current && setViews(loaded),
        () => current && setFailed(true),
      );
      return () => {
        current = false;
      };
    }, [views, needed, attempt]);

    if (views) {
      const View = views[name];
      return <View {...props} />;
    }
    return (
      <Panel label={props.label ?? label} className="run-view">
        {!needed ? (
          <p className="panel__empty">{IDLE_TEXT[id]}</p>
        ) : failed ? (
          <p className="panel__empty" role="alert">
            The {label} view could not be loaded (is the connection down?).{' '}
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </button>
          </p>
        ) : (
          <p className="panel__empty" aria-busy="true">
            Loading the {label} view…
          </p>
        )}
      </Panel>
    );
  };
}
