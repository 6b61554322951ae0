import { describe, expect, it, vi } from 'vitest';
import { runInNode } from '../../node/runInNode';
import type { ConsoleEvent } from '../../trace/events';
import { test } from './acceptance';

const reportLines = (events: readonly { kind: string }[]) =>
  (events.filter((e) => e.kind === 'console') as ConsoleEvent[]).map((e) => `${e.layer}: ${e.text}`);

describe('mcp-tour/acceptance', () => {
  it('runs subtests in order, reports each as node:test does, and never rejects for a failure', async () => {
    const record = await runInNode(`
      import assert from 'node:assert/strict';
      import { test } from 'mcp-tour/acceptance';
      const order = [];
      await test('acceptance: demo', async (t) => {
        await t.test('passes', () => { order.push(1); assert.equal(1, 1); });
        await t.test('fails', async () => { order.push(2); assert.equal('closed', 'opened'); });
        await t.test('still runs', () => { order.push(3); });
      });
      await test('a leaf test', () => {});
      console.log('after', order.join(','));
    `);
    expect(record.error).toBeUndefined();
    expect(reportLines(record.events)).toEqual([
      'host: ▶ acceptance: demo',
      'host:   ✔ passes',
      "host:   ✖ fails\n    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n    + actual - expected\n    \n    + 'closed'\n    - 'opened'",
      'host:   ✔ still runs',
      'host: ✖ acceptance: demo (1 of 3 failed)',
      'host: ✔ a leaf test',
      'runtime: after 1,2,3',
    ]);
  });

  it('fails a test whose body throws outside any subtest, with the error beneath it', async () => {
    const record = await runInNode(`
      import { test } from 'mcp-tour/acceptance';
      await test('suite', async (t) => {
        await t.test('ok', () => {});
        throw new TypeError('cannot connect');
      });
    `);
    expect(record.error).toBeUndefined();
    expect(reportLines(record.events)).toEqual([
      'host: ▶ suite',
      'host:   ✔ ok',
      'host: ✖ suite\n  TypeError: cannot connect',
    ]);
  });

  it('prints to the console outside a run, and refuses a test without a function', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await test('outside', () => {});
    expect(log).toHaveBeenCalledWith('✔ outside');
    log.mockRestore();
    await expect(test('no body', undefined as never)).rejects.toThrow(TypeError);
  });
  it('runs an acceptance suite against an SDK v2 server through an SDK v2 client, era checks included', async () => {
    const record = await runInNode(`
      import assert from 'node:assert/strict';
      import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
      import { Client, StreamableHTTPClientTransport, ProtocolError } from '@modelcontextprotocol/client';
      import { createHttpLink } from 'mcp-tour/transports';
      import { test } from 'mcp-tour/acceptance';
      import { z } from 'zod';
      const handler = createMcpHandler(() => {
        const server = new McpServer({ name: 'tracker', version: '2.0.0' });
        server.registerTool('get_issue', { description: 'One issue', inputSchema: z.object({ iid: z.number().int() }) }, async ({ iid }) => ({ content: [{ type: 'text', text: '#' + iid }] }));
        return server;
      });
      const link = createHttpLink((request) => handler.fetch(request));
      const client = new Client({ name: 'ci', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
      await client.connect(new StreamableHTTPClientTransport(new URL('https://tracker.example/mcp'), { fetch: link.fetch }));
      await test('acceptance: tracker 2.0.0', async (t) => {
        await t.test('speaks 2026-07-28', () => assert.equal(client.getNegotiatedProtocolVersion(), '2026-07-28'));
        await t.test('schemas are JSON Schema 2020-12', async () => {
          const { tools } = await client.listTools();
          assert.equal(tools[0].inputSchema.$schema, 'https://json-schema.org/draft/2020-12/schema');
        });
        await t.test('an unknown tool is a protocol error', () =>
          assert.rejects(client.callTool({ name: 'delete_everything', arguments: {} }), (error) => error instanceof ProtocolError && error.code === -32602));
        await t.test('invalid arguments come back as a tool error', async () => {
          const result = await client.callTool({ name: 'get_issue', arguments: { iid: 'one' } });
          assert.equal(result.isError, true);
        });
      });
      await client.close();
    `);
    expect(record.error).toBeUndefined();
    expect(reportLines(record.events)).toEqual([
      'host: ▶ acceptance: tracker 2.0.0',
      'host:   ✔ speaks 2026-07-28',
      'host:   ✔ schemas are JSON Schema 2020-12',
      'host:   ✔ an unknown tool is a protocol error',
      'host:   ✔ invalid arguments come back as a tool error',
      'host: ✔ acceptance: tracker 2.0.0',
    ]);
  });
});
