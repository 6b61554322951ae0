import { describe, expect, it } from 'vitest';
import type { JsonRpcMessage, TraceEvent } from '../../../runtime/trace/events';
import { lessonRun, sourceRun } from '../../../../test/fixtures/lessonRuns';
import { LISTEN_PROGRAM, TWO_ERAS_PROGRAM } from '../../../../test/fixtures/modernPrograms';
import { secretInHeaderAndBodyProgram } from '../../../../test/fixtures/secretPrograms';
import {
  filterRows,
  KIND_FILTERS,
  latencyText,
  messageLabel,
  timeline,
  timelineRows,
  type KindFilter,
} from './timeline';
import { askedText, groupTitle, timelineItems } from './timelineItems';

/** One end of a connection, as the trace records it connecting. */
const connect = (seq: number, t: number, id: string, name: string, link: string): TraceEvent => {
  const role = id.startsWith('client') ? 'client' : 'server';
  return { seq, t, layer: role, kind: 'connect', instance: id, ref: { id, role, name }, transport: 'in-memory', link };
};
/** A message on link L1, sent or received by the client or the server there. */
const rpc = (
  seq: number,
  t: number,
  side: 'client' | 'server',
  direction: 'send' | 'receive',
  message: JsonRpcMessage,
): TraceEvent => ({
  seq,
  t,
  layer: side,
  kind: 'jsonrpc',
  direction,
  instance: `${side}#1`,
  link: 'L1',
  transport: 'in-memory',
  message,
});

const events: TraceEvent[] = [
  connect(1, 0, 'server#1', 'word-tools', 'L1'),
  connect(2, 1, 'client#1', 'tour-host', 'L1'),
  rpc(3, 2, 'client', 'send', { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} }),
  rpc(4, 3, 'server', 'receive', { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} }),
  rpc(5, 4.5, 'server', 'send', { jsonrpc: '2.0', id: 0, result: {} }),
  rpc(6, 5, 'client', 'send', { jsonrpc: '2.0', method: 'notifications/initialized' }),
  rpc(7, 6, 'client', 'send', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} }),
  rpc(8, 7, 'server', 'send', { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'bad' } }),
  rpc(9, 8, 'client', 'send', { jsonrpc: '2.0', id: 2, method: 'tools/call', params: {} }),
  rpc(10, 9, 'server', 'send', { jsonrpc: '2.0', id: 2, result: { content: [], isError: true } }),
  rpc(11, 10, 'client', 'send', { jsonrpc: '2.0', id: 3, method: 'ping' }),
];

describe('timelineRows', () => {
  it('lists sent messages with sender, receiver, kind, what answers what, and latency', () => {
    const rows = timelineRows(events);
    expect(rows.map((row) => [row.number, row.from, row.to, row.kind, row.label, row.method, row.id])).toEqual([
      [1, 'tour-host', 'word-tools', 'request', 'initialize', 'initialize', 0],
      [2, 'word-tools', 'tour-host', 'result', 'result', 'initialize', 0],
      [
        3,
        'tour-host',
        'word-tools',
        'notification',
        'notifications/initialized',
        'notifications/initialized',
        undefined,
      ],
      [4, 'tour-host', 'word-tools', 'request', 'tools/call', 'tools/call', 1],
      [5, 'word-tools', 'tour-host', 'protocol-error', 'error -32602', 'tools/call', 1],
      [6, 'tour-host', 'word-tools', 'request', 'tools/call', 'tools/call', 2],
      [7, 'word-tools', 'tour-host', 'tool-error', 'isError result', 'tools/call', 2],
      [8, 'tour-host', 'word-tools', 'request', 'ping', 'ping', 3],
    ]);
    expect(rows[0]).toMatchObject({ pairSeq: 5, latencyMs: 2.5 });
    expect(rows[1]).toMatchObject({ pairSeq: 3, latencyMs: 2.5 });
    expect(rows[7].pairSeq).toBeUndefined();
    expect(rows[7].latencyMs).toBeUndefined();
  });

  it('tells apart two instances with the same name', () => {
    const twin = connect(12, 11, 'server#2', 'word-tools', 'L2');
    expect(timelineRows([...events, twin])[0].to).toBe('word-tools (server#1)');
  });

  it('shows the initialize handshake of a real run on protocol 2025-11-25', async () => {
    const rows = timelineRows((await lessonRun('01-host-client-server')).events);
    expect(rows.slice(0, 3).map((row) => row.label)).toEqual(['initialize', 'result', 'notifications/initialized']);
    expect((rows[0].message.params as { protocolVersion: string }).protocolVersion).toBe('2025-11-25');
    expect((rows[1].message.result as { protocolVersion: string }).protocolVersion).toBe('2025-11-25');
  });
});

