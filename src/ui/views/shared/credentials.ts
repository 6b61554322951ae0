import { mask } from '../../../runtime/modules/tour/secrets';
import { credentialQueryParams } from '../../../runtime/modules/tour/api/credentials';

// Which values of a run are credentials, and how they show up masked. Views show the boundary
// (this token was used, here) without printing the token: a screenshot of a lesson leaks nothing.

const CREDENTIAL_NAME = /token|secret|passw|api[-_]?key|private[-_]?key|credential|^authorization$|^proxy-authorization$|cookie|^auth$/i;

/** True for header and environment variable names that carry a credential (Authorization, GITLAB_TOKEN, …). */
export function isCredentialName(name: string): boolean {
  return CREDENTIAL_NAME.test(name);
}

/** "Bearer mcp-at-5c81e0f4a9" → "Bearer mcp-••••••a9": the scheme stays readable. */
export function maskCredential(value: string): string {
  const scheme = /^(Bearer|Basic|Token)\s+(.+)$/i.exec(value);
  return scheme ? `${scheme[1]} ${mask(scheme[2])}` : mask(value);
}

/** The names of a URL's credential-like query parameters (access_token, api_key, …). */
export function credentialsInUrl(url: string): string[] {
  try {
    return credentialQueryParams(new URL(url));
  } catch {
    return [];
  }
}

/** The URL with the value of every credential-like query parameter masked; the rest as sent. */
export function maskUrl(url: string): string {
  const names = credentialsInUrl(url);
  if (names.length === 0) return url;
  const [base, query] = [url.slice(0, url.indexOf('?')), url.slice(url.indexOf('?') + 1)];
  const pairs = query.split('&').map((pair) => {
    const at = pair.indexOf('=');
    if (at < 0) return pair;
    const name = safeDecode(pair.slice(0, at));
    return names.includes(name) ? `${pair.slice(0, at)}=${mask(safeDecode(pair.slice(at + 1)))}` : pair;
  });
  return `${base}?${pairs.join('&')}`;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}
