import { describe, expect, it } from 'vitest';
import { runInNode } from '../../../node/runInNode';

// A program whose server never changes on its own: every list_changed comes from the probe.
const program = (relisten: boolean) => `
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { Client } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { SimulatedStdioClientTransport, defineServerProgram } from 'mcp-tour/transports';
import { crashingServer } from 'mcp-tour/probes';
const server = crashingServer(defineServerProgram(({ stdio }) => {
  serveStdio(() => {
    const s = new McpServer({ name: 'x', version: '1.0.0' });
    s.registerTool('ping', { inputSchema: z.object({}) }, async () => ({ content: [] }));
    return s;
  }, { transport: stdio });
}));
const client = new Client({ name: 'h', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
let heard = 0;
client.setNotificationHandler('notifications/tools/list_changed', () => void heard++);
const start = async () => {
  await client.connect(new SimulatedStdioClientTransport({ command: 'node', args: ['x.js'], server: server.program }));
  await client.listen({ toolsListChanged: true });
};
await start();
let crashes = 0;
for (let i = 0; i < 5; i++) {
  try { await client.callTool({ name: 'ping', arguments: {} }); }
  catch { crashes++; ${relisten ? 'await start();' : "await client.connect(new SimulatedStdioClientTransport({ command: 'node', args: ['x.js'], server: server.program }));"} i--; }
}
console.log(JSON.stringify({ crashes, heard, drawn: server.crashes }));
await client.close();
`;

const outcome = async (relisten: boolean) => {
  const record = await runInNode(program(relisten), { timeLimitMs: 10_000 });
  expect(record.error).toBeUndefined();
  const line = record.events.findLast((e) => e.kind === 'console');
  return JSON.parse(line?.kind === 'console' ? line.text : '{}') as { crashes: number; heard: number; drawn: number };
};

describe('crashingServer', () => {
  it('crashes 2 or 3 processes that are listened on, and announces a change on each subscription', async () => {
    const { crashes, heard, drawn } = await outcome(true);
    expect([2, 3]).toContain(drawn);
    expect(crashes).toBe(drawn);
    expect(heard).toBe(drawn + 1);
  });

  it('never crashes a process nobody listens on', async () => {
    const { crashes, heard } = await outcome(false);
    expect(crashes).toBe(1);
    expect(heard).toBe(1);
  });
});
