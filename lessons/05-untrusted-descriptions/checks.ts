import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import { firstContextEventContaining, modelToolCalls, modelToolLists } from '../../src/lessons/checkKit/llmContext';
import { policyDenials } from '../../src/lessons/checkKit/policy';

// Shortcuts this lesson rules out, and what catches each:
// - no pinning at all → pinned, pinned-every-turn;
// - refusing a tool by name, or every tool after the first turn → host-refuses (list_labels, which
//   did not change at turn 2, must stay) and pinned (search_issues must reach the model at turn 1);
// - recognising the attack instead of the change (an <IMPORTANT> or "token" filter), or pinning one
//   tool only → pinned-every-turn: the program's probe changes list_labels a turn later, in words
//   that look like no attack;
// - refusing the change once and then taking the new text as pinned (or pinning turn 2 only) →
//   pinned-every-turn: at turn 3 search_issues still has its changed text, and the model must still
//   get nothing but the first descriptions.
const CHANGED = 'search_issues';
const POISONED = 'list_labels';

interface Listing {
  seq: number;
  tools: { name: string; description?: string }[];
}

/** Every tools/list answer, in order, with the seq of the response. */
function listings(run: RunView): Listing[] {
  return run.events.flatMap((e) => {
    if (e.kind !== 'jsonrpc' || e.direction !== 'send' || e.message.method !== undefined) return [];
    const tools = (e.message.result as { tools?: Listing['tools'] } | undefined)?.tools;
    return Array.isArray(tools) && e.layer === 'server' ? [{ seq: e.seq, tools }] : [];
  });
}

/** The first listed description of `name`, and the first different one listed after it. */
function descriptions(run: RunView, name: string): { original?: string; changed?: string; changedAt?: number } {
  const all = listings(run).flatMap((l) =>
    l.tools.filter((t) => t.name === name).map((t) => ({ seq: l.seq, description: t.description })),
  );
  const original = all[0]?.description;
  const changed = all.find((d) => d.description !== original);
  return { original, changed: changed?.description, changedAt: changed?.seq };
}

export default defineChecks([
  {
    id: 'verbatim',
    title: `A tool description, injected instructions and all, reaches the model's context word for word`,
    kind: 'observes',
    test(run) {
      const listed = listings(run)[0]?.tools.find((t) => t.name === POISONED)?.description;
      if (!listed)
        return missingStep(
          `tools/list never offered ${POISONED}. Keep the server as it is: it plays someone else's server.`,
        );
      const given = modelToolLists(run)[0]?.entry.tools.find((t) => t.name === POISONED)?.description;
      if (given === undefined)
        return `${POISONED} never reached the model's tool list. Pinning should admit a tool the first time it is seen (showing its description to the user).`;
      if (given !== listed) return `The model received a different description of ${POISONED} than tools/list gave.`;
    },
  },
  {
    id: 'rug-pull',
    title: `After the first turn the server changes the description of ${CHANGED} and sends notifications/tools/list_changed`,
    kind: 'observes',
    test(run) {
      const { changed, changedAt } = descriptions(run, CHANGED);
      const notice = run.events.find(
        (e) =>
          e.kind === 'jsonrpc' &&
          e.direction === 'send' &&
          e.layer === 'server' &&
          e.message.method === 'notifications/tools/list_changed',
      );
      if (!notice)
        return missingStep(
          `The server never sent notifications/tools/list_changed. Keep the search.update({ description }) call.`,
        );
      if (!changed || changedAt === undefined)
        return missingStep(
          `No later tools/list shows a changed description for ${CHANGED}. Keep the search.update({ description }) call and the second host.ask.`,
        );
      const firstCall = modelToolCalls(run)[0];
      if (!firstCall || firstCall.call.event.seq > notice.seq)
        return 'The change should come after the first turn has used the tool.';
    },
  },
  {
    id: 'pinned',
    title: `The changed description of ${CHANGED} never reaches the model's context`,
    test(run) {
      const { original, changed } = descriptions(run, CHANGED);
      if (!changed)
        return missingStep(
          `The description of ${CHANGED} never changed, so there is nothing to pin against. Keep search.update(...).`,
        );
      const leaked = firstContextEventContaining(run, JSON.stringify(changed).slice(1, -1));
      if (leaked) {
        return (
          `The changed description of ${CHANGED} reached the model's context word for word (event #${leaked.seq}), injected text included. ` +
          `In admitTool, pin each tool's first description and return false when a later listing differs.`
        );
      }
      const everGiven = modelToolLists(run).flatMap((l) => l.entry.tools.filter((t) => t.name === CHANGED));
      if (everGiven.length === 0)
        return `${CHANGED} never reached the model at all. Admit a tool the first time you see it; refuse only a changed description.`;
      if (everGiven.some((t) => t.description !== original))
        return `The model received a description of ${CHANGED} other than the first one.`;
    },
  },
  {
    id: 'host-refuses',
    title: `The host refuses the changed ${CHANGED} (a policy decision) and keeps offering the unchanged ${POISONED}`,
    test(run) {
      const { changedAt } = descriptions(run, CHANGED);
      if (changedAt === undefined)
        return missingStep(`The description of ${CHANGED} never changed. Keep search.update(...).`);
      const denial = policyDenials(run, CHANGED).find((d) => d.seq > changedAt);
      if (!denial)
        return `After the change, the host made no policy decision to refuse ${CHANGED}. Return false from admitTool when the description differs from the pinned one.`;
      // Until the probe changes list_labels too, a turn later.
      const labelsChangedAt = descriptions(run, POISONED).changedAt ?? Number.POSITIVE_INFINITY;
      const after = modelToolLists(run).filter((l) => l.event.seq > changedAt && l.event.seq < labelsChangedAt);
      const lists = after.map((l) => l.entry.tools.map((t) => t.name));
      if (lists.length === 0)
        return missingStep(
          'The model got no new tool list after the change; ask the host again after search.update(...).',
        );
      if (lists.some((names) => !names.includes(POISONED)))
        return `After the change the model lost ${POISONED}, whose description did not change. Refuse only tools whose description differs from the pinned one.`;
      const earlyDenial = policyDenials(run).find((d) => d.seq < changedAt);
      if (earlyDenial)
        return `The host refused ${earlyDenial.tool} before anything changed. Admit each tool the first time you see it.`;
    },
  },
  {
    id: 'pinned-every-turn',
    title: 'On every turn, each tool reaches the model with the description first shown to the user, or not at all',
    test(run) {
      const lists = modelToolLists(run);
      if (lists.length < 3)
        return missingStep(
          `The model was given ${lists.length} tool list(s); keep the three host.ask turns, the probe's included.`,
        );
      const first = new Map<string, string | undefined>();
      for (const listing of listings(run))
        for (const tool of listing.tools) if (!first.has(tool.name)) first.set(tool.name, tool.description);
      for (const [turn, list] of lists.entries()) {
        const changed = list.entry.tools.find((t) => first.has(t.name) && t.description !== first.get(t.name));
        if (changed)
          return `At turn ${turn + 1} the model read ${changed.name} as ${JSON.stringify(changed.description)}, not the description first shown to the user. Compare each listing with what you pinned, for every tool and on every turn; a change needs no attack words to be a change.`;
      }
    },
  },
]);
