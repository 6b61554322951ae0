// Which values of a run are credentials, shared by the learner-facing modules (the tracker's log,
// mcp-tour/secrets), lesson checks and the views, so all of them agree on what a credential is.

const CREDENTIAL_PARAM = /token|secret|password|key|auth|credential/i;

/** True for a query parameter name that carries a credential (access_token, private_token, api_key, …). */
export function isCredentialParam(name: string): boolean {
  return CREDENTIAL_PARAM.test(name);
}

/** The names of a URL's query parameters that look like credentials. */
export function credentialQueryParams(url: URL): string[] {
  return [...new Set(url.searchParams.keys())].filter(isCredentialParam);
}

/** Replaces the middle of a value with dots: enough to recognise it, not enough to use it. */
export function mask(value: string): string {
  if (value.length <= 8) return '•'.repeat(value.length);
  return `${value.slice(0, 4)}${'•'.repeat(Math.min(12, value.length - 6))}${value.slice(-2)}`;
}

// The fields of OAuth requests and answers that carry a credential: what a token request sends
// (the code, the PKCE verifier, a client secret or assertion, a refresh token) and what a token or
// registration answer returns. Named exactly: metadata documents are full of names such as
// "token_endpoint" that merely mention one.
const OAUTH_SECRET_FIELDS = new Set([
  'access_token',
  'refresh_token',
  'id_token',
  'code',
  'code_verifier',
  'client_secret',
  'assertion',
  'client_assertion',
  'device_code',
  'registration_access_token',
]);

/** True for a field of an OAuth request or answer body that carries a credential. */
export function isOAuthSecretField(name: string): boolean {
  return OAUTH_SECRET_FIELDS.has(name);
}

/**
 * An OAuth request's or answer's body with the value of every credential field masked: a form
 * (`code=…&code_verifier=…`) or a JSON object (`{"access_token": …}`, nested ones included). Any
 * other text comes back as it was.
 */
export function maskOAuthBody(text: string): string {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      const masked = JSON.stringify(maskJson(parsed));
      return masked === JSON.stringify(parsed) ? text : masked;
    } catch {
      return text;
    }
  }
  if (!/^[\w.~%+-]+=/.test(trimmed)) return text;
  return text
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return pair;
      const name = decodeFormPart(pair.slice(0, at));
      return isOAuthSecretField(name) ? `${pair.slice(0, at)}=${mask(decodeFormPart(pair.slice(at + 1)))}` : pair;
    })
    .join('&');
}

function maskJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskJson);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      isOAuthSecretField(name) && typeof field === 'string' ? mask(field) : maskJson(field),
    ]),
  );
}

function decodeFormPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/**
 * The spellings a secret takes on its way out: as written, percent-encoded (by encodeURIComponent,
 * by encodeURI, and as a form or URLSearchParams encodes it, with `+` for a space), and escaped inside
 * a JSON string (a `"` or `\` in it gains a backslash). A leak is found, and masked, in any of them.
 */
export function secretForms(value: string): string[] {
  const forms = [value, JSON.stringify(value).slice(1, -1)];
  for (const encode of [encodeURIComponent, encodeURI, (v: string) => new URLSearchParams({ v }).toString().slice(2)]) {
    try {
      forms.push(encode(value));
    } catch {
      // A lone surrogate cannot be percent-encoded, so it cannot travel that way either.
    }
  }
  return [...new Set(forms)];
}

/**
 * `text` with every occurrence of the given secret spellings masked, in one pass (the longest
 * spelling wins where one contains another). A run's views mask many texts against one list, so
 * the pattern for a list is made once; at most MAX_SECRET_FORMS spellings count.
 */
export function maskSecrets(text: string, forms: readonly string[]): string {
  const pattern = secretPattern(forms);
  return pattern ? text.replace(pattern, (found) => mask(found)) : text;
}

/** Spellings of marked secrets one list may hold: a run marks a few secrets of five spellings each. */
export const MAX_SECRET_FORMS = 256;

const patterns = new WeakMap<readonly string[], RegExp | undefined>();

function secretPattern(forms: readonly string[]): RegExp | undefined {
  if (patterns.has(forms)) return patterns.get(forms);
  const distinct = [...new Set(forms)]
    .filter((form) => typeof form === 'string' && form !== '')
    .slice(0, MAX_SECRET_FORMS)
    .sort((a, b) => b.length - a.length);
  const pattern = distinct.length
    ? new RegExp(distinct.map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g')
    : undefined;
  patterns.set(forms, pattern);
  return pattern;
}
