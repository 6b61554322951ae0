import { mask } from '../../../runtime/trace/credentials';
import { describe, expect, it } from 'vitest';
import { lessonRun, sourceRun } from '../../../../test/fixtures/lessonRuns';
import { LISTEN_PROGRAM } from '../../../../test/fixtures/modernPrograms';
import {
  secretInHeaderAndBodyProgram,
  secretInUrlProgram,
  secretToModelProgram,
} from '../../../../test/fixtures/secretPrograms';
import { parseSse, wireLanes } from './wireModel';

describe('wireLanes', () => {
  it('stdio: the exact lines, byte for byte, each tied to its message', async () => {
    const [stdio] = await wireLanes((await lessonRun('08-stdio-and-streamable-http')).events);
    if (stdio.kind !== 'stdio') throw new Error('expected a stdio lane first');
    expect(stdio.spawn?.command).toBe('node');
    const [first, second, third] = stdio.lines;
    expect(first.stream).toBe('stdin');
    expect(first.text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(first.text)).toMatchObject({ method: 'initialize', params: { protocolVersion: '2025-11-25' } });
    expect(first.bytes).toBe(new TextEncoder().encode(first.text).length);
    expect(first.message).toEqual({ number: 1, label: 'initialize', method: 'initialize' });
    expect(second).toMatchObject({ stream: 'stdout', message: { number: 2, label: 'result to initialize' } });
    expect(third).toMatchObject({ stream: 'stdin', message: { label: 'notifications/initialized' } });
    expect(stdio.lines.every((line) => line.message !== undefined)).toBe(true);
  });

  it('Streamable HTTP: requests with responses, session id, protocol version, SSE events', async () => {
    const lanes = wireLanes((await lessonRun('08-stdio-and-streamable-http')).events);
    const http = lanes.find((lane) => lane.kind === 'http');
    if (http?.kind !== 'http') throw new Error('expected an http lane');
    const [initialize, initialized] = http.requests;
    expect(initialize.request.method).toBe('POST');
    expect(initialize.rpcMethod).toBe('initialize');
    expect(initialize.response?.status).toBe(200);
    expect(initialize.sessionId).toMatch(/\S/);
    expect(initialize.protocolVersion).toBeUndefined();
    expect(initialize.events?.[0]).toMatchObject({ event: 'message' });
    expect(JSON.parse(initialize.events![0].data).result.protocolVersion).toBe('2025-11-25');
    expect(initialized).toMatchObject({ rpcMethod: 'notifications/initialized', protocolVersion: '2025-11-25' });
    expect(initialized.response?.status).toBe(202);
    expect(http.requests.map((r) => r.request.method)).toContain('DELETE');
  });

  it('a token in the URL is flagged on the request that carried it', async () => {
    const lanes = wireLanes((await lessonRun('09-tokens-never-touch-the-model')).events);
    const refused = lanes[2];
    if (refused.kind !== 'http') throw new Error('expected an http lane');
    expect(refused.requests).toHaveLength(1);
    expect(refused.requests[0]).toMatchObject({
      credentialsInUrl: ['access_token'],
      secretsInUrl: ['MCP access token'],
    });
    expect(refused.requests[0].response?.status).toBe(400);
  });

  it('a marked secret under a harmless parameter name, percent-encoded: flagged, and its spelling given to mask', async () => {
    const value = 'tour+SECRET/0123456789==';
    const lanes = wireLanes((await sourceRun(secretInUrlProgram(value))).events);
    const http = lanes.find((lane) => lane.kind === 'http');
    if (http?.kind !== 'http') throw new Error('expected an http lane');
    expect(http.requests.length).toBeGreaterThan(0);
    for (const row of http.requests) {
      expect(row).toMatchObject({
        credentialsInUrl: [],
        secretsInUrl: ['signing key'],
        secretFormsInUrl: [encodeURIComponent(value)],
      });
    }
  });

  it('a marked secret under a harmless header and in a JSON body: flagged there, every spelling given to mask; the bearer token is not flagged', async () => {
    const value = 'tour+SECRET/0123456789==';
    const lanes = wireLanes((await sourceRun(secretInHeaderAndBodyProgram(value))).events);
    const http = lanes.find((lane) => lane.kind === 'http');
    if (http?.kind !== 'http') throw new Error('expected an http lane');
    const call = http.requests.find((row) => row.rpcMethod === 'tools/call');
    expect(call?.secretsElsewhere).toEqual([
      { label: 'signing key', where: 'the x-note request header' },
      { label: 'signing key', where: 'the request body' },
    ]);
    expect(call?.secretForms).toEqual(expect.arrayContaining([value, 'mcp-at-0123456789abcdef']));
    expect(call?.secretsInUrl).toEqual([]);
    for (const row of http.requests)
      expect(row.secretsElsewhere.map((found) => found.where)).toContain('the x-note request header');
  });

  it('in-memory: a marked secret in a message passed between objects is masked', async () => {
    const value = 'glpat-tour-4f9a2c7e1b';
    const [memory] = wireLanes((await sourceRun(secretToModelProgram(value))).events);
    if (memory.kind !== 'objects') throw new Error('expected an in-memory lane');
    const texts = memory.messages.map((m) => m.text).join('\n');
    expect(texts).not.toContain(value);
    expect(texts).toContain(`token ${mask(value)}`);
    expect(memory.messages[0].text).toBe(JSON.stringify(memory.messages[0].row.message));
  });

  it('in-memory: the message objects as passed', async () => {
    const [memory] = wireLanes((await lessonRun('01-host-client-server')).events);
    if (memory.kind !== 'objects') throw new Error('expected an in-memory lane');
    expect(memory.messages[0].row.message).toMatchObject({ method: 'initialize' });
    expect(memory.messages.map((m) => m.row.number)).toEqual(memory.messages.map((_, i) => i + 1));
  });

  it('reads SSE framing: fields, multi-line data, comments', () => {
    expect(parseSse('event: message\ndata: {"a":1}\n\n: keep-alive\n\nid: 7\ndata: one\ndata: two\n\n')).toEqual([
      { event: 'message', data: '{"a":1}' },
      { id: '7', data: 'one\ntwo' },
    ]);
  });
});

describe('wireLanes on SDK v2', () => {
  it('a Streamable HTTP connection whose HTTP exchanges were not traced shows its messages, listen-stream notifications included', async () => {
    const [lane] = wireLanes((await sourceRun(LISTEN_PROGRAM)).events);
    expect(lane).toMatchObject({ kind: 'objects', untracedHttp: true });
    const labels = lane.kind === 'objects' ? lane.messages.map(({ row }) => row.label) : [];
    expect(labels).toContain('notifications/tools/list_changed');
    expect(labels[0]).toBe('server/discover');
  });
});

describe('a stream the client closed', () => {
  it('lesson 21: the big export is cancelled by the client; a legacy stream closed after its answer is only closed', async () => {
    const modern = wireLanes((await lessonRun('21-long-work')).events).flatMap((lane) =>
      lane.kind === 'http' ? lane.requests : [],
    );
    expect(modern.filter((row) => row.closedByClient).map((row) => [row.rpcMethod, row.closedByClient])).toEqual([
      ['tools/call', 'cancelled'],
    ]);
    const legacy = wireLanes((await lessonRun('20-serving-both-eras')).events).flatMap((lane) =>
      lane.kind === 'http' ? lane.requests : [],
    );
    const closed = legacy.filter((row) => row.closedByClient);
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((row) => row.closedByClient === 'closed')).toBe(true);
  });
});
