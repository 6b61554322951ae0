import type { PanelId } from './types';

/**
 * What each trace view says before the first run. One place for it: the view says it, and so does
 * its stand-in while the view's code has not been loaded (lazy/lazyPanel.tsx).
 */
export const IDLE_TEXT = {
  chain:
    'Press Run: every connection of the run is drawn here, Host → Client → Transport → Server → API, with the protocol era it speaks.',
  messages: 'Every JSON-RPC message of the next run will be listed here, in order.',
  llm: 'After a run, this shows what the model receives — and, beside it, what it never does.',
  wire: 'After a run, this shows what crossed each transport: stdio lines, HTTP requests, or message objects.',
} as const satisfies Partial<Record<PanelId, string>>;

export type TraceViewId = keyof typeof IDLE_TEXT;
