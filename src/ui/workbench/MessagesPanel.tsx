import type { TraceEvent } from '../../runtime/trace/events';
import { MessagesView } from '../views/messages/MessagesView';

// The Messages region for code written before the run views (src/ui/views) existed. New code
// renders MessagesView, or the PANELS list, directly.

interface MessagesPanelProps {
  events: readonly TraceEvent[];
  running: boolean;
  hasRun: boolean;
}

export function MessagesPanel({ events, running, hasRun }: MessagesPanelProps) {
  return <MessagesView events={events} phase={running ? 'running' : hasRun ? 'done' : 'idle'} />;
}