describe('filterRows', () => {
  const rows = timelineRows(events);
  const all = new Set(KIND_FILTERS);
  it('keeps everything by default, and the very same list', () => {
    expect(filterRows(rows, { kinds: all, search: '' })).toBe(rows);
  });
  it('filters by kind, by method (answers included) and by connection', () => {
    const only = (kinds: KindFilter[]) => new Set(kinds);
    expect(filterRows(rows, { kinds: only(['errors']), search: '' }).map((r) => r.label)).toEqual([
      'error -32602',
      'isError result',
    ]);
    expect(filterRows(rows, { kinds: all, search: 'TOOLS/' }).map((r) => r.number)).toEqual([4, 5, 6, 7]);
    expect(filterRows(rows, { kinds: all, search: '', link: 'L1' })).toHaveLength(8);
    expect(filterRows(rows, { kinds: all, search: '', link: 'L2' })).toHaveLength(0);
  });
  it('says latency the way people read it', () => {
    expect([latencyText(0.84), latencyText(12.4), latencyText(1250)]).toEqual(['0.8 ms', '12 ms', '1.25 s']);
  });
});

describe('timeline of the 2026-07-28 wire', () => {
  it('server/discover for the modern connection, initialize for the legacy one; rounds of one tools/call under one group', async () => {
    const { rows, groups } = timeline((await sourceRun(TWO_ERAS_PROGRAM)).events);
    const modern = rows.filter((row) => row.lane?.client?.name === 'modern-app');
    expect(modern.map((row) => [row.label, row.method, row.round && `${row.round.index + 1}/${row.round.of}`])).toEqual(
      [
        ['server/discover', 'server/discover', undefined],
        ['result', 'server/discover', undefined],
        ['tools/call', 'tools/call', '1/2'],
        ['input_required result', 'tools/call', '1/2'],
        ['tools/call', 'tools/call', '2/2'],
        ['result', 'tools/call', '2/2'],
      ],
    );
    expect(modern[3].kind).toBe('input-required');
    expect(modern[1].resultType).toBe('complete');
    expect(modern[2].meta).toMatchObject({ protocolVersion: '2026-07-28', clientCapabilities: { elicitation: {} } });
    expect(groups).toEqual([
      expect.objectContaining({
        method: 'tools/call',
        target: 'deploy',
        rounds: 2,
        outcome: 'complete',
        seqs: modern.slice(2).map((row) => row.seq),
      }),
    ]);

    const legacy = rows.filter((row) => row.lane?.client?.name === 'legacy-app');
    expect(legacy.map((row) => row.label)).toEqual([
      'initialize',
      'result',
      'notifications/initialized',
      'tools/list',
      'result',
    ]);
    expect(legacy.every((row) => row.meta === undefined && row.resultType === undefined)).toBe(true);
    // An input_required result is a result to the filters.
    expect(filterRows(rows, { kinds: new Set(['results']), search: '' }).map((row) => row.kind)).toContain(
      'input-required',
    );
  });

  it('the rounds read as one request: a header before the first round, and the rounds folded away on demand', async () => {
    const { rows, groups } = timeline((await sourceRun(TWO_ERAS_PROGRAM)).events);
    const open = timelineItems(rows, groups, new Set());
    const header = open.findIndex((item) => item.type === 'rounds');
    expect(open[header + 1]).toMatchObject({ type: 'message', row: { label: 'tools/call', round: { index: 0 } } });
    expect(open).toHaveLength(rows.length + 1);
    const folded = timelineItems(rows, groups, new Set([groups[0].id]));
    expect(folded).toHaveLength(rows.length + 1 - 4);
    expect(groupTitle(groups[0])).toBe('tools/call deploy');
    expect(askedText(groups[0])).toEqual(['round 1 asked for confirm (elicitation/create)']);
  });

  it('a subscriptions/listen stream: the notifications delivered on it, from a sender the trace does not see, and the cancel that ends it', async () => {
    const { rows } = timeline((await sourceRun(LISTEN_PROGRAM)).events);
    expect(rows.map((row) => [row.label, row.from, row.stream?.part])).toEqual([
      ['server/discover', 'watcher', undefined],
      ['result', 'notes', undefined],
      ['subscriptions/listen', 'watcher', 'open'],
      ['notifications/subscriptions/acknowledged', 'notes', 'delivered'],
      ['notifications/tools/list_changed', 'notes', 'delivered'],
      ['tools/list', 'watcher', undefined],
      ['result', 'notes', undefined],
      ['notifications/cancelled', 'watcher', 'end'],
    ]);
    expect(rows[2].stream).toEqual({ id: 'listen:0', part: 'open', delivered: 2, endedBy: 'client' });
    expect(rows[3].to).toBe('watcher');
  });
});

