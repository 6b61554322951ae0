import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'sucrase';
import { afterAll, describe, expect, it } from 'vitest';
import { RunView } from '../trace/query';
import { runInNode } from './runInNode';

const HELLO_MCP = `
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { z } from 'zod';

const server = new McpServer({ name: 'calc', version: '1.0.0' });
server.registerTool('add', { description: 'Add two numbers', inputSchema: { a: z.number(), b: z.number() } },
  async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }));
const [ct, st] = InMemoryTransport.createLinkedPair();
await server.connect(st);
const client = new Client({ name: 'host', version: '1.0.0' });
await client.connect(ct);
const { tools } = await client.listTools();
console.log(tools.map((t) => t.name));
const result = await client.callTool({ name: 'add', arguments: { a: 2, b: 3 } });
console.log(result);
console.log('nested', { deep: { deeper: { deepest: { gone: 1 } } } }, [1, 'two', null, undefined], new Map([[1, { a: 1 }]]));
await client.close();
`;

describe('runInNode: tracing', () => {
  it('records every JSON-RPC message on both sides, with instances and links', async () => {
    const record = await runInNode(HELLO_MCP);
    expect(record.status).toBe('ok');
    const run = new RunView(record);
    expect(run.instances().map((i) => `${i.role}:${i.name}`)).toEqual(['server:calc', 'client:host']);
    expect(run.initializeResult()?.protocolVersion).toBe('2025-11-25');
    expect(run.exchanges().map((x) => x.method)).toEqual(['initialize', 'tools/list', 'tools/call']);
    const call = run.toolCalls('add')[0];
    expect(call.arguments).toEqual({ a: 2, b: 3 });
    expect(call.result?.content).toEqual([{ type: 'text', text: '5' }]);
    expect(call.from).toBe('client#1');
    expect(call.to).toBe('server#1');
    const links = new Set(record.events.flatMap((e) => (e.kind === 'jsonrpc' ? [e.link] : [])));
    expect(links.size).toBe(1);
    // The notification has no id and is still traced.
    expect(run.events.some((e) => e.kind === 'jsonrpc' && e.message.method === 'notifications/initialized')).toBe(true);
    expect(record.events.map((e) => e.seq)).toEqual(record.events.map((_, i) => i + 1));
  });

  it('prints exactly what the same program prints under plain node', async () => {
    const record = await runInNode(HELLO_MCP);
    const dir = mkdtempSync(path.join(process.cwd(), 'node_modules/.mcp-tour-test-'));
    try {
      const file = path.join(dir, 'program.mjs');
      writeFileSync(file, transform(HELLO_MCP, { transforms: ['typescript'], disableESTransforms: true }).code);
      const nodeOutput = execFileSync(process.execPath, [file], { encoding: 'utf8' });
      expect(`${new RunView(record).consoleOutput().join('\n')}\n`).toBe(nodeOutput);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('snapshots messages, so later mutation cannot rewrite the log', async () => {
    const record = await runInNode(`
      import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
      import { Client } from '@modelcontextprotocol/sdk/client/index.js';
      import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
      const [a, b] = InMemoryTransport.createLinkedPair();
      await new McpServer({ name: 's', version: '1' }).connect(b);
      await new Client({ name: 'c', version: '1' }).connect(a);
    `);
    const init = record.events.find((e) => e.kind === 'jsonrpc' && e.message.method === 'initialize');
    expect(
      init && init.kind === 'jsonrpc' && (init.message.params as { clientInfo: { name: string } }).clientInfo.name,
    ).toBe('c');
  });
});

describe('runInNode: imports', () => {
  it('names an unknown module and lists what is available', async () => {
    const record = await runInNode(`import fs from 'node:fs';\nconsole.log(fs);`);
    expect(record.status).toBe('error');
    expect(record.error).toMatchObject({ kind: 'import', line: 1 });
    expect(record.error?.message).toContain('Cannot import "node:fs"');
    expect(record.error?.message).toContain('@modelcontextprotocol/sdk/server/mcp.js');
  });

  it('explains that Node-only SDK modules cannot run in a browser', async () => {
    const record = await runInNode(
      `import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';\nconsole.log(StdioClientTransport);`,
    );
    expect(record.error?.message).toContain('needs Node.js');
  });

  it('accepts node:assert, assert/strict and zod/v4, and one SDK instance for every import', async () => {
    const record = await runInNode(`
      import assert from 'node:assert/strict';
      import legacy from 'assert';
      import { z } from 'zod/v4';
      import { McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
      const types = await import('@modelcontextprotocol/sdk/types.js');
      assert.equal(types.McpError, McpError);
      legacy.ok(new McpError(ErrorCode.InvalidParams, 'x') instanceof types.McpError);
      console.log(z.string().parse('ok'));
    `);
    expect(record.error).toBeUndefined();
    expect(new RunView(record).consoleOutput()).toEqual(['ok']);
  });

  it('points at the import line when a module lacks the named export', async () => {
    const record = await runInNode(`const x = 1;\nimport { NoSuchThing } from 'zod';\nconsole.log(NoSuchThing, x);`);
    expect(record.error).toMatchObject({ kind: 'import', line: 2 });
    expect(record.error?.message).toContain(`'zod' does not provide an export named 'NoSuchThing'`);
  });
});

describe('runInNode: errors at the learner’s own line and column', () => {
  it('syntax errors', async () => {
    const record = await runInNode(`const ok = 1;\nconst broken: number = ;\n`);
    expect(record.status).toBe('error');
    expect(record.error).toMatchObject({ kind: 'syntax', name: 'SyntaxError', line: 2 });
    expect(record.error?.column).toBeGreaterThan(20);
  });

  it('thrown errors, with columns that ignore stripped type annotations', async () => {
    const record = await runInNode(
      `const n: number = 1;\nconst s: string = 'x'; const boom: Error = new RangeError('too far ' + n + s); throw boom;\n`,
    );
    expect(record.error).toMatchObject({ kind: 'runtime', name: 'RangeError', message: 'too far 1x', line: 2 });
    // The learner's own text: "new RangeError" begins at column 44.
    expect(record.error?.column).toBe(44);
  });

  it('errors thrown deep inside an awaited SDK call point at the learner’s await', async () => {
    const record = await runInNode(`
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
const client = new Client({ name: 'c', version: '1' });
await client.listTools();
`);
    expect(record.status).toBe('error');
    expect(record.error?.message).toMatch(/not connected/i);
    expect(record.error?.line).toBe(4);
  });

  it('unhandled rejections and errors thrown in callbacks end the run', async () => {
    const rejection = await runInNode(
      `Promise.reject(new Error('nobody caught me'));\nsetTimeout(() => console.log('never'), 200);`,
    );
    expect(rejection.error).toMatchObject({ kind: 'unhandled-rejection', message: 'nobody caught me', line: 1 });
    const callback = await runInNode(`\nsetTimeout(() => { throw new TypeError('late') }, 5);`);
    expect(callback.error).toMatchObject({ kind: 'runtime', name: 'TypeError', line: 2 });
  });

  it('an unhandled rejection in the last line fails the run, as node exits 1 with it', async () => {
    const plain = await runInNode(`Promise.reject(new Error('plain error'));\nconsole.log('after');`);
    expect(plain.status).toBe('error');
    expect(plain.error).toMatchObject({ kind: 'unhandled-rejection', message: 'plain error', line: 1 });
    expect(new RunView(plain).consoleOutput()).toEqual(['after']);
    const forgotAwait = await runInNode(`
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
const server = new McpServer({ name: 's', version: '1.0.0' });
const [a, b] = InMemoryTransport.createLinkedPair();
await server.connect(b);
const client = new Client({ name: 'c', version: '1.0.0' });
await client.connect(a);
client.readResource({ uri: 'nope://x' });
console.log('done');
`);
    expect(forgotAwait.status).toBe('error');
    expect(forgotAwait.error).toMatchObject({ kind: 'unhandled-rejection' });
    expect(forgotAwait.error?.message).toMatch(/not found/i);
  });

  it("methods the tracing wraps print as the SDK's own, as under node", async () => {
    const record = await runInNode(`
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
const server = new McpServer({ name: 's', version: '1.0.0' });
const [a, b] = InMemoryTransport.createLinkedPair();
await server.connect(b);
const client = new Client({ name: 'c', version: '1.0.0' });
await client.connect(a);
console.log(Client.prototype.connect, Server.prototype.connect, Client.prototype.connect.length);
console.log(a.send, a.send.name, a.send.length);
`);
    expect(record.status).toBe('ok');
    expect(new RunView(record).consoleOutput()).toEqual([
      '[AsyncFunction: connect] [AsyncFunction: connect] 2',
      '[AsyncFunction: send] send 2',
    ]);
  });

  it('reports a thrown non-Error value', async () => {
    const record = await runInNode(`throw 'plain string';`);
    expect(record.error?.message).toBe(`Uncaught 'plain string'`);
  });
});

describe('runInNode: when a run ends', () => {
  it('waits for pending timers, as node would before exiting', async () => {
    const record = await runInNode(`setTimeout(() => console.log('later'), 30);\nconsole.log('now');`);
    expect(record.status).toBe('ok');
    expect(new RunView(record).consoleOutput()).toEqual(['now', 'later']);
  });

  it('stops a program that never finishes at the time limit, and restores the console', async () => {
    const record = await runInNode(`console.log('started');\nawait new Promise(() => {});`, { timeLimitMs: 200 });
    expect(record.status).toBe('timeout');
    expect(record.error?.message).toMatch(/^Stopped after 0.2 s/);
    expect(new RunView(record).consoleOutput()).toEqual(['started']);
    const next = await runInNode(`console.log('next run')`);
    expect(new RunView(next).consoleOutput()).toEqual(['next run']);
  });

  it('streams events to onEvent in order', async () => {
    const seen: number[] = [];
    const record = await runInNode(`console.log(1); console.log(2);`, { onEvent: (e) => seen.push(e.seq) });
    expect(seen).toEqual(record.events.map((e) => e.seq));
  });
});

afterAll(() => undefined);
