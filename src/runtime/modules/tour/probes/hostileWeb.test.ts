import { describe, expect, it } from 'vitest';
import { createHttpLink } from '../transports/http/httpLink';
import { visitHostilePages } from './hostileWeb';

describe('visitHostilePages', () => {
  it("sends five pages' requests with fresh names, and reports what each got", async () => {
    const seen: [string | null, string | null][] = [];
    const link = createHttpLink((request) => {
      seen.push([request.headers.get('origin'), request.headers.get('host')]);
      return Response.json({ jsonrpc: '2.0', id: 1, result: { content: [] } });
    });
    const first = await visitHostilePages({ fetch: link.fetch, url: 'http://localhost:3000/mcp', tool: 'read' });
    expect(first.map((v) => v.kind)).toEqual([
      'dns-rebinding',
      'dns-rebinding-without-origin',
      'cross-origin',
      'lookalike-origin',
      'opaque-origin',
    ]);
    expect(first.every((v) => v.usedTool)).toBe(true);
    expect(seen[0][1]).toMatch(/^[a-z2-7]{5}\.rebind\.example:3000$/);
    expect(seen[2]).toEqual([null, expect.stringMatching(/\.rebind\.example:3000$/)]);
    expect(seen.slice(3).map(([, host]) => host)).toEqual(['localhost:3000', 'localhost:3000', 'localhost:3000']);
    expect(seen[5][0]).toBe('null');
    const second = await visitHostilePages({ fetch: link.fetch, url: 'http://localhost:3000/mcp', tool: 'read' });
    expect(second[0].host).not.toBe(first[0].host);
  });

  it('counts a refusal as a page that did not get in', async () => {
    const link = createHttpLink(() => new Response('no', { status: 403 }));
    const visits = await visitHostilePages({ fetch: link.fetch, url: 'http://127.0.0.1:3000/mcp', tool: 'read' });
    expect(visits.every((v) => !v.usedTool && v.statuses.every((s) => s === 403))).toBe(true);
  });
});
