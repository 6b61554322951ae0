import {
  McpServer,
  acceptedContent,
  createMcpHandler,
  createRequestStateCodec,
  inputRequired,
} from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { createHttpLink } from 'mcp-tour/transports';
import { probeRequestState } from 'mcp-tour/probes';

// ── A shop's MCP server: refunds an order after its owner confirms ───────────────────────────────
const ORDERS: Record<string, { owner: string; item: string; amount: number }> = {
  'A-1001': { owner: 'alice', item: 'Headphones', amount: 40 },
  'A-1002': { owner: 'alice', item: 'Laptop', amount: 900 },
  'M-2001': { owner: 'mallory', item: 'USB cable', amount: 15 },
};
const refunds: string[] = [];
const Confirm = z.object({ confirm: z.boolean().describe('Refund it') });

// What the server needs to remember between the two rounds. It travels through the client.
interface RefundState {
  id: string;
  orderId: string;
  amount: number;
  user: string;
}

// The state is sealed with an HMAC key only the server holds: the client can read it (it is signed,
// not encrypted, so nothing secret goes in) but not change it. bind ties it to the user and the
// method; ttlSeconds bounds how long it lives; the id lets the server redeem it once.
const codec = createRequestStateCodec<RefundState>({
  key: 'shop-request-state-key-2b9f6c1e8d4a7035', // in production: a random secret from configuration
  ttlSeconds: 300,
  bind: (ctx) => `${ctx.mcpReq.method}\0${String(ctx.http?.authInfo?.extra?.user ?? '')}`,
});
const redeemed = new Set<string>(); // server-side: single use is not something a signature can promise

const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], isError });

function buildServer() {
  // The SDK runs verify on every retry before the handler; a state that fails is answered -32602.
  const server = new McpServer({ name: 'shop', version: '1.0.0' }, { requestState: { verify: codec.verify } });
  server.registerTool(
    'refund_order',
    { description: 'Refund one of your orders, after you confirm.', inputSchema: z.object({ orderId: z.string() }) },
    async ({ orderId }, ctx) => {
      const user = ctx.http?.authInfo?.extra?.user as string | undefined;
      const order = ORDERS[orderId];
      if (!user || order?.owner !== user) return text(`You have no order ${orderId}.`, true);

      const raw = ctx.mcpReq.requestState();
      if (raw === undefined) {
        // First round: ask the user, and keep what the retry needs in requestState.
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Refund ${order.amount} EUR for ${order.item} (order ${orderId}) to your card?`,
              requestedSchema: Confirm,
            }),
          },
          requestState: await codec.mint({ id: crypto.randomUUID(), orderId, amount: order.amount, user }, ctx),
        });
      }
      // The retry: verified already, so raw is the payload the server minted, for this user.
      const state = raw as RefundState;
      if (state.orderId !== orderId) return text('That confirmation was for another order.', true);
      if (redeemed.has(state.id)) return text('That confirmation was already used.', true);
      if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm)?.confirm !== true)
        return text('Nothing refunded: you said no.');
      redeemed.add(state.id);
      refunds.push(`${state.amount} EUR for ${state.orderId} to ${state.user}`);
      return text(`Refunded ${state.amount} EUR for order ${state.orderId} to ${state.user}'s card.`);
    },
  );
  return server;
}

// ── The front door: a bearer token names the user (how the token was checked is lesson 19's) ────
const USERS: Record<string, string> = { 'tok-alice-5d1e': 'alice', 'tok-mallory-9c07': 'mallory' };
const mcp = createMcpHandler(buildServer);
const shop = createHttpLink(
  (request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    const user = USERS[token];
    if (!user) return new Response('Unauthorized', { status: 401 });
    return mcp.fetch(request, { authInfo: { token, clientId: 'shop-app', scopes: [], extra: { user } } });
  },
  { name: 'shop' },
);
const MCP_URL = new URL('https://shop.example/mcp');

// ── Alice's app: she asks for a refund of her headphones, and confirms ───────────────────────────
const client = new Client(
  { name: 'shop-app', version: '1.0.0' },
  { versionNegotiation: { mode: 'auto' }, capabilities: { elicitation: { form: {} } } },
);
client.setRequestHandler('elicitation/create', async (request) => {
  console.log(`alice is asked: "${request.params.message}" — yes`);
  return { action: 'accept', content: { confirm: true } };
});
await client.connect(
  new StreamableHTTPClientTransport(MCP_URL, {
    fetch: shop.fetch,
    requestInit: { headers: { Authorization: 'Bearer tok-alice-5d1e' } },
  }),
);
const result = await client.callTool({ name: 'refund_order', arguments: { orderId: 'A-1001' } });
console.log('refund_order A-1001 →', JSON.stringify(result.content));
await client.close();

// ── The probe: what a careless or hostile client could do with a requestState ────────────────────
// It changes one, hands alice's to mallory, presents it on her other order, twice, an hour late.
await probeRequestState({
  fetch: shop.fetch,
  url: MCP_URL,
  tool: 'refund_order',
  arguments: { orderId: 'A-1001' },
  otherArguments: { orderId: 'A-1002' },
  otherUserArguments: { orderId: 'M-2001' },
  userToken: 'tok-alice-5d1e',
  otherUserToken: 'tok-mallory-9c07',
  answer: { confirm: true },
});
console.log('Refunds issued:', refunds);