describe('what a row names and what became of an unanswered request', () => {
  it('names the tool a tools/call calls, on the request and on its answer, and search finds it', async () => {
    const rows = timelineRows((await lessonRun('21-long-work')).events);
    const calls = rows.filter((row) => row.method === 'tools/call');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((row) => row.subject === 'export_issues')).toBe(true);
    expect(messageLabel(calls[0])).toBe('tools/call export_issues');
    expect(filterRows(rows, { kinds: new Set(KIND_FILTERS), search: 'EXPORT_iss' })).toEqual(calls);
  });

  it('a request whose stream the client closed is cancelled, not "no answer yet" (lesson 21)', async () => {
    const rows = timelineRows((await lessonRun('21-long-work')).events);
    const big = rows.filter((row) => row.kind === 'request' && row.method === 'tools/call').at(-1)!;
    expect(big.latencyMs).toBeUndefined();
    expect(big.unanswered).toEqual({ kind: 'cancelled', how: 'closed-stream' });
    // Answered requests carry no such mark.
    expect(rows.filter((row) => row.kind === 'request' && row.latencyMs !== undefined && row.unanswered)).toEqual([]);
  });

  it('a request refused by HTTP shows the status (lesson 19: the first request carries no token)', async () => {
    const rows = timelineRows((await lessonRun('19-authorization-2026')).events);
    const refused = rows.filter((row) => row.unanswered?.kind === 'refused');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ method: 'server/discover', unanswered: { kind: 'refused', status: 401 } });
  });

  it('while the run goes on an unanswered request has no verdict; once it ended, "none"', () => {
    const ping = timelineRows(events).find((row) => row.method === 'ping')!;
    expect(ping.unanswered).toBeUndefined();
    const ended: TraceEvent[] = [
      ...events,
      { seq: 12, t: 11, layer: 'runtime', kind: 'end', status: 'ok', durationMs: 11 },
    ];
    expect(timelineRows(ended).find((row) => row.method === 'ping')!.unanswered).toEqual({ kind: 'none' });
  });

  it('masks a value marked with secret() wherever it sits in a message, and in the row summaries', async () => {
    const rows = timelineRows((await sourceRun(secretInHeaderAndBodyProgram('tour-signing-key-77'))).events);
    const call = rows.find((row) => row.method === 'tools/call' && row.kind === 'request');
    expect(call?.message.params).toMatchObject({ arguments: { note: expect.stringMatching(/^tour•+77$/) } });
    expect(JSON.stringify(rows.map((row) => [row.message, row.subject]))).not.toContain('tour-signing-key-77');
  });
});
