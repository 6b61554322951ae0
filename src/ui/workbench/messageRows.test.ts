import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../runtime/trace/events';
import { messageRows } from './messageRows';

const events: TraceEvent[] = [
  { seq: 1, t: 0, layer: 'server', kind: 'connect', instance: 'server#1', ref: { id: 'server#1', role: 'server', name: 'word-tools' }, transport: 'in-memory', link: 'L1' },
  { seq: 2, t: 1, layer: 'client', kind: 'connect', instance: 'client#1', ref: { id: 'client#1', role: 'client', name: 'tour-host' }, transport: 'in-memory', link: 'L1' },
  { seq: 3, t: 2, layer: 'client', kind: 'jsonrpc', direction: 'send', instance: 'client#1', link: 'L1', transport: 'in-memory', message: { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} } },
  { seq: 4, t: 3, layer: 'server', kind: 'jsonrpc', direction: 'receive', instance: 'server#1', link: 'L1', transport: 'in-memory', message: { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} } },
  { seq: 5, t: 4, layer: 'server', kind: 'jsonrpc', direction: 'send', instance: 'server#1', link: 'L1', transport: 'in-memory', message: { jsonrpc: '2.0', id: 0, result: {} } },
  { seq: 6, t: 5, layer: 'client', kind: 'jsonrpc', direction: 'send', instance: 'client#1', link: 'L1', transport: 'in-memory', message: { jsonrpc: '2.0', method: 'notifications/initialized' } },
  { seq: 7, t: 6, layer: 'client', kind: 'jsonrpc', direction: 'send', instance: 'client#1', link: 'L1', transport: 'in-memory', message: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} } },
  { seq: 8, t: 7, layer: 'server', kind: 'jsonrpc', direction: 'send', instance: 'server#1', link: 'L1', transport: 'in-memory', message: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'bad' } } },
];

describe('messageRows', () => {
  it('lists sent messages only, with sender, receiver and what answers what', () => {
    const rows = messageRows(events);
    expect(rows.map((row) => [row.from, row.to, row.kind, row.label, row.id, row.answers])).toEqual([
      ['tour-host', 'word-tools', 'request', 'initialize', 0, undefined],
      ['word-tools', 'tour-host', 'response', 'response', 0, 'initialize'],
      ['tour-host', 'word-tools', 'notification', 'notifications/initialized', undefined, undefined],
      ['tour-host', 'word-tools', 'request', 'tools/call', 1, undefined],
      ['word-tools', 'tour-host', 'error', 'error', 1, 'tools/call'],
    ]);
  });

  it('tells apart two instances with the same name', () => {
    const twin: TraceEvent = { seq: 9, t: 8, layer: 'server', kind: 'connect', instance: 'server#2', ref: { id: 'server#2', role: 'server', name: 'word-tools' }, transport: 'in-memory', link: 'L2' };
    const rows = messageRows([...events, twin]);
    expect(rows[0].to).toBe('word-tools (server#1)');
  });
});
