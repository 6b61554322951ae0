import { describe, expect, it } from 'vitest';
import type { HttpEvent } from '../../runtime/trace/events';
import type { HttpExchange } from './http';
import { messagesInBody } from './eras';
import { decodeHeaderValue, mcpParams } from './mcpHeaders';
import { bearerChallenge, withoutQuery } from './oauth';

// The small parsers the Part 2 checks rely on: what they read from headers and bodies must be what
// a client or a gateway would read.

const event = (fields: Partial<HttpEvent>): HttpEvent => ({
  kind: 'http',
  seq: 1,
  t: 0,
  layer: 'transport',
  link: 'link#1',
  exchange: 'http#1',
  direction: 'request',
  method: 'POST',
  url: 'https://x.example/mcp',
  headers: {},
  ...fields,
});
const exchange = (
  requestHeaders: Record<string, string>,
  responseHeaders: Record<string, string> = {},
): HttpExchange => ({
  request: event({ headers: requestHeaders }),
  response: event({ direction: 'response', headers: responseHeaders, status: 401 }),
});

describe('bearerChallenge', () => {
  it('reads the parameters of a Bearer challenge, quoted or not, whatever their order', () => {
    const challenge = bearerChallenge(
      exchange(
        {},
        {
          'www-authenticate':
            'Bearer error="insufficient_scope", scope="a b", resource_metadata="https://x.example/.well-known/oauth-protected-resource/mcp", max_age=60',
        },
      ),
    );
    expect(challenge).toEqual({
      error: 'insufficient_scope',
      scope: 'a b',
      resource_metadata: 'https://x.example/.well-known/oauth-protected-resource/mcp',
      max_age: '60',
    });
  });
  it('is undefined without a header or for another scheme', () => {
    expect(bearerChallenge(exchange({}))).toBeUndefined();
    expect(bearerChallenge(exchange({}, { 'www-authenticate': 'Basic realm="x"' }))).toBeUndefined();
  });
});

describe('Mcp-Param-* headers', () => {
  it('decodes the base64 sentinel and leaves plain values alone', () => {
    expect(decodeHeaderValue('=?base64?SGVsbG8sIOS4lueVjA==?=')).toBe('Hello, 世界');
    expect(decodeHeaderValue('us-west1')).toBe('us-west1');
  });
  it('lists mirrored parameters by name', () => {
    expect(
      mcpParams(
        exchange({ 'mcp-param-region': 'eu', 'mcp-method': 'tools/call', 'mcp-param-text': '=?base64?IHBhZGRlZCA=?=' }),
      ),
    ).toEqual({ region: 'eu', text: ' padded ' });
  });
});

describe('messagesInBody', () => {
  it('reads one JSON object, or every data line of an SSE stream', () => {
    expect(messagesInBody('{"jsonrpc":"2.0","id":1,"result":{}}')).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }]);
    const sse =
      'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}}\n\n: keepalive\n\nevent: message\ndata: {"jsonrpc":"2.0","id":3,"result":{}}\n\n';
    expect(messagesInBody(sse).map((m) => m.method ?? m.id)).toEqual(['notifications/progress', 3]);
    expect(messagesInBody(undefined)).toEqual([]);
  });
});

describe('withoutQuery', () => {
  it('keeps origin and path, the resource identifier', () => {
    expect(withoutQuery('https://app.example/callback?code=1&iss=x#f')).toBe('https://app.example/callback');
  });
});
