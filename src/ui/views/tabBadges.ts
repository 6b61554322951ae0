import type { TraceEvent } from '../../runtime/trace/events';
import type { PanelId } from './types';

// What a tab says before it is opened: how many messages, and whether a secret reached the model.
// One pass over the events, so every tab can show it at every replay step.

export interface TabBadge {
  text: string;
  /** Accessible words for the badge: "12 messages". */
  label: string;
  tone: 'plain' | 'bad';
}

/**
 * `countMessages`: how the Messages view counts them (it also lists what arrived from a sender the
 * trace does not see, such as a listen stream's notifications). It comes with the views' code;
 * until that is here, the messages sent are counted.
 */
export function tabBadges(
  events: readonly TraceEvent[],
  countMessages?: (events: readonly TraceEvent[]) => number,
): Partial<Record<PanelId, TabBadge>> {
  let messages = 0;
  let leaks = 0;
  for (const event of events) {
    if (event.kind === 'jsonrpc' && event.direction === 'send') messages++;
    else if (event.kind === 'secret-leak' && event.where === 'llm-context') leaks++;
  }
  if (countMessages) messages = countMessages(events);
  const badges: Partial<Record<PanelId, TabBadge>> = {};
  if (messages > 0)
    badges.messages = {
      text: String(messages),
      label: `${messages} ${messages === 1 ? 'message' : 'messages'}`,
      tone: 'plain',
    };
  if (leaks > 0) badges.llm = { text: '!', label: 'a secret reached the model', tone: 'bad' };
  return badges;
}
