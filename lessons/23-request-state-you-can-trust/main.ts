import { McpServer, acceptedContent, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
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
  orderId: string;
  amount: number;
  user: string;
}

// TODO: the client can read, change, keep and pass on whatever this returns, and the retry
// believes it. Seal it with SDK v2's createRequestStateCodec (a key of 32 bytes or more, a short
// ttlSeconds, and bind: ctx => the user and the method), verify it in the McpServer's options,
// check it belongs to this very request, and refuse a state that was already redeemed.
const sealState = async (state: RefundState) => btoa(JSON.stringify(state));
const openState = (raw: unknown) => JSON.parse(atob(String(raw))) as RefundState;

const text = (t: string, isError = false) => ({ content: [{ type: 'text' as const, text: t }], isError });

function buildServer() {
  const server = new McpServer({ name: 'shop', version: '1.0.0' });
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
          requestState: await sealState({ orderId, amount: order.amount, user }),
        });
      }
      // The retry: the state comes back from the client.
      const state = openState(raw);
      if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm)?.confirm !== true)
        return text('Nothing refunded: you said no.');
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
