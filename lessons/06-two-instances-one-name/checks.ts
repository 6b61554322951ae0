import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import { contentText, modelToolCalls, modelToolLists } from '../../src/lessons/checkKit/llmContext';
import { apisCalledBy, handlerOf, tracedToolCalls } from '../../src/lessons/checkKit/toolCalls';

const STAGING_API = 'gitlab-staging';
const STAGING_ONLY = 'Checkout fails with the new payment provider';

/** Server instances that answered initialize, with the tools each listed. */
function servers(run: RunView) {
  return run
    .instances()
    .filter((i) => i.role === 'server')
    .map((ref) => ({
      ref,
      tools: run
        .exchanges('tools/list')
        .filter((x) => x.to === ref.id)
        .at(-1)?.response?.result as { tools?: { name: string }[] } | undefined,
    }));
}

/** The model's first tool call, the tools/call it became on the wire, and the handler run it caused. */
function stagingQuestion(run: RunView) {
  const asked = modelToolCalls(run)[0];
  if (!asked) return undefined;
  const wire = tracedToolCalls(run).find((c) => c.requestSeq > asked.call.event.seq);
  return { asked, wire, handler: wire && handlerOf(run, wire) };
}

// Shortcuts this lesson rules out, and what catches each:
// - connecting staging instead of production, so only one instance is there → two-instances;
// - names that collide or say nothing (a, b) → unambiguous-names, answered-by-staging;
// - scripting the model's call to staging's tool → answered-by-staging;
// - trusting a plausible answer from the wrong dataset → staging-data (the staging-only issue must be
//   in what the model reads, and production must not be asked).
export default defineChecks([
  {
    id: 'two-instances',
    title: 'The host is connected to two server instances — and both call themselves "gitlab"',
    test(run) {
      const connected = servers(run).filter((s) =>
        run.exchanges('initialize').some((x) => x.to === s.ref.id && x.response?.result),
      );
      if (connected.length < 2)
        return `The host is connected to ${connected.length} server instance(s). Connect staging too: the same command, with staging's GITLAB_URL and GITLAB_TOKEN.`;
      const names = new Set(connected.map((s) => s.ref.name));
      if (names.size !== 1)
        return `The servers report different names (${[...names].join(', ')}); run the same program for both, as in the starter.`;
    },
  },
  {
    id: 'unambiguous-names',
    title: "Every tool of both servers is in the model's tool list under a name of its own",
    test(run) {
      const listed = servers(run).filter((s) => s.tools?.tools?.length);
      if (listed.length < 2) return 'Only one server listed its tools to the host. Connect staging as well.';
      const expected = listed.reduce((sum, s) => sum + (s.tools?.tools?.length ?? 0), 0);
      const given =
        modelToolLists(run)
          .at(-1)
          ?.entry.tools.map((t) => t.name) ?? [];
      if (new Set(given).size !== given.length)
        return `The model's tool list repeats a name: ${JSON.stringify(given)}.`;
      if (given.length !== expected)
        return `The servers list ${expected} tools in all; the model got ${given.length}: ${JSON.stringify(given)}.`;
    },
  },
  {
    id: 'answered-by-staging',
    title: "The staging question is answered by the staging instance, whose handler read staging's tracker",
    test(run) {
      const question = stagingQuestion(run);
      if (!question) return missingStep('The model made no tool call. Keep the host.ask(...) about staging.');
      const { asked, wire, handler } = question;
      if (asked.call.event.scripted)
        return "The program scripted the model's call (host.ask's call option), so the model chose nothing. Let the tool names lead it to staging.";
      if (!wire || !handler) return `The model asked for ${asked.call.entry.name}, but no server ran it.`;
      const instance = servers(run).find((s) => s.ref.id === wire.to)?.ref;
      const apis = handler.apiCalls.map((c) => c.api);
      if (!apis.length) return `${instance?.id ?? 'The server'} answered without reading any tracker.`;
      if (apis.some((api) => api !== STAGING_API)) {
        const connected = servers(run).filter((s) =>
          run.exchanges('initialize').some((x) => x.to === s.ref.id && x.response?.result),
        );
        const names =
          modelToolLists(run)
            .at(-1)
            ?.entry.tools.map((t) => t.name) ?? [];
        const fix =
          connected.length < 2
            ? 'Connect staging and give the model names that say which instance each tool belongs to.'
            : `Both instances are connected, but the model chose from the names ${JSON.stringify(names)} and nothing in the one it picked says staging. ` +
              "Give it names that do, with a connection name that uses the question's word (staging, or a form of it); hint 2 names the host's option.";
        return (
          `The call went to ${instance?.id} (named "${instance?.name}"), whose handler read ${[...new Set(apis)].join(', ')}. ` +
          `Its answer looks fine — same project, same kind of issues — but it is not staging's data. ${fix}`
        );
      }
      if (asked.result?.event.instance !== wire.to)
        return `The tool result in the context is attributed to ${asked.result?.event.instance}, not to ${wire.to}, the instance that answered.`;
    },
  },
  {
    id: 'staging-data',
    title: 'What the model reads is staging data: it includes the staging-only issue, and production was never asked',
    test(run) {
      const question = stagingQuestion(run);
      const text = contentText(question?.asked.result?.entry.content);
      if (!text.includes(STAGING_ONLY))
        return `The tool result in the context lacks "${STAGING_ONLY}", which only staging has. It came from the wrong instance.`;
      const production = servers(run).find((s) => apisCalledBy(run, s.ref.id).some((api) => api !== STAGING_API));
      if (production)
        return `${production.ref.id} also read a tracker other than staging during this run; the question was about staging only.`;
    },
  },
]);
