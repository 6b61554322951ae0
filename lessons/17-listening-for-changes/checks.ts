import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import { contextEntries, firstContextEventContaining, modelToolLists } from '../../src/lessons/checkKit/llmContext';
import { listedDescription, listenStreams, wireListings, type ListenStream } from '../../src/lessons/checkKit/listen';
import { policyDenials } from '../../src/lessons/checkKit/policy';

const TOOL = 'search_issues';
const TTL_MS = 300_000;

/** Each turn of the host: the stretch before its user message (when the host lists tools) and the message's seq. */
function turns(run: RunView): { listFrom: number; userSeq: number; endSeq: number }[] {
  const users = contextEntries(run, 'user').map((u) => u.event.seq);
  const answers = contextEntries(run, 'assistant').map((a) => a.event.seq);
  return users.map((userSeq, i) => ({
    listFrom: i === 0 ? 0 : (answers.find((a) => a < userSeq && a > users[i - 1]) ?? users[i - 1]),
    userSeq,
    endSeq: users[i + 1] ?? Infinity,
  }));
}

/** The stream a host could hear a tool change on: asks for toolsListChanged, acknowledged with it. */
function toolsStream(run: RunView): ListenStream | undefined {
  return listenStreams(run).find((s) => s.requested.toolsListChanged === true && s.honored?.toolsListChanged === true);
}

const keepTurns = () =>
  missingStep(
    'The host did not ask three questions. Keep the three host.ask(...) turns: the change happens between turn 2 and turn 3.',
  );

// Shortcuts this lesson rules out, and what catches each:
// - polling instead of listening → listens, hears (and cache-hints: turn 2 must come from the cache);
// - listening for another list, or closing the stream before the change → listens, hears, refuses-change;
// - listening but dropping the pinning → refuses-change.
// Not probed: a change one turn later than turn 3 (lesson 5's probe covers that kind for pinning).
export default defineChecks([
  {
    id: 'cache-hints',
    title: `The server says its tool list stays fresh for ${TTL_MS / 60_000} minutes (ttlMs, cacheScope), and turn 2 is answered from the client's cache: no tools/list on the wire`,
    kind: 'observes',
    test(run) {
      const first = wireListings(run)[0];
      if (!first?.result)
        return missingStep('No tools/list reached the server. Keep host.connect(...) and the first host.ask(...).');
      if (first.result.ttlMs !== TTL_MS || typeof first.result.cacheScope !== 'string') {
        return `The first tools/list answer says ttlMs ${JSON.stringify(first.result.ttlMs)}, cacheScope ${JSON.stringify(first.result.cacheScope)}. Keep the server's cacheHints ({ ttlMs: ${TTL_MS}, cacheScope: 'public' }).`;
      }
      const [, second] = turns(run);
      if (!second) return keepTurns();
      const relisted = wireListings(run).find((l) => l.sentSeq > second.listFrom && l.sentSeq < second.userSeq);
      if (relisted)
        return `Turn 2 sent tools/list again (event #${relisted.sentSeq}) though the first answer was still fresh. Let the client's cache answer it: the lesson is about what a cached list misses.`;
    },
  },
  {
    id: 'listens',
    title:
      'The host opens a subscriptions/listen stream for toolsListChanged before the tools change, and the server acknowledges it',
    test(run) {
      const streams = listenStreams(run);
      if (streams.length === 0) {
        return 'The client never sent subscriptions/listen. In the 2026-07-28 era a server has no other way to reach a client: open one for tool list changes on the client (hint 2 names the method).';
      }
      const asked = streams.find((s) => s.requested.toolsListChanged === true);
      if (!asked)
        return `The client listens for ${JSON.stringify(streams[0].requested)}, not for tool list changes. Ask for those in the filter (hint 3).`;
      if (!asked.honored?.toolsListChanged)
        return 'The server did not acknowledge toolsListChanged on the listen stream.';
      const third = turns(run)[2];
      if (third && asked.sentSeq > third.userSeq)
        return 'The listen stream opened after the tools changed. Open it right after host.connect(...).';
    },
  },
  {
    id: 'hears',
    title: 'notifications/tools/list_changed reaches the client on that stream, carrying its subscription id',
    test(run) {
      const stream = toolsStream(run);
      if (!stream)
        return "No listen stream for toolsListChanged was open, so the server's handler.notify.toolsChanged() reached nobody. A 2026-07-28 server only notifies clients that listen.";
      const heard = stream.notifications.find((n) => n.method === 'notifications/tools/list_changed');
      if (!heard) {
        return stream.cancelledSeq !== undefined
          ? `The client closed its listen stream (event #${stream.cancelledSeq}) before the change was announced. Keep it open while the host runs.`
          : missingStep(
              'No notifications/tools/list_changed arrived on the listen stream. Keep handler.notify.toolsChanged() after turn 2.',
            );
      }
    },
  },
  {
    id: 'refuses-change',
    title: `In turn 3 the host lists again, gets the changed ${TOOL}, refuses it (a policy decision), and the changed text never reaches the model`,
    test(run) {
      const third = turns(run)[2];
      if (!third) return keepTurns();
      const original = wireListings(run)
        .map((l) => listedDescription(l, TOOL))
        .find((d) => d !== undefined);
      const relisting = wireListings(run).find((l) => l.sentSeq > third.listFrom && l.sentSeq < third.userSeq);
      if (!relisting) {
        return (
          `Turn 3 sent no tools/list: the client answered from its cache, still fresh for ${TTL_MS / 60_000} minutes, so the host never saw that ${TOOL} changed. ` +
          'Nothing told the client to drop it: listen for toolsListChanged, and the notification makes the cached list stale.'
        );
      }
      const changed = listedDescription(relisting, TOOL);
      if (changed === undefined || changed === original)
        return `The tools/list of turn 3 did not show a changed ${TOOL}. Keep the server's change between turn 2 and turn 3.`;
      const leaked = firstContextEventContaining(run, JSON.stringify(changed).slice(1, -1));
      if (leaked)
        return `The changed description of ${TOOL} reached the model's context (event #${leaked.seq}). Keep admitTool's pinning: refuse a description the user has not seen.`;
      if (!policyDenials(run, TOOL).some((d) => d.seq > relisting.sentSeq && d.seq < third.userSeq))
        return `The host did not refuse the changed ${TOOL} in turn 3. Keep admitTool returning false for a changed description.`;
      if (modelToolLists(run).filter((l) => l.event.seq < third.listFrom).length === 0)
        return `${TOOL} never reached the model before the change. Admit a tool the first time you see it.`;
    },
  },
]);
