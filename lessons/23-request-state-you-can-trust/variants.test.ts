import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const BIND = "  bind: (ctx) => `${ctx.mcpReq.method}\\0${String(ctx.http?.authInfo?.extra?.user ?? '')}`,\n";
const TTL = '  ttlSeconds: 300,\n';
const SAME_ORDER =
  "      if (state.orderId !== orderId) return text('That confirmation was for another order.', true);\n";
const REDEEMED = "      if (redeemed.has(state.id)) return text('That confirmation was already used.', true);\n";
const SEAL = 'const sealState = async (state: RefundState) => btoa(JSON.stringify(state));';
const OPEN = 'const openState = (raw: unknown) => JSON.parse(atob(String(raw))) as RefundState;';
const MINT = '          requestState: await sealState({ orderId, amount: order.amount, user }),';
const RETRY = `      // The retry: the state comes back from the client.
      const state = openState(raw);
`;

// A hand-rolled HMAC with crypto.subtle: "<base64 payload>.<base64 mac>", payload with exp.
const HMAC_HELPERS = `const KEY = crypto.subtle.importKey('raw', new TextEncoder().encode('a-hand-rolled-hmac-key-of-32-bytes!!'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
async function sealState(state: RefundState & { exp?: number; id?: string }) {
  const body = b64(new TextEncoder().encode(JSON.stringify(state)));
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await KEY, new TextEncoder().encode(body)));
  return body + '.' + b64(mac);
}
async function openState(raw: unknown): Promise<(RefundState & { exp?: number; id?: string }) | undefined> {
  const [body, mac] = String(raw).split('.');
  try {
    if (!(await crypto.subtle.verify('HMAC', await KEY, unb64(mac), new TextEncoder().encode(body)))) return undefined;
    return JSON.parse(new TextDecoder().decode(unb64(body)));
  } catch {
    return undefined;
  }
}`;

describeVariants(lesson, {
  cheats: [
    {
      name: 'seals the state with the codec, but binds nothing and redeems nothing',
      source: edit(lesson.solution, [BIND, ''], [SAME_ORDER, ''], [REDEEMED, '']),
      fails: ['bound-to-user-and-request', 'short-lived-single-use'],
    },
    {
      name: 'binds the user, but never compares the order the state was minted for',
      source: edit(lesson.solution, [SAME_ORDER, '']),
      fails: ['bound-to-user-and-request'],
      says: { 'bound-to-user-and-request': 'salient parameters' },
    },
    {
      name: 'everything but server-side redemption (a signature cannot make a state single-use)',
      source: edit(lesson.solution, [REDEEMED, '']),
      fails: ['short-lived-single-use'],
      says: { 'short-lived-single-use': 'server-side' },
    },
    {
      name: 'a state that lives for a day',
      source: edit(lesson.solution, [TTL, '  ttlSeconds: 86_400,\n']),
      fails: ['short-lived-single-use'],
      says: { 'short-lived-single-use': 'hour' },
    },
    {
      name: 'a hand-rolled HMAC with no expiry and no binding',
      source: edit(
        lesson.starter,
        [`${SEAL}\n${OPEN}`, HMAC_HELPERS],
        [
          RETRY,
          `      const state = await openState(raw);\n      if (!state) return text('Invalid requestState.', true);\n`,
        ],
      ),
      fails: ['bound-to-user-and-request', 'short-lived-single-use'],
    },
    {
      name: 'a random handle to server-side state that never asks who presents it',
      source: edit(
        lesson.starter,
        [
          `${SEAL}\n${OPEN}`,
          `const pending = new Map<string, RefundState>();
const sealState = async (state: RefundState) => {
  const handle = crypto.randomUUID();
  pending.set(handle, state);
  return handle;
};
const openState = (raw: unknown) => pending.get(String(raw));`,
        ],
        [RETRY, `      const state = openState(raw);\n      if (!state) return text('Unknown requestState.', true);\n`],
      ),
      fails: ['bound-to-user-and-request', 'short-lived-single-use'],
    },
    {
      name: 'refuses every retry',
      source: edit(lesson.starter, [
        RETRY,
        "      return text('Retries are not accepted.', true);\n      const state = openState(raw);\n",
      ]),
      fails: ['own-round-completes'],
    },
  ],
  alternatives: [
    {
      name: 'a hand-rolled HMAC whose payload carries user, order, expiry and id, checked in the handler',
      source: edit(
        lesson.starter,
        [`${SEAL}\n${OPEN}`, `${HMAC_HELPERS}\nconst used = new Set<string>();`],
        [
          MINT,
          '          requestState: await sealState({ orderId, amount: order.amount, user, exp: Date.now() + 120_000, id: crypto.randomUUID() }),',
        ],
        [
          RETRY,
          `      const state = await openState(raw);
      if (!state || state.user !== user || state.orderId !== orderId || !state.exp || state.exp < Date.now() || !state.id || used.has(state.id))
        return text('This confirmation is not valid here.', true);
      used.add(state.id);
`,
        ],
      ),
    },
    {
      name: 'server-side state behind a random handle: owner, order and expiry checked, deleted on first use',
      source: edit(
        lesson.starter,
        [
          `${SEAL}\n${OPEN}`,
          `const pending = new Map<string, RefundState & { expires: number }>();
async function sealState(state: RefundState) {
  const handle = crypto.randomUUID();
  pending.set(handle, { ...state, expires: Date.now() + 5 * 60_000 });
  return handle;
}
function takeState(raw: unknown, user: string, orderId: string) {
  const state = pending.get(String(raw));
  if (!state || state.user !== user || state.orderId !== orderId || state.expires < Date.now()) return undefined;
  pending.delete(String(raw));
  return state;
}`,
        ],
        [
          RETRY,
          `      const state = takeState(raw, user, orderId);\n      if (!state) return text('Unknown or used confirmation.', true);\n`,
        ],
      ),
    },
  ],
});
