import { runTest } from '../acceptance/testRun';
import type { LinkFetch } from '../transports/http/httpLink';
import { completed, postMcp, type RawAnswer } from './rawRequest';

// A careless or hostile client holding a `requestState` (2026-07-28, multi round-trip requests):
// it changes the state, hands it to another user (who presents it on a call of their own),
// presents it on another request of the user's, presents it twice, and presents it an hour later. Each attempt is a subtest of the suite
// "probe: requestState" (mcp-tour/acceptance's report), so a lesson's checks read which ones the
// server refused.

/** The server under probe, and what a legitimate round looks like on it. */
export interface RequestStateTarget {
  /** The link's fetch (`createHttpLink(...).fetch`), so every request is traced. */
  fetch: LinkFetch;
  /** The MCP endpoint. */
  url: string | URL;
  /** A tool that answers its first call with `input_required` and a `requestState`. */
  tool: string;
  /** The user's own call. */
  arguments: Record<string, unknown>;
  /** Another call the same user could make (for example another order of theirs). */
  otherArguments: Record<string, unknown>;
  /** A call the other user could make of their own (for example their own order). */
  otherUserArguments: Record<string, unknown>;
  /** The user's bearer token, and another user's. */
  userToken: string;
  otherUserToken: string;
  /** What the user fills into every form the server asks for (accepted). */
  answer: Record<string, unknown>;
}

/** The suite name the probe reports under. */
export const REQUEST_STATE_SUITE = 'probe: requestState';

/** The subtests, in the order they run. */
export const REQUEST_STATE_TESTS = {
  own: "the user's own confirmed round completes",
  tampered: 'a tampered requestState is refused',
  otherUser: 'a requestState presented by another user is refused',
  otherRequest: 'a requestState presented on another request is refused',
  replayed: 'a requestState presented a second time is refused',
  expired: 'a requestState presented an hour later is refused',
} as const;

const AN_HOUR = 60 * 60 * 1000;

interface FirstRound {
  state: string;
  inputRequests: Record<string, unknown>;
}

/**
 * Runs the six attempts against `target` and reports each as a subtest of
 * "probe: requestState". Every attempt starts from a state the server minted for the user's own
 * call; only the one thing the attempt is about is wrong in it. Resolves to true when the server
 * refused every attack (and served the user's own round). "Refused" means anything but a
 * completed result: a JSON-RPC error, an `isError` result, or another `input_required`.
 */
export async function probeRequestState(target: RequestStateTarget): Promise<boolean> {
  const call = (token: string, params: Record<string, unknown>) =>
    postMcp(target.fetch, target.url, 'tools/call', params, {
      headers: { authorization: `Bearer ${token}` },
      capabilities: { elicitation: { form: {} } },
    });
  const firstRound = async (): Promise<FirstRound> => {
    const answer = await call(target.userToken, { name: target.tool, arguments: target.arguments });
    const result = answer.result ?? {};
    if (result.resultType !== 'input_required' || typeof result.requestState !== 'string')
      throw new Error(`The first call of ${target.tool} came back without a requestState (${describe(answer)}).`);
    return { state: result.requestState, inputRequests: (result.inputRequests ?? {}) as Record<string, unknown> };
  };
  const retry = (token: string, args: Record<string, unknown>, round: FirstRound, state = round.state) =>
    call(token, {
      name: target.tool,
      arguments: args,
      requestState: state,
      inputResponses: Object.fromEntries(
        Object.keys(round.inputRequests).map((key) => [key, { action: 'accept', content: target.answer }]),
      ),
    });
  const refused = (answer: RawAnswer, what: string) => {
    if (completed(answer)) throw new Error(`The server completed the call: ${what}. (${describe(answer)})`);
  };

  let redeemed: FirstRound | undefined;
  return runTest(REQUEST_STATE_SUITE, async (t) => {
    await t.test(REQUEST_STATE_TESTS.own, async () => {
      const round = await firstRound();
      const answer = await retry(target.userToken, target.arguments, round);
      if (!completed(answer)) throw new Error(`The user's own retry did not complete (${describe(answer)}).`);
      redeemed = round;
    });
    await t.test(REQUEST_STATE_TESTS.tampered, async () => {
      const round = await firstRound();
      const forged = tamper(round.state, target.arguments, target.otherArguments);
      refused(await retry(target.userToken, target.arguments, round, forged), 'it acted on a state the client changed');
    });
    await t.test(REQUEST_STATE_TESTS.otherUser, async () => {
      const round = await firstRound();
      refused(
        await retry(target.otherUserToken, target.otherUserArguments, round),
        "another user's call went through on the user's state",
      );
    });
    await t.test(REQUEST_STATE_TESTS.otherRequest, async () => {
      const round = await firstRound();
      refused(
        await retry(target.userToken, target.otherArguments, round),
        `the state of ${JSON.stringify(target.arguments)} was accepted for ${JSON.stringify(target.otherArguments)}`,
      );
    });
    await t.test(REQUEST_STATE_TESTS.replayed, async () => {
      if (!redeemed) throw new Error("The user's own round never completed, so there is nothing to replay.");
      refused(await retry(target.userToken, target.arguments, redeemed), 'a state already redeemed worked again');
    });
    await t.test(REQUEST_STATE_TESTS.expired, async () => {
      const round = await firstRound();
      refused(
        await clockAhead(AN_HOUR, () => retry(target.userToken, target.arguments, round)),
        'an hour-old state worked',
      );
    });
  });
}

