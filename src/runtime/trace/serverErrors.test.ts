import { describe, expect, it } from 'vitest';
import { runInNode } from '../node/runInNode';

// An exception in a server's code that SDK v2's createMcpHandler catches (it answers 500 or a
// JSON-RPC error) reaches the trace with the learner's line, named after the server; the program's
// own onerror still hears it; requests the SDK refuses on purpose are not reported as exceptions.

// Line 8 of the program is the factory body's line.
const program = (factoryBody: string, options = '') => `
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
let built = 0;
const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'weather', version: '2.0.0' });
  built++;
${factoryBody}
  return server;
}${options});
const inPage = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init));
const client = new Client({ name: 'app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
try {
  await client.connect(new StreamableHTTPClientTransport(new URL('http://weather.example/mcp'), { fetch: inPage }));
  await client.connect(new StreamableHTTPClientTransport(new URL('http://weather.example/mcp'), { fetch: inPage }));
} catch (error) {
  console.log('connect failed:', (error as Error).message);
}
`;

describe('server errors', () => {
  it('a factory that throws: the exception, its line, and the server it belongs to', async () => {
    const record = await runInNode(program("  if (built > 1) throw new Error('no more servers');"));
    const errors = record.events.filter((event) => event.kind === 'server-error');
    expect(errors).toEqual([
      expect.objectContaining({
        server: 'weather',
        error: expect.objectContaining({ name: 'Error', message: 'no more servers', line: 8 }),
      }),
    ]);
  });

  it('the program’s own onerror still hears it', async () => {
    const record = await runInNode(
      program("  throw new TypeError('broken');", ", { onerror: (error) => console.log('onerror:', error.message) }"),
    );
    expect(record.events.filter((event) => event.kind === 'server-error')).toHaveLength(1);
    expect(record.events.some((event) => event.kind === 'console' && event.text === 'onerror: broken')).toBe(true);
  });

  it('a server that throws nothing reports nothing', async () => {
    const record = await runInNode(program(''));
    expect(record.events.filter((event) => event.kind === 'server-error')).toEqual([]);
  });
});
