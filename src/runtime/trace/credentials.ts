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
