import { defineChecks, missingStep } from '../../src/lessons/checks';
import type { RunView } from '../../src/runtime/trace/query';
import { requestsOfClient, type WireRequest } from '../../src/lessons/checkKit/eras';
import { handlerRuns } from '../../src/lessons/checkKit/toolCalls';

const MODERN = '2026-07-28';
const LEGACY = '2025-11-25';
const UNSUPPORTED = -32022;

function keep(name: string) {
  return missingStep(
    `No request from ${name} reached a server. Keep its visit('${name}', …) call and its clientInfo name.`,
  );
}

/** The text of a tools/call reply, or why there is none. */
function toolAnswer(requests: WireRequest[]): { text?: string; problem?: string } {
  const call = requests.find((r) => r.message.method === 'tools/call');
  if (!call) return { problem: 'it never called its tool' };
  if (call.reply?.error)
    return { problem: `its tools/call was answered with error ${call.reply.error.code} (${call.reply.error.message})` };
  const content = (call.reply?.result as { content?: { text?: string }[] } | undefined)?.content;
  return content
    ? { text: content[0]?.text }
    : { problem: `its tools/call got HTTP ${call.response?.status ?? 'no answer'}` };
}

function describeFirst(requests: WireRequest[]): string {
  const first = requests[0];
  const error = first.reply?.error;
  return `${first.message.method} → HTTP ${first.response?.status ?? '?'}${error ? `, error ${error.code} ${JSON.stringify(error.message)}` : ''}`;
}

// Shortcuts this lesson rules out, and what catches each:
// - serving one era only → legacy-client-served or modern-client-served;
// - upgrading the old client instead of serving it → legacy-client-served (it must stay SDK 1.x);
// - leaving the fleet client pinned, or pointing it where it never falls back → auto-falls-back.
// unsupported-version is observed: SDK v2 refuses a revision it does not implement on its own.
export default defineChecks([
  {
    id: 'legacy-client-served',
    title: `The 2025-era client (old-app, SDK 1.x) gets through: initialize answered, its tool call served by the same factory`,
    test(run: RunView) {
      const requests = requestsOfClient(run, 'old-app');
      if (requests.length === 0) return keep('old-app');
      const initialize = requests.find((r) => r.message.method === 'initialize');
      if (!initialize) return 'old-app never sent initialize.';
      if (initialize.reply?.error) {
        return (
          `old-app's initialize (protocol ${initialize.version}) was answered with error ${initialize.reply.error.code}: ${JSON.stringify(initialize.reply.error.message)}. ` +
          'A legacy client has no way forward from there. Let createMcpHandler serve the legacy era too (hint 2 names its option).'
        );
      }
      const { problem } = toolAnswer(requests);
      if (problem) return `old-app was initialized, but ${problem}.`;
    },
  },
  {
    id: 'modern-client-served',
    title: `The 2026-07-28 client (new-app) is served in its own era: server/discover first, no initialize, results with resultType`,
    kind: 'observes',
    test(run) {
      const requests = requestsOfClient(run, 'new-app');
      if (requests.length === 0) return keep('new-app');
      if (requests[0].message.method !== 'server/discover' || requests[0].version !== MODERN)
        return `new-app began with ${requests[0].message.method} (${requests[0].version}); keep it in auto mode.`;
      if (requests.some((r) => r.message.method === 'initialize'))
        return 'new-app fell back to initialize: the server should serve the 2026-07-28 era.';
      const call = requests.find((r) => r.message.method === 'tools/call');
      const resultType = (call?.reply?.result as { resultType?: unknown } | undefined)?.resultType;
      if (resultType !== 'complete')
        return missingStep('new-app\'s tool call did not come back with resultType "complete".');
    },
  },
  {
    id: 'unsupported-version',
    title: `A client asking for a revision the server does not implement gets 400 with UnsupportedProtocolVersionError (${UNSUPPORTED}), which lists the supported versions; no tool runs`,
    kind: 'observes',
    test(run) {
      const requests = requestsOfClient(run, 'future-app');
      if (requests.length === 0) return keep('future-app');
      const refused = requests.find((r) => r.reply?.error?.code === UNSUPPORTED);
      if (!refused) return `future-app was not refused with ${UNSUPPORTED}: ${describeFirst(requests)}.`;
      const data = refused.reply!.error!.data as { supported?: unknown; requested?: unknown } | undefined;
      if (refused.response?.status !== 400)
        return `The ${UNSUPPORTED} error came with HTTP ${refused.response?.status}, not 400.`;
      if (!Array.isArray(data?.supported) || !data.supported.includes(MODERN) || data.requested !== refused.version)
        return `The error's data should name the supported versions and echo the requested one; it was ${JSON.stringify(data)}.`;
      const ran = handlerRuns(run).find(
        (h) => h.start.seq > refused.request.seq && h.start.seq < (refused.response?.seq ?? Infinity),
      );
      if (ran) return `A ${ran.tool} handler ran for future-app's refused request.`;
    },
  },
  {
    id: 'auto-falls-back',
    title: `The auto-mode client (fleet-app) probes the 2025-era server with server/discover, gets no modern answer, falls back to initialize (${LEGACY}) and calls its tool`,
    test(run) {
      const requests = requestsOfClient(run, 'fleet-app');
      if (requests.length === 0) return keep('fleet-app');
      const [probe] = requests;
      if (probe.message.method !== 'server/discover')
        return `fleet-app began with ${probe.message.method}. In auto mode a v2 client probes with server/discover first.`;
      const initialize = requests.find((r) => r.message.method === 'initialize');
      if (!initialize) {
        return (
          `fleet-app probed (${describeFirst(requests)}) and stopped there: a client pinned to ${MODERN} has no fallback. ` +
          'Let it negotiate instead of pinning (hint 2): then a 4xx without a recognized modern error means a 2025-era server, and the client falls back to initialize.'
        );
      }
      if (initialize.version !== LEGACY || initialize.reply?.error)
        return `fleet-app's initialize (${initialize.version}) was not answered with a result.`;
      const { text, problem } = toolAnswer(requests);
      if (problem || !text) return `fleet-app fell back, but ${problem ?? 'its tool answered no text'}.`;
    },
  },
]);
