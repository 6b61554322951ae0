import type { RunView } from '../../runtime/trace/query';
import { type HttpExchange, httpExchanges } from './http';
import { handlerRuns } from './toolCalls';

// Who an HTTP request to a local server came from, judged by the two headers a browser cannot be
// talked out of: Origin (the page that sent it) and Host (the name the page used to reach the
// server). A check of lesson 22 groups the run's requests by them and asks what the server did.

/** The names of this machine a local server answers to (SDK v2's localhostAllowedHostnames()). */
export const LOCAL_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

export type RequestSource =
  /** No Origin (not a browser) and a local Host: an app on the same machine. */
  | 'local-app'
  /** A local Host, and an Origin that is not this machine: a page from elsewhere (or `null`). */
  | 'foreign-origin'
  /** A Host that is not this machine's name: a DNS-rebinding page, whatever its Origin says. */
  | 'foreign-host'
  /** A local Host and a local Origin: a page served by this machine. */
  | 'local-page';

function hostnameOf(value: string, scheme: string): string | undefined {
  try {
    return new URL(scheme + value).hostname;
  } catch {
    return undefined;
  }
}

export function requestSource(exchange: HttpExchange): RequestSource {
  const { headers } = exchange.request;
  const host = headers.host === undefined ? undefined : hostnameOf(headers.host, 'http://');
  if (host !== undefined && !LOCAL_HOSTNAMES.includes(host)) return 'foreign-host';
  const origin = headers.origin;
  if (origin === undefined || origin === '') return 'local-app';
  const originHost = hostnameOf(origin, '');
  return originHost !== undefined && LOCAL_HOSTNAMES.includes(originHost) ? 'local-page' : 'foreign-origin';
}

/** Every exchange from `source`, each with the tool handlers that ran while it was open. */
export function exchangesFrom(run: RunView, source: RequestSource): (HttpExchange & { toolRuns: number })[] {
  const runs = handlerRuns(run);
  return httpExchanges(run)
    .filter((x) => requestSource(x) === source)
    .map((x) => ({
      ...x,
      toolRuns: runs.filter(
        (h) => h.start.seq > x.request.seq && (x.response === undefined || h.start.seq < x.response.seq),
      ).length,
    }));
}

/** "Origin https://x.example, Host localhost:3000": how a failure message names a request. */
export function describeSender({ request }: HttpExchange): string {
  const origin = request.headers.origin;
  return `${origin === undefined ? 'no Origin' : `Origin ${origin}`}, Host ${request.headers.host ?? '(none)'}`;
}
