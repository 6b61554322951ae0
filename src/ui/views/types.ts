import type { JSX } from 'react';
import type { TraceEvent } from '../../runtime/trace/events';

/**
 * Where the page's run is: nothing run yet, streaming in, finished, or finished and replayed at an
 * earlier step. Views word their empty states by it.
 */
export type RunPhase = 'idle' | 'running' | 'done' | 'replay';

/** What every run view receives: the events up to the replay step, and nothing else about the run. */
export interface PanelProps {
  events: readonly TraceEvent[];
  phase?: RunPhase;
  /**
   * The region's name when the page shows the view twice (Compare runs: "Messages · pinned run 2");
   * the panel's own label otherwise.
   */
  label?: string;
}

export type PanelId = 'chain' | 'messages' | 'llm' | 'wire' | 'console';

export interface PanelDefinition {
  id: PanelId;
  /** The tab's text, and the accessible name of the region the view renders. */
  label: string;
  Component: (props: PanelProps) => JSX.Element;
}
