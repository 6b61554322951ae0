// The HTTP face of the simulated authorization server: OAuth 2.1 authorization-code flow with PKCE
// (S256 only), as MCP 2026-07-28 asks of one. Authorization Server Metadata (RFC 8414), clients
// identified by Client ID Metadata Documents (an https URL as client_id, whose JSON the server
// fetches and checks), the `resource` parameter (RFC 8707) bound into the token, and `iss` in the
// authorization response (RFC 9207). The user is simulated: they approve every request they see.

/** What an authorization code stands for until it is redeemed. */
interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  resource: string;
  scope: string;
  subject: string;
}

/** What the endpoints need from the AuthorizationServer that owns them. */
export interface OAuthEndpointHost {
  issuer: string;
  /** Scopes the server knows (advertised as scopes_supported). */
  scopes: readonly string[];
  /** The user who approves (the token's subject). */
  subject: string;
  /** How the server reaches other hosts: used to fetch Client ID Metadata Documents. */
  fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** Issues the access token once every check has passed. */
  issue(request: { resource: string; clientId: string; scope: string; subject: string }): string;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers } });

const oauthError = (error: string, description: string, status = 400) => json({ error, error_description: description }, status);

/** RFC 8414 metadata, as served at {issuer}/.well-known/oauth-authorization-server. */
export function authorizationServerMetadata(host: OAuthEndpointHost): Record<string, unknown> {
  return {
    issuer: host.issuer,
    authorization_endpoint: `${host.issuer}/authorize`,
    token_endpoint: `${host.issuer}/token`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    scopes_supported: [...host.scopes],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
  };
}

/** base64url(SHA-256(verifier)), the S256 code challenge (RFC 7636). */
async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function isHttpsUrlWithPath(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.pathname !== '/' && url.pathname !== '';
  } catch {
    return false;
  }
}

/** Fetches and checks a Client ID Metadata Document; returns its redirect_uris or why it was refused. */
async function clientMetadata(host: OAuthEndpointHost, clientId: string): Promise<{ redirectUris: string[] } | { refusal: string }> {
  if (!isHttpsUrlWithPath(clientId)) return { refusal: 'client_id must be an https URL with a path (a Client ID Metadata Document); this server has no pre-registered clients and no dynamic registration' };
  if (!host.fetch) return { refusal: `the authorization server cannot reach ${new URL(clientId).origin} (it was given no fetch)` };
  let document: { client_id?: unknown; client_name?: unknown; redirect_uris?: unknown };
  try {
    const response = await host.fetch(clientId, { headers: { accept: 'application/json' } });
    if (!response.ok) return { refusal: `fetching the client metadata document answered ${response.status}` };
    document = (await response.json()) as typeof document;
  } catch (error) {
    return { refusal: `the client metadata document could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (document?.client_id !== clientId) return { refusal: 'the client metadata document names another client_id than its own URL' };
  if (typeof document.client_name !== 'string' || !Array.isArray(document.redirect_uris) || document.redirect_uris.some((u) => typeof u !== 'string')) {
    return { refusal: 'the client metadata document needs client_name and redirect_uris' };
  }
  return { redirectUris: document.redirect_uris as string[] };
}

/** The authorization server's endpoints as one fetch handler. */
export function createOAuthEndpoints(host: OAuthEndpointHost): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  const codes = new Map<string, PendingCode>();
  let issuedCodes = 0;

  async function authorize(url: URL): Promise<Response> {
    const p = url.searchParams;
    const clientId = p.get('client_id') ?? '';
    const client = await clientMetadata(host, clientId);
    if ('refusal' in client) return oauthError('invalid_client', client.refusal);
    const redirectUri = p.get('redirect_uri') ?? '';
    // Never redirect to a URI the client's own document does not list: an error goes to the user, not to a redirect.
    if (!client.redirectUris.includes(redirectUri)) return oauthError('invalid_request', 'redirect_uri is not one of the redirect_uris in the client metadata document');
    const back = (params: Record<string, string>) => {
      const target = new URL(redirectUri);
      for (const [name, value] of Object.entries({ ...params, ...(p.has('state') ? { state: p.get('state')! } : {}), iss: host.issuer })) target.searchParams.set(name, value);
      return new Response(null, { status: 302, headers: { location: target.href } });
    };
    if (p.get('response_type') !== 'code') return back({ error: 'unsupported_response_type', error_description: 'only response_type=code' });
    if (p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge')) return back({ error: 'invalid_request', error_description: 'PKCE is required: code_challenge with code_challenge_method=S256' });
    const resource = p.get('resource');
    if (!resource) return back({ error: 'invalid_target', error_description: 'resource is required: the MCP server the token is for (RFC 8707)' });
    const scope = (p.get('scope') ?? '').split(' ').filter(Boolean);
    const unknown = scope.filter((s) => !host.scopes.includes(s));
    if (unknown.length) return back({ error: 'invalid_scope', error_description: `unknown scope ${unknown.join(' ')}` });
    // The simulated user reads the consent page (client name, scopes, resource) and approves.
    const code = `code_${++issuedCodes}`;
    codes.set(code, { clientId, redirectUri, codeChallenge: p.get('code_challenge')!, resource, scope: scope.join(' '), subject: host.subject });
    return back({ code });
  }

  async function token(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') !== 'authorization_code') return oauthError('unsupported_grant_type', 'only authorization_code');
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code); // one use only
    if (!pending) return oauthError('invalid_grant', 'unknown or used authorization code');
    if (form.get('client_id') !== pending.clientId) return oauthError('invalid_grant', 'the code was issued to another client');
    if (form.get('redirect_uri') !== pending.redirectUri) return oauthError('invalid_grant', 'redirect_uri differs from the authorization request');
    const verifier = form.get('code_verifier');
    if (!verifier || (await s256(verifier)) !== pending.codeChallenge) return oauthError('invalid_grant', 'code_verifier does not match the code_challenge (PKCE)');
    const resource = form.get('resource');
    if (resource !== pending.resource) return oauthError('invalid_target', 'resource differs from the one the user authorized');
    const accessToken = host.issue({ resource: pending.resource, clientId: pending.clientId, scope: pending.scope, subject: pending.subject });
    return json({ access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: pending.scope });
  }

  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const base = new URL(`${host.issuer}/`);
    if (url.origin !== base.origin) throw new TypeError(`fetch failed: ${url.origin} is not reachable from here (the authorization server answers on ${base.origin})`);
    const path = url.pathname.replace(/\/+$/, '');
    const prefix = base.pathname.replace(/\/+$/, '');
    if (request.method === 'GET' && (path === `/.well-known/oauth-authorization-server${prefix}` || path === `${prefix}/.well-known/openid-configuration`)) {
      return json(authorizationServerMetadata(host), 200, { 'cache-control': 'max-age=3600' });
    }
    if (request.method === 'GET' && path === `${prefix}/authorize`) return authorize(url);
    if (request.method === 'POST' && path === `${prefix}/token`) return token(request);
    return json({ error: 'not_found' }, 404);
  };
}
