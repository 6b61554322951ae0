import { credentialQueryParams, isCredentialParam, mask } from '../../../trace/credentials';

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

/** Every credential a request carries, masked: headers by their name, query parameters as "?name". */
export function presentedCredentials(request: Request): { name: string; masked: string }[] {
  const found: { name: string; masked: string }[] = [];
  for (const header of ['Authorization', 'PRIVATE-TOKEN']) {
    const value = request.headers.get(header);
    if (value !== null) found.push({ name: header, masked: maskScheme(value) });
  }
  const url = new URL(request.url);
  for (const name of credentialQueryParams(url))
    found.push({ name: `?${name}`, masked: mask(url.searchParams.get(name) ?? '') });
  return found;
}

/** "Bearer glpat-tour-4f9a" → "Bearer glpa••••••9a": the scheme stays readable. */
function maskScheme(value: string): string {
  const scheme = /^(Bearer|Basic|Token)\s+(.+)$/i.exec(value);
  return scheme ? `${scheme[1]} ${mask(scheme[2])}` : mask(value);
}

/** Path and query for the log, with the value of every credential-like parameter replaced. */
export function loggedPath(url: URL): string {
  if (!url.search) return url.pathname;
  // Rewrite the raw query pair by pair, so everything else stays exactly as it was sent.
  const pairs = url.search
    .slice(1)
    .split('&')
    .map((pair) => {
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
