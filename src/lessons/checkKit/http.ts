import type { HttpEvent } from '../../runtime/trace/events';
import type { RunView } from '../../runtime/trace/query';
import { credentialQueryParams } from '../../runtime/trace/credentials';

// Questions about Streamable HTTP traffic (mcp-tour/transports' http events): each request with
// its response, the JSON-RPC method a POST carried, the session and version headers, and where
// a credential travelled. Header names are lower-case, as the trace stores them.

/** One HTTP request and its response (absent if none came back before the run ended). */
export interface HttpExchange {
  request: HttpEvent;
  response?: HttpEvent;
}

/** Every HTTP exchange of the run, in request order; only those on `link` when given. */
export function httpExchanges(run: RunView, link?: string): HttpExchange[] {
  const http = run.events.filter((e): e is HttpEvent => e.kind === 'http' && (link === undefined || e.link === link));
  return http
    .filter((e) => e.direction === 'request')
    .map((request) => ({
      request,
      response: http.find((e) => e.direction === 'response' && e.exchange === request.exchange),
    }));
}

/** The JSON-RPC method a request's body carried ("initialize", "tools/call", …); undefined for a GET, a DELETE or a response. */
export function rpcMethodOf(request: HttpEvent): string | undefined {
  if (!request.body) return undefined;
  try {
    const body = JSON.parse(request.body) as { method?: unknown } | { method?: unknown }[];
    const method = (Array.isArray(body) ? body[0] : body)?.method;
    return typeof method === 'string' ? method : undefined;
  } catch {
    return undefined;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if the event has one. */
export function bearerToken(event: HttpEvent): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(event.headers.authorization ?? '')?.[1];
}

/** Names of the request URL's query parameters that look like credentials (access_token, api_key, …). */
export function credentialsInUrl(request: HttpEvent): string[] {
  try {
    return credentialQueryParams(new URL(request.url));
  } catch {
    return [];
  }
}

/** "POST tools/call → 200", "GET → 200", "DELETE → 404": a short line for failure messages. */
export function describeExchange({ request, response }: HttpExchange): string {
  const method = rpcMethodOf(request);
  return `${request.method}${method ? ` ${method}` : ''} → ${response?.status ?? 'no answer'}`;
}
