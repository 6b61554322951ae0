import { ConsoleView } from './console/ConsoleView';
import { lazyPanel } from './lazy/lazyPanel';
import type { PanelDefinition, PanelId } from './types';
import './shared/views.css';

/** Every run view, in the order a learner meets them. The trace views' code loads with the first run (lazy/). */
export const PANELS: readonly PanelDefinition[] = [
  { id: 'chain', label: 'Chain', Component: lazyPanel('chain', 'Chain', 'ChainView') },
  { id: 'messages', label: 'Messages', Component: lazyPanel('messages', 'Messages', 'MessagesView') },
  { id: 'llm', label: 'LLM context', Component: lazyPanel('llm', 'LLM context', 'LlmContextView') },
  { id: 'wire', label: 'Wire', Component: lazyPanel('wire', 'Wire', 'WireView') },
  { id: 'console', label: 'Console', Component: ConsoleView },
];

/** The panels with these ids, in the order given. */
export function panelsById(ids: readonly PanelId[]): PanelDefinition[] {
  return ids.map((id) => PANELS.find((panel) => panel.id === id)!);
}
