import { defineChecks, missingStep } from '../../src/lessons/checks';
import { probeSuiteOutcome } from '../../src/lessons/checkKit/probeSuites';
import { tracedToolCalls } from '../../src/lessons/checkKit/toolCalls';
import { REQUEST_STATE_SUITE, REQUEST_STATE_TESTS as T } from '../../src/runtime/modules/tour/probes/requestState';

// Shortcuts this lesson rules out, each met by an attempt of probeRequestState (mcp-tour/probes),
// which starts from states the learner's server mints itself:
// - readable state trusted as it comes back (base64 JSON, a plain object): the tampered attempt
//   changes its numbers and its order id and encodes it back the same way;
// - a signature without a binding: alice's sealed state presented by mallory on mallory's order;
// - a binding to the user only: alice's state presented on her other order;
// - a codec without server-side redemption: the same state presented twice;
// - no expiry, or an expiry the server never reads: the state presented an hour later;
// - refusing every retry: alice's own confirmed round must complete.

const keepProbe = () =>
  missingStep('The probe did not reach the server. Keep the await probeRequestState({ … }) call at the end.');

const MRTR =
  'The multi round-trip page: "servers MUST treat requestState as an attacker-controlled input. If requestState influences authorization, resource access, or business logic, servers MUST protect its integrity (e.g. HMAC or AEAD) and MUST reject state that fails verification."';

function failures(run: Parameters<typeof probeSuiteOutcome>[0], tests: string[]) {
  return probeSuiteOutcome(run, REQUEST_STATE_SUITE, tests);
}

export default defineChecks([
  {
    id: 'own-round-completes',
    title: "Alice's own refund goes through: the server asks, she confirms, the retry completes",
    kind: 'observes',
    test(run) {
      const own = tracedToolCalls(run, 'refund_order')[0];
      if (!own) return missingStep("Alice's app made no refund_order call. Keep client.callTool(...).");
      if (own.result?.isError || own.protocolError)
        return `Alice's own refund failed: ${JSON.stringify(own.protocolError ?? own.result?.content)}. A state the server minted for her, echoed unchanged on her retry, must still work.`;
      const probe = failures(run, [T.own]);
      if (!probe.ran) return keepProbe();
      if (probe.failed.length) return `The probe's own honest round failed: ${probe.failed[0].error}`;
    },
  },
  {
    id: 'tampered-refused',
    title: 'A requestState the client changed is refused (its integrity is protected and verified)',
    test(run) {
      const probe = failures(run, [T.tampered]);
      if (!probe.ran) return keepProbe();
      if (probe.failed.length)
        return `The probe decoded the state, changed the amount and the order, encoded it back, and the refund went through. ${MRTR} Protect it with a key only the server holds, and have the server verify it on every retry (hint 2 names SDK v2's codec).`;
    },
  },
  {
    id: 'bound-to-user-and-request',
    title: 'A requestState is refused from another user, and on a request other than the one it was minted for',
    test(run) {
      const probe = failures(run, [T.otherUser, T.otherRequest]);
      if (!probe.ran) return keepProbe();
      const [first] = probe.failed;
      if (first?.name === T.otherUser)
        return `Mallory presented alice's state on a refund of her own order, and it went through. The spec asks to include "the authenticated principal, rejecting state presented by a different principal": bind the state to the user and the method (hint 3).`;
      if (first)
        return `Alice's state for order A-1001 was accepted on a refund of A-1002. The spec asks for "an identifier for the originating request, e.g. the method name and a digest of its salient parameters, rejecting state presented on a request that does not match". The codec's bind sees the context, not the arguments: keep the order id in the payload and compare it with the retry's.`;
    },
  },
  {
    id: 'short-lived-single-use',
    title: 'A requestState is refused an hour later, and the second time it is presented',
    test(run) {
      const probe = failures(run, [T.expired, T.replayed]);
      if (!probe.ran) return keepProbe();
      const [first] = probe.failed;
      if (first?.name === T.expired)
        return 'A state presented an hour after it was minted still worked. The spec asks for "a short expiry (TTL), rejecting state presented after it lapses": the codec\'s ttlSeconds (default 600) does it.';
      if (first)
        return 'The same state redeemed a second refund. A signed, unexpired state can be replayed: the spec says such measures "do not by themselves guarantee single-use. Servers for which a given requestState must be consumed at most once (e.g., one-time redemptions) MUST enforce that invariant server-side." Put an id in the payload and remember the ones redeemed.';
    },
  },
]);
