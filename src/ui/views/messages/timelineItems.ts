import type { RoundGroup, TimelineRow } from './timeline';

// What the message list draws: the rows, and before the first shown round of a multi round-trip
// request a header that makes its rounds read as one request (and folds them away on demand).

export type TimelineItem =
  | { type: 'message'; row: TimelineRow }
  | { type: 'rounds'; group: RoundGroup; collapsed: boolean };

/** `collapsed` holds the ids of the groups folded to their header. */
export function timelineItems(
  rows: readonly TimelineRow[],
  groups: readonly RoundGroup[],
  collapsed: ReadonlySet<number>,
): TimelineItem[] {
  const items: TimelineItem[] = [];
  const headed = new Set<RoundGroup>();
  for (const row of rows) {
    const group = row.round && groups[row.round.group];
    if (group && !headed.has(group)) {
      headed.add(group);
      items.push({ type: 'rounds', group, collapsed: collapsed.has(group.id) });
    }
    if (!group || !collapsed.has(group.id)) items.push({ type: 'message', row });
  }
  return items;
}

export function itemKey(item: TimelineItem): string {
  return item.type === 'message' ? String(item.row.seq) : `rounds-${item.group.id}`;
}

/** "tools/call deploy": the method and what it is about. */
export function groupTitle(group: RoundGroup): string {
  return group.target === undefined ? group.method : `${group.method} ${group.target}`;
}

/** "round 1 asked for confirm (elicitation/create)", one per round that asked. */
export function askedText(group: RoundGroup): string[] {
  return group.asked.flatMap((asked, round) =>
    asked.length === 0
      ? []
      : [`round ${round + 1} asked for ${asked.map((input) => `${input.key} (${input.method})`).join(', ')}`],
  );
}

export function outcomeText(group: RoundGroup): string {
  switch (group.outcome) {
    case 'complete':
      return 'complete';
    case 'error':
      return 'failed with a JSON-RPC error';
    case 'input_required':
      return 'waiting for the client to retry';
    case 'pending':
      return 'waiting for the answer';
  }
}
