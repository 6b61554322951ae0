import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import { resultText } from '../../src/runtime/trace/query';
import { clientNamed, clientToolCalls, type ClientToolCall } from '../../src/lessons/checkKit/modern';

// Shortcuts this lesson rules out, and the probe or check that catches each:
// - state kept in the server object (createMcpHandler builds one per request) → state-kept, distinct-handles;
// - one "current draft" for everyone instead of a store keyed by the handle → state-kept;
// - handles from a counter or a clock (draft_1, draft_2; timestamps) → opaque-handles: two handles
//   must differ in at least 16 characters beyond their shared start;
// - handles derived from the title (or anything else the caller chooses) → distinct-handles: the
//   program's probe client starts a draft with the same title as the app's first one;
// - a store that never forgets → bounded-lifetime: the probe labels a draft today, moves the clock
//   Date.now() reads a year on, and labels it again; that call must be refused.
// Not caught: a handle that hashes a counter looks random within one run (it repeats only across
// runs), so only the lesson's prose speaks against it.

/** Characters each handle must have beyond what the two handles share at their start. */
const UNPREDICTABLE_CHARS = 16;

interface DraftStory {
  handle: string;
  title: string;
  labels: string[];
  start: ClientToolCall;
}

const APP = 'tour-host';
const PROBE = 'probe';

/** The app's tool calls (named `name`): the probe's calls are judged by the checks made for them. */
function appCalls(run: RunView, name: string): ClientToolCall[] {
  const app = clientNamed(run, APP);
  return app ? clientToolCalls(run, app, name) : [];
}

/** The drafts the app started, in order, with the handle each start_draft returned. */
function drafts(run: RunView): DraftStory[] {
  return appCalls(run, 'start_draft').map((start) => {
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
      const later = [...appCalls(run, 'add_label'), ...appCalls(run, 'submit_draft')];
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
      const probe = clientNamed(run, PROBE);
      const probeStarts = probe ? clientToolCalls(run, probe, 'start_draft') : [];
      if (probeStarts.length === 0)
        return missingStep('The probe client started no draft. Keep the probe at the end of the program.');
      for (const start of probeStarts) {
        const handle = (start.result?.structuredContent as { draft_id?: unknown } | undefined)?.draft_id;
        const same = started.find((d) => d.handle === handle);
        if (same)
          return `Another client starting a draft titled "${String(start.arguments.title)}" got the handle ${same.handle}, the app's own draft "${same.title}": a handle computed from what the caller sends lets anyone compute another's. Make each handle random.`;
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
      for (const add of appCalls(run, 'add_label')) {
        if (add.result?.isError || add.error)
          return `add_label(${JSON.stringify(add.arguments)}) failed ("${add.error?.message ?? resultText(add.result)}"). The draft was kept in a server object that no longer exists; keep the store outside the factory.`;
        byHandle.get(String(add.arguments.draft_id))?.labels.push(String(add.arguments.label));
      }
      const submits = appCalls(run, 'submit_draft');
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
  {
    id: 'bounded-lifetime',
    title:
      'A draft lives a bounded time: labelled today it is accepted, a year later it is refused as unknown or expired',
    test(run) {
      const probe = clientNamed(run, PROBE);
      const adds = probe ? clientToolCalls(run, probe, 'add_label') : [];
      const today = adds.find((c) => c.arguments.label === 'today');
      const later = adds.find((c) => c.arguments.label === 'a-year-later');
      if (!today || !later)
        return missingStep('The probe did not label its draft twice. Keep the probe at the end of the program.');
      if (today.error || today.result?.isError)
        return `The probe's draft could not be labelled even before the clock moved ("${today.error?.message ?? resultText(today.result)}"). Keep the store where every request finds it first.`;
      if (!later.error && !later.result?.isError)
        return `A year after its last change the probe's draft still took a label ("${resultText(later.result)}"): the store keeps drafts forever, and each handle works forever. The specification asks for handles "given a bounded lifetime": note when a draft was last changed (Date.now()) and answer, as for an unknown draft, once 24 hours have passed.`;
    },
  },
]);
