import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import { resultText } from '../../src/runtime/trace/query';
import { allClientToolCalls, type ClientToolCall } from '../../src/lessons/checkKit/modern';

/** Characters each handle must have beyond what the two handles share at their start. */
const UNPREDICTABLE_CHARS = 16;

interface DraftStory {
  handle: string;
  title: string;
  labels: string[];
  start: ClientToolCall;
}

/** The drafts the program started, in order, with the handle each start_draft returned. */
function drafts(run: RunView): DraftStory[] {
  return allClientToolCalls(run, 'start_draft').map((start) => {
    const handle = (start.result?.structuredContent as { draft_id?: unknown } | undefined)?.draft_id;
    return {
      handle: typeof handle === 'string' ? handle : '',
      title: String(start.arguments.title ?? ''),
      labels: [],
      start,
    };
  });
}

function commonPrefixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

function twoDrafts(run: RunView): DraftStory[] | string {
  const started = drafts(run);
  if (started.length < 2) return `The program started ${started.length} draft(s); keep both start_draft calls.`;
  const failed = started.find((d) => !d.handle);
  if (failed)
    return `start_draft for "${failed.title}" returned no draft_id: ${failed.start.error?.message ?? resultText(failed.start.result)}`;
  return started;
}

export default defineChecks([
  {
    id: 'handles-passed',
    title:
      'Every add_label and submit_draft passes back a draft_id that start_draft returned: the state travels as an ordinary argument',
    kind: 'observes',
    test(run) {
      const started = twoDrafts(run);
      if (typeof started === 'string') return missingStep(started);
      const handles = new Set(started.map((d) => d.handle));
      const later = [...allClientToolCalls(run, 'add_label'), ...allClientToolCalls(run, 'submit_draft')];
      if (later.length < 5) return missingStep('Keep the three add_label and the two submit_draft calls.');
      const stray = later.find((c) => !handles.has(String(c.arguments.draft_id)));
      if (stray)
        return `${stray.name} was called with draft_id ${JSON.stringify(stray.arguments.draft_id)}, which no start_draft returned.`;
    },
  },
  {
    id: 'distinct-handles',
    title: 'The two drafts get two different handles',
    test(run) {
      const started = twoDrafts(run);
      if (typeof started === 'string') return missingStep(started);
      const [a, b] = started;
      if (a.handle === b.handle) {
        return `Both drafts got the handle ${a.handle}: the counter that makes handles lives in a server object, and createMcpHandler builds a new one for every request. Keep it outside the factory.`;
      }
    },
  },
  {
    id: 'state-kept',
    title: 'Each submitted draft has its own title and exactly the labels added with its handle, in order',
    test(run) {
      const started = twoDrafts(run);
      if (typeof started === 'string') return missingStep(started);
      const byHandle = new Map(started.map((d) => [d.handle, d]));
      for (const add of allClientToolCalls(run, 'add_label')) {
        if (add.result?.isError || add.error)
          return `add_label(${JSON.stringify(add.arguments)}) failed ("${add.error?.message ?? resultText(add.result)}"). The draft was kept in a server object that no longer exists; keep the store outside the factory.`;
        byHandle.get(String(add.arguments.draft_id))?.labels.push(String(add.arguments.label));
      }
      const submits = allClientToolCalls(run, 'submit_draft');
      if (submits.length < 2) return missingStep('Keep both submit_draft calls.');
      for (const submit of submits) {
        const draft = byHandle.get(String(submit.arguments.draft_id));
        if (submit.result?.isError || submit.error || !draft)
          return `submit_draft(${JSON.stringify(submit.arguments)}) failed: ${submit.error?.message ?? resultText(submit.result)}`;
        const created = submit.result?.structuredContent as { title?: unknown; labels?: unknown } | undefined;
        const expected = { title: draft.title, labels: draft.labels };
        if (JSON.stringify({ title: created?.title, labels: created?.labels }) !== JSON.stringify(expected)) {
          return `submit_draft for "${draft.title}" created ${JSON.stringify(created)}; expected ${JSON.stringify(expected)}. Each draft's state must be found by its own handle.`;
        }
      }
    },
  },
  {
    id: 'opaque-handles',
    title: `Handles cannot be guessed from one another: each has at least ${UNPREDICTABLE_CHARS} characters beyond what they share`,
    test(run) {
      const started = twoDrafts(run);
      if (typeof started === 'string') return missingStep(started);
      const [a, b] = started;
      const shared = commonPrefixLength(a.handle, b.handle);
      const rest = Math.min(a.handle.length, b.handle.length) - shared;
      if (a.handle === b.handle)
        return `Both drafts got the handle ${a.handle}; each needs its own, and one nobody can guess.`;
      if (rest < UNPREDICTABLE_CHARS) {
        return (
          `The handles ${a.handle} and ${b.handle} differ in ${rest} character(s) only: whoever holds one can guess the other's. ` +
          `Without authentication a handle is a bearer token; make it random, for example crypto.randomUUID().`
        );
      }
    },
  },
]);
