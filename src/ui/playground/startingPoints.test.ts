import { describe, expect, it } from 'vitest';
import { runInNode } from '../../runtime/node/runInNode';
import { STARTING_POINTS } from './startingPoints';

// Every starting point "New" offers runs, in the era its title names.

describe('starting points', () => {
  for (const point of STARTING_POINTS) {
    it(`${point.title} runs and speaks the era it names`, async () => {
      const record = await runInNode(point.code, { timeLimitMs: 20_000 });
      expect(record.status, JSON.stringify(record.error)).toBe('ok');
      const printed = record.events.flatMap((event) => (event.kind === 'console' ? [event.text] : []));
      expect(printed.join('\n')).toContain("2 + 3 = [ { type: 'text', text: '5' } ]");
      const era = point.title.split(' · MCP ')[1];
      const first = record.events.find((event) => event.kind === 'jsonrpc' && event.direction === 'send');
      const method = first?.kind === 'jsonrpc' && 'method' in first.message ? first.message.method : undefined;
      expect(method).toBe(era === '2026-07-28' ? 'server/discover' : 'initialize');
      if (point.id !== 'sdk1') expect(printed).toContain(`Protocol version: ${era}`);
    });
  }
});
