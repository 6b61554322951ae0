import { credentialQueryParams, isCredentialParam } from '../../../trace/credentials';

// How the tracker checks who is calling, and how it writes request paths to its log without
// ever copying a credential into it.

/** Why a request was refused, or undefined when it carries the expected token. */
export function credentialRefusal(request: Request, expected: string): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const privateToken = request.headers.get('private-token') ?? undefined;
  const presented = bearer ?? privateToken;
  if (presented === undefined) {
    return hasCredentialInQuery(new URL(request.url))
      ? 'credential in the URL query (only the Authorization or PRIVATE-TOKEN header is accepted)'
      : 'no credential';
  }
  return presented === expected ? undefined : 'wrong credential';
}

/** Path and query for the log, with the value of every credential-like parameter replaced. */
export function loggedPath(url: URL): string {
  if (!url.search) return url.pathname;
  // Rewrite the raw query pair by pair, so everything else stays exactly as it was sent.
  const pairs = url.search.slice(1).split('&').map((pair) => {
    const [name] = pair.split('=', 1);
    return isCredentialParam(decodeQueryPart(name)) ? `${name}=[redacted]` : pair;
  });
  return `${url.pathname}?${pairs.join('&')}`;
}

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

function hasCredentialInQuery(url: URL): boolean {
  return credentialQueryParams(url).length > 0;
}