function describe(answer: RawAnswer): string {
  if (answer.error) return `HTTP ${answer.status}, error ${answer.error.code} ${answer.error.message}`;
  if (answer.result)
    return `HTTP ${answer.status}, resultType ${String(answer.result.resultType)}${answer.result.isError ? ', isError' : ''}`;
  return `HTTP ${answer.status}`;
}

/** Runs `fn` while `Date.now()` reads `ms` later than it is (what the SDK's codec and most TTL checks read). */
async function clockAhead<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const realNow = Date.now;
  Date.now = () => realNow.call(Date) + ms;
  try {
    return await fn();
  } finally {
    Date.now = realNow;
  }
}

/**
 * The state with its meaning changed: a JSON payload found in it (plain, or base64/base64url in
 * one of its dot-separated parts, as in `v1.<body>.<mac>` or a JWT) gets every number multiplied
 * by 100 and every value of the user's arguments swapped for the other call's, and is encoded
 * back the same way, signature untouched. A state the probe cannot read gets one character
 * changed.
 */
export function tamper(state: string, args: Record<string, unknown>, other: Record<string, unknown>): string {
  const change = (value: unknown): unknown => {
    if (typeof value === 'number') return value * 100 + 1;
    if (Array.isArray(value)) return value.map(change);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, change(v)]));
    for (const [key, mine] of Object.entries(args)) if (value === mine && other[key] !== undefined) return other[key];
    return value;
  };
  const plain = parseObject(state);
  if (plain) return JSON.stringify(change(plain));
  const parts = state.split('.');
  for (const [index, part] of parts.entries()) {
    const decoded = decodeBase64(part);
    const payload = decoded === undefined ? undefined : parseObject(decoded.text);
    if (!payload || !decoded) continue;
    parts[index] = encodeBase64(JSON.stringify(change(payload)), decoded.url, decoded.padded);
    return parts.join('.');
  }
  const middle = Math.floor(state.length / 2);
  return state.slice(0, middle) + (state[middle] === 'A' ? 'B' : 'A') + state.slice(middle + 1);
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function decodeBase64(part: string): { text: string; url: boolean; padded: boolean } | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(part)) return undefined;
  try {
    const standard = part.replaceAll('-', '+').replaceAll('_', '/');
    const bytes = Uint8Array.from(atob(standard), (c) => c.charCodeAt(0));
    // Without '-' or '_' the standard alphabet is the safe guess: atob reads it, and so do base64url decoders that accept both.
    return {
      text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
      url: /[-_]/.test(part),
      padded: part.endsWith('='),
    };
  } catch {
    return undefined;
  }
}

function encodeBase64(text: string, url: boolean, padded: boolean): string {
  let out = btoa(String.fromCharCode(...new TextEncoder().encode(text)));
  if (url) out = out.replaceAll('+', '-').replaceAll('/', '_');
  return padded ? out : out.replace(/=+$/, '');
}
