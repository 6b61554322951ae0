// The HTTP face of the simulated authorization server: the three endpoints an MCP client's OAuth
// flow uses (metadata, authorize, token), answered as an OAuth 2.1 server with PKCE, resource
// indicators and the `iss` response parameter answers them. Each function takes a parsed request
// and returns a Response; AuthorizationServer.fetch routes to them.

/** An OAuth client the server knows: pre-registered, or read from its Client ID Metadata Document. */
export interface KnownClient {
  client_id: string;
  redirect_uris: readonly string[];
  client_name?: string;
}

/** What /authorize granted, kept until the code is redeemed once at /token. */
export interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  resource?: string;
  scope: string;
  subject: string;
}

/** The authorization server's metadata document (RFC 8414). */
export function metadataDocument(
  issuer: string,
  options: { scopesSupported?: readonly string[]; clientMetadataDocuments: boolean },
): Record<string, unknown> {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    authorization_response_iss_parameter_supported: true,
    ...(options.clientMetadataDocuments ? { client_id_metadata_document_supported: true } : {}),
    ...(options.scopesSupported ? { scopes_supported: [...options.scopesSupported] } : {}),
  };
}

/** RFC 8414 section 3: the metadata URL inserts the well-known segment before the issuer's path. */
export function metadataPaths(issuer: string): string[] {
  const path = new URL(issuer).pathname.replace(/\/$/, '');
  return [
    `/.well-known/oauth-authorization-server${path}`,
    ...(path ? [`${path}/.well-known/oauth-authorization-server`] : []),
  ];
}

/** An OAuth error answer: JSON `{ error, error_description }` (RFC 6749 section 5.2). */
export function oauthError(status: number, error: string, description: string): Response {
  return Response.json({ error, error_description: description }, { status, headers: { 'cache-control': 'no-store' } });
}

/** The authorization server sends the browser back to the client: 302 to redirect_uri with these parameters. */
export function redirectBack(redirectUri: string, params: Record<string, string | undefined>): Response {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(name, value);
  return new Response(null, { status: 302, headers: { location: target.href, 'cache-control': 'no-store' } });
}

/**
 * Reads a Client ID Metadata Document: the client_id is an https URL with a path, and the JSON
 * document it serves names that same URL as its client_id and lists the client's redirect URIs.
 */
export async function fetchClientMetadata(
  clientId: string,
  fetchDocument: ((url: string) => Promise<Response>) | undefined,
): Promise<KnownClient | string> {
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return `unknown client_id ${JSON.stringify(clientId)}`;
  }
  if (url.protocol !== 'https:' || url.pathname === '/')
    return `a client_id URL must use https and have a path (got ${clientId})`;
  if (!fetchDocument)
    return `this authorization server was created without a fetch, so it cannot read the client metadata document at ${clientId}`;
  let document: Partial<KnownClient>;
  try {
    const response = await fetchDocument(clientId);
    if (!response.ok) return `the client metadata document at ${clientId} answered ${response.status}`;
    document = (await response.json()) as Partial<KnownClient>;
  } catch (error) {
    return `the client metadata document at ${clientId} could not be read (${error instanceof Error ? error.message : String(error)})`;
  }
  if (document.client_id !== clientId)
    return `the client metadata document at ${clientId} names another client_id (${JSON.stringify(document.client_id)})`;
  if (!Array.isArray(document.redirect_uris) || document.redirect_uris.some((uri) => typeof uri !== 'string')) {
    return `the client metadata document at ${clientId} lists no redirect_uris`;
  }
  return {
    client_id: clientId,
    redirect_uris: document.redirect_uris,
    ...(typeof document.client_name === 'string' ? { client_name: document.client_name } : {}),
  };
}

/** PKCE S256 (RFC 7636 section 4.6): base64url(SHA-256(code_verifier)), compared with the challenge. */
export async function pkceMatches(codeVerifier: string, codeChallenge: string): Promise<boolean> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') === codeChallenge;
}

/** Resource indicators compare as URLs without a fragment (RFC 8707 section 2). */
export function sameResource(a: string, b: string): boolean {
  const normal = (text: string) => {
    const url = new URL(text);
    url.hash = '';
    return url.href;
  };
  try {
    return normal(a) === normal(b);
  } catch {
    return false;
  }
}
