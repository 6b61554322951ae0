import { ChainView } from './chain/ChainView';
import { ConsoleView } from './console/ConsoleView';
import { LlmContextView } from './llm/LlmContextView';
import { MessagesView } from './messages/MessagesView';
import type { PanelDefinition, PanelId } from './types';
import { WireView } from './wire/WireView';
import './shared/views.css';

/** Every run view, in the order a learner meets them. */
export const PANELS: readonly PanelDefinition[] = [
  { id: 'chain', label: 'Chain', Component: ChainView },
  { id: 'messages', label: 'Messages', Component: MessagesView },
  { id: 'llm', label: 'LLM context', Component: LlmContextView },
  { id: 'wire', label: 'Wire', Component: WireView },
  { id: 'console', label: 'Console', Component: ConsoleView },
];

/** The panels with these ids, in the order given. */
export function panelsById(ids: readonly PanelId[]): PanelDefinition[] {
  return ids.map((id) => PANELS.find((panel) => panel.id === id)!);
}
