import { describe, expect, it } from 'vitest';
import { runInNode } from '../node/runInNode';
import type { JsonRpcEvent, TraceEvent } from './events';

// Each message a transport delivers is logged once as received, also when a handler set later
// passes it on to the one set before as a copy: what is logged is the delivery, not an object.

const received = (events: TraceEvent[], instance: string) =>
  events.filter((e): e is JsonRpcEvent => e.kind === 'jsonrpc' && e.direction === 'receive' && e.instance === instance);
const sent = (events: TraceEvent[], instance: string) =>
  events.filter((e): e is JsonRpcEvent => e.kind === 'jsonrpc' && e.direction === 'send' && e.instance === instance);

const PROGRAMS = {
  'SDK 1.x': `
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';`,
  'SDK v2': `
import { McpServer } from '@modelcontextprotocol/server';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';`,
};

const BODY = `
import * as z from 'zod';
const server = new McpServer({ name: 'echo', version: '1.0.0' });
server.registerTool('echo', { inputSchema: z.object({ text: z.string() }) }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await server.connect(serverSide);
const client = new Client({ name: 'app', version: '1.0.0' });
await client.connect(clientSide);

// A relay of the program's own: every message the client receives passes through it, as a copy
// (a structured clone, as a message crossing a worker boundary would be).
const deliver = clientSide.onmessage!;
let relayed = 0;
clientSide.onmessage = (message, extra) => {
  relayed++;
  deliver(structuredClone(message), extra);
};
await client.listTools();
const result = await client.callTool({ name: 'echo', arguments: { text: 'hi' } });
console.log(relayed, JSON.stringify(result.content));
await client.close();
`;

describe('messages received through a relay that copies them', () => {
  for (const [generation, imports] of Object.entries(PROGRAMS)) {
    it(`${generation}: each delivered message is logged once`, async () => {
      const { events } = await runInNode(imports + BODY);
      expect(events.at(-1)).toMatchObject({ kind: 'end', status: 'ok' });
      expect(events.filter((e) => e.kind === 'console').map((e) => (e as { text: string }).text)).toEqual([
        `2 [{"type":"text","text":"hi"}]`,
      ]);
      const fromServer = sent(events, 'server#1').map((e) => e.message);
      expect(fromServer.length).toBeGreaterThanOrEqual(3);
      expect(received(events, 'client#1').map((e) => e.message)).toEqual(fromServer);
    }, 30_000);
  }
});
