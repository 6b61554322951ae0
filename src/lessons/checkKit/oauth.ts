import type { RunView } from '../../runtime/trace/query';
import { httpExchanges, type HttpExchange } from './http';

// OAuth as it shows on the wire (mcp-tour/transports' http events): Bearer challenges in
// WWW-Authenticate, metadata documents, authorization requests and their redirects, token
// requests and the tokens they returned. Every party's requests are read alike, so a check can
// follow a flow from the first 401 to the retried call.

/** The parameters of a `WWW-Authenticate: Bearer k="v", …` header, or undefined when there is none. */
export function bearerChallenge(exchange: HttpExchange): Record<string, string> | undefined {
  const header = exchange.response?.headers['www-authenticate'];
  if (!header || !/^Bearer\b/i.test(header.trim())) return undefined;
  const params: Record<string, string> = {};
  for (const match of header.matchAll(/([A-Za-z_]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/g))
    params[match[1].toLowerCase()] = match[2] ?? match[3];
  return params;
}

/** A response body parsed as JSON, or undefined. */
export function jsonBody(exchange: HttpExchange): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(exchange.response?.body ?? '') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A form-encoded request body (a token request), as URLSearchParams. */
export function formBody(exchange: HttpExchange): URLSearchParams {
  return new URLSearchParams(exchange.request.body ?? '');
}

/** The URL without query or fragment: what a resource identifier (RFC 8707) is compared with. */
export function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/** Every exchange whose request URL, without its query, is `url`. */
export function exchangesAt(run: RunView, url: string, method?: string): HttpExchange[] {
  return httpExchanges(run).filter(
    (x) => withoutQuery(x.request.url) === url && (method === undefined || x.request.method === method),
  );
}

/** One access token a token endpoint returned, with the scope it said it granted. */
export interface IssuedToken {
  token: string;
  scope: string[];
  exchange: HttpExchange;
}

/** The access tokens token endpoints returned (POST answered 200 with access_token), in order. */
export function issuedTokens(run: RunView): IssuedToken[] {
  return httpExchanges(run).flatMap((exchange) => {
    if (exchange.request.method !== 'POST' || exchange.response?.status !== 200) return [];
    const body = jsonBody(exchange);
    if (typeof body?.access_token !== 'string') return [];
    return [
      {
        token: body.access_token,
        scope: typeof body.scope === 'string' ? body.scope.split(' ').filter(Boolean) : [],
        exchange,
      },
    ];
  });
}
