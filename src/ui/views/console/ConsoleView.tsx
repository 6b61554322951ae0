import { ConsolePanel } from './ConsolePanel';
import type { PanelProps } from '../types';

/** The Console as a run view: what the code printed up to the replay step. */
export function ConsoleView({ events, phase, label }: PanelProps) {
  return (
    <ConsolePanel
      label={label}
      events={events}
      running={phase === 'running'}
      hasRun={phase === 'done' || phase === 'replay'}
    />
  );
}
