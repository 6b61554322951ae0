// The headers a request carries on a real network that a page's `new Request(...)` cannot hold.
//
// Browsers treat `Host`, `Origin` and `Cookie` as forbidden request headers: a Request built in a
// page or a Worker silently drops them, while Node's Request keeps them. On a network they are
// there: the client writes `Host` from the URL, and a browser writes `Origin` for the page that
// sent the request and `Cookie` from its cookie jar. A link that stands in for the network puts
// them back, so a server's Origin, Host and session checks see the same request under Node and in
// the page.

const NETWORK_HEADERS = ['host', 'origin', 'cookie'] as const;

/**
 * `request`, with the `Host`, `Origin` and `Cookie` headers given in `init` (or in the Request passed as
 * `input`) that the platform dropped, and with `Host` taken from the URL when `hostFromUrl` is set
 * and none was given. The Request's own headers stay as they are; its `headers` property is
 * shadowed by a copy that holds them all (a plain `Headers` accepts any name).
 */
export function withNetworkHeaders(
  request: Request,
  given: HeadersInit | undefined,
  { hostFromUrl }: { hostFromUrl: boolean },
): Request {
  const asked = new Headers(given);
  const missing: [string, string][] = [];
  for (const name of NETWORK_HEADERS) {
    const value = asked.get(name);
    if (value !== null && request.headers.get(name) === null) missing.push([name, value]);
  }
  if (hostFromUrl && request.headers.get('host') === null && !asked.has('host'))
    missing.push(['host', new URL(request.url).host]);
  if (missing.length === 0) return request;
  const headers = new Headers(request.headers);
  for (const [name, value] of missing) headers.set(name, value);
  Object.defineProperty(request, 'headers', { value: headers, enumerable: true });
  return request;
}
