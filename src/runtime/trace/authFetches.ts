// Which client an OAuth request comes from. An SDK client transport (either generation) makes its
// authorization requests (protected resource and authorization server metadata, registration,
// token) through one function of its own, `_fetchWithInit`, and its MCP requests through another.
// Tracing wraps the first: while it calls into the learner's fetch, that fetch is known to be the
// client's authorization flow, and an in-page HTTP link (mcp-tour/transports) records the request
// on the client's connection, marked as such. Read at the fetch's entry, before any await: after
// one, another request may be under way.

export interface AuthCaller {
  /** The link of the client's connection. */
  link: string;
  /** The client instance, for example "client#1". */
  instance: string;
}

let calling: AuthCaller | undefined;

/** The client whose authorization flow is calling a fetch right now, if one is. */
export function authCaller(): AuthCaller | undefined {
  return calling;
}

type Fetch = (input: unknown, init?: unknown) => unknown;

/** Makes the transport's authorization requests known as `caller`'s (no-op for a transport without them). */
export function traceAuthFetches(transport: object, caller: AuthCaller): void {
  const fields = transport as { _fetchWithInit?: Fetch };
  const authFetch = fields._fetchWithInit;
  if (typeof authFetch !== 'function') return;
  fields._fetchWithInit = (input, init) => {
    const outer = calling;
    calling = caller;
    try {
      return authFetch(input, init);
    } finally {
      calling = outer;
    }
  };
}
