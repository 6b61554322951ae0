import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { Client, type McpSubscription } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { SimulatedStdioClientTransport, defineServerProgram } from 'mcp-tour/transports';
import { crashingServer } from 'mcp-tour/probes';

// ── A build server, spoken to over stdio: node build-server.js ────────────────────────────────
const buildServer = defineServerProgram(({ stdio }) => {
  serveStdio(
    () => {
      const server = new McpServer({ name: 'build', version: '1.0.0' }, { capabilities: { resources: { subscribe: true } } });
      server.registerTool('status', { description: 'The state of the last build', inputSchema: z.object({}) }, async () => ({
        content: [{ type: 'text', text: 'last build: green' }],
      }));
      server.registerTool('run_build', { description: 'Run a full build (slow)', inputSchema: z.object({}) }, async (_args, ctx) => {
        await server.server.sendResourceUpdated({ uri: 'build://status' });
        const finished = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), 2000);
          ctx.mcpReq.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve(false);
          });
        });
        stdio.log(finished ? 'build finished' : 'build stopped: the client cancelled it');
        return { content: [{ type: 'text', text: finished ? 'build ok' : 'cancelled' }] };
      });
      server.registerResource('status', 'build://status', { description: 'Build status' }, async () => ({
        contents: [{ uri: 'build://status', text: 'running' }],
      }));
      return server;
    },
    { transport: stdio },
  );
});
// The probe: the same program, but its processes crash now and then (how often, you do not know).
const server = crashingServer(buildServer);

// ── The host ──────────────────────────────────────────────────────────────────────────────────
const client = new Client({ name: 'ide', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
// Every change notification of every subscription reaches these handlers (SDK 2.4.0).
client.setNotificationHandler('notifications/tools/list_changed', (n) =>
  console.log('tools changed, on subscription', n.params?._meta?.['io.modelcontextprotocol/subscriptionId']),
);
client.setNotificationHandler('notifications/resources/updated', (n) =>
  console.log(`${n.params.uri} updated, on subscription`, n.params._meta?.['io.modelcontextprotocol/subscriptionId']),
);

let subscriptions: McpSubscription[] = [];
async function start() {
  await client.connect(new SimulatedStdioClientTransport({ command: 'node', args: ['build-server.js'], server: server.program }));
  // Two subscriptions, one channel: stdout carries both, each message tagged with its listen id.
  subscriptions = [
    await client.listen({ toolsListChanged: true }),
    await client.listen({ resourceSubscriptions: ['build://status'] }),
  ];
}

// A call that survives a crash: the process is gone, so start a new one and try again.
async function call(name: string) {
  for (;;) {
    try {
      return await client.callTool({ name, arguments: {} });
    } catch (error) {
      if (client.transport) throw error;
      console.log(`the server process died during ${name}; starting it again`);
      // TODO: the new process knows nothing of the old one's subscriptions. Start it with start(),
      // which listens again, instead of connecting a bare transport.
      await client.connect(new SimulatedStdioClientTransport({ command: 'node', args: ['build-server.js'], server: server.program }));
    }
  }
}

await start();
for (let turn = 1; turn <= 4; turn++) console.log(`turn ${turn}:`, JSON.stringify((await call('status')).content));

// The user starts a full build, then gives up on it after 200 ms.
// TODO: this stops waiting, but the build goes on in the server. Cancel it: pass
// { signal: AbortSignal.timeout(200) } to callTool, and the SDK writes notifications/cancelled.
const gaveUp = await Promise.race([
  client.callTool({ name: 'run_build', arguments: {} }),
  new Promise((resolve) => setTimeout(() => resolve('gave up'), 200)),
]);
console.log('run_build:', JSON.stringify(gaveUp));

for (const subscription of subscriptions) await subscription.close();
await client.close();
