import { describe, expect, it } from 'vitest';
import { createHttpLink } from './httpLink';
import { withNetworkHeaders } from './networkHeaders';

describe('withNetworkHeaders', () => {
  it('puts back an Origin and a Host the platform dropped (as a page or a Worker does)', () => {
    // A page's Request holds neither header; Node's keeps them, so build one without them.
    const request = new Request('http://localhost:3000/mcp', { method: 'POST', body: '{}' });
    const given = { origin: 'https://news.example', host: 'rebind.example:3000', 'content-type': 'application/json' };
    const seen = withNetworkHeaders(request, given, { hostFromUrl: true }).headers;
    expect(seen.get('origin')).toBe('https://news.example');
    expect(seen.get('host')).toBe('rebind.example:3000');
  });

  it("adds the URL's host only when asked and when none was given", () => {
    const plain = () => new Request('http://localhost:3000/mcp');
    expect(withNetworkHeaders(plain(), undefined, { hostFromUrl: false }).headers.get('host')).toBeNull();
    expect(withNetworkHeaders(plain(), undefined, { hostFromUrl: true }).headers.get('host')).toBe('localhost:3000');
  });

  it('a link with hostHeader gives the handler the Host a network request carries', async () => {
    const link = createHttpLink((request) => new Response(request.headers.get('host')), { hostHeader: true });
    expect(await (await link.fetch('http://127.0.0.1:8080/mcp')).text()).toBe('127.0.0.1:8080');
    const plain = createHttpLink((request) => new Response(String(request.headers.get('host'))));
    expect(await (await plain.fetch('http://127.0.0.1:8080/mcp')).text()).toBe('null');
  });
});
