import { defineChecks, missingStep } from '../../src/lessons/checks';
import {
  isDiscoverProbe,
  requestsTo,
  type StdioProcess,
  stdioProcesses,
  subscriptionIdOf,
} from '../../src/lessons/checkKit/stdioWire';

// Shortcuts this lesson rules out, met by crashingServer (mcp-tour/probes), whose processes crash
// 2 or 3 times (drawn on each run) at a tools/call once the host listens on them:
// - reconnecting with a bare transport: the new process has no subscription, and its tool
//   changes reach nobody;
// - listening again once, or a fixed number of times: there is one crash more than that;
// - listening again lazily, after calling: the changes announced before the listen are lost;
// - stopping waiting instead of cancelling (Promise.race, ignoring the promise): the build goes on
//   in the server, since on stdio only notifications/cancelled tells it to stop;
// - closing the connection to stop one call: that kills the process and every subscription.

const ARGS = ['build-server.js'];
const kept = (run: Parameters<typeof stdioProcesses>[0]) =>
  stdioProcesses(run, ARGS).filter((p) => !isDiscoverProbe(p) && requestsTo(p).length > 0);
const firstCallSeq = (p: StdioProcess) => requestsTo(p).find((l) => l.message.method === 'tools/call')?.seq;

export default defineChecks([
  {
    id: 'discover-on-a-throwaway-process',
    title:
      'The client probes the era with server/discover on a throwaway process, then speaks 2026-07-28 with no initialize',
    kind: 'observes',
    test(run) {
      const all = stdioProcesses(run, ARGS);
      if (all.length === 0) return missingStep('No build server was started. Keep await start().');
      if (!isDiscoverProbe(all[0]))
        return `The first process read ${
          requestsTo(all[0])
            .map((l) => l.message.method)
            .join(', ') || 'nothing'
        }, not server/discover alone. Keep the client in versionNegotiation: { mode: 'auto' }.`;
      const initialized = kept(run).find((p) => requestsTo(p).some((l) => l.message.method === 'initialize'));
      if (initialized) return `Process ${initialized.spawn.link} got initialize: the client fell back to 2025-11-25.`;
    },
  },
  {
    id: 'subscriptions-told-apart',
    title:
      'Two subscriptions share one stdout: every message of a subscription carries its listen id, and its acknowledgement comes first',
    kind: 'observes',
    test(run) {
      let shared = false;
      for (const process of kept(run)) {
        const listens = new Set(
          requestsTo(process)
            .filter((l) => l.message.method === 'subscriptions/listen')
            .map((l) => l.message.id),
        );
        const acknowledged = new Set<unknown>();
        for (const { message, stream } of process.lines) {
          const id = subscriptionIdOf(message);
          if (stream !== 'stdout' || id === undefined) continue;
          if (!listens.has(id as string))
            return `A ${message.method} on ${process.spawn.link} names subscription ${JSON.stringify(id)}, which no subscriptions/listen on that process opened.`;
          if (message.method === 'notifications/subscriptions/acknowledged') acknowledged.add(id);
          else if (!acknowledged.has(id))
            return `${message.method} for ${JSON.stringify(id)} came before its acknowledgement.`;
        }
        if (acknowledged.size >= 2) shared = true;
      }
      if (!shared)
        return missingStep('No process carried two subscriptions. Keep the two client.listen(...) calls in start().');
    },
  },
  {
    id: 'listens-again-after-restart',
    title:
      'Every process the host starts after a crash gets subscriptions/listen for tool changes before its first call',
    test(run) {
      const processes = kept(run);
      if (processes.length < 2)
        return missingStep(
          'The build server never crashed, or was never started again. Keep the turns that call status.',
        );
      for (const [index, process] of processes.entries()) {
        const call = firstCallSeq(process);
        if (call === undefined) continue;
        const listen = requestsTo(process).find(
          (l) =>
            l.message.method === 'subscriptions/listen' &&
            (l.message.params?.notifications as { toolsListChanged?: unknown } | undefined)?.toolsListChanged === true,
        );
        if (!listen || listen.seq > call)
          return `Process ${index + 1} of the build server (${process.spawn.link}, started after a crash) got a tools/call ${listen ? 'before' : 'and never'} a subscriptions/listen: its tool changes reach nobody. A subscription lives as long as the process that serves it; SDK v2 does not listen again for you ("No automatic re-listen — call listen() again"). Listen again on every new process (hint 2 says where).`;
      }
    },
  },
  {
    id: 'cancelled-by-notification',
    title:
      'The abandoned run_build is cancelled with notifications/cancelled naming its request id, and the server sends nothing more for it',
    test(run) {
      const builds = kept(run).flatMap((p) =>
        requestsTo(p)
          .filter((l) => l.message.method === 'tools/call' && l.message.params?.name === 'run_build')
          .map((l) => ({ process: p, call: l })),
      );
      if (builds.length === 0) return missingStep('No run_build call reached the server. Keep the build step.');
      for (const { process, call } of builds) {
        const answered = process.lines.some(
          (l) => l.stream === 'stdout' && l.message.id === call.message.id && l.seq > call.seq,
        );
        const cancel = process.lines.find(
          (l) =>
            l.stream === 'stdin' &&
            l.seq > call.seq &&
            l.message.method === 'notifications/cancelled' &&
            l.message.params?.requestId === call.message.id,
        );
        if (!cancel && !answered)
          return `run_build (request ${JSON.stringify(call.message.id)}) was abandoned without notifications/cancelled: the server never learns, and the build runs on. On stdio "there is no per-request stream to close. The client MUST send a notifications/cancelled notification referencing the request ID." Cancel the call itself rather than stop waiting for it (hint 2).`;
        if (!cancel)
          return 'run_build ran to its end: the host waited for it. Give up after 200 ms with a signal, and the SDK cancels it.';
        if (process.lines.some((l) => l.stream === 'stdout' && l.message.id === call.message.id && l.seq > cancel.seq))
          return 'The server answered run_build after it was cancelled: after notifications/cancelled it "MUST NOT send any further messages for it".';
      }
    },
  },
]);
