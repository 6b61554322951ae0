import { activeRecorder } from '../../../trace/activeRecorder';
import { currentHandler, madeBy } from '../../../trace/handlerScope';
import { loggedPath } from './credentials';
import {
  fetchClientMetadata,
  type KnownClient,
  metadataDocument,
  metadataPaths,
  oauthError,
  type PendingCode,
  pkceMatches,
  redirectBack,
  sameResource,
} from './oauthEndpoints';

// A simulated OAuth authorization server: it issues opaque access tokens for one resource each
// (the token's audience) and tells a resource server what a token is for. Deterministic: the
// n-th token an issuer hands out is always the same string, so runs read the same every time.
// It has two faces: method calls (issueToken, introspect) for lessons that only need tokens, and
// HTTP endpoints (fetch) for an MCP client's real OAuth flow.

/** What a client asks for when it requests a token (the parts of an OAuth token request that matter here). */
export interface TokenRequest {
  /**
   * The resource the token is for, as RFC 8707's `resource` parameter names it: the MCP server's
   * URL, for example "https://mcp.acme.example/mcp". It becomes the token's audience (`aud`).
   */
  resource: string;
  /** The OAuth client asking, for example "tour-host". */
  clientId: string;
  /** Space-separated scopes, as OAuth writes them. Default "". */
  scope?: string;
  /** The user the token acts for. Default "alice". */
  subject?: string;
  /** Seconds until the token expires; the token then introspects with `exp`. Default: no expiry. */
  expiresIn?: number;
}

/**
 * What a resource server learns about a token: the shape of an RFC 7662 introspection response.
 * An unknown or revoked token is `{ active: false }` and nothing more.
 */
export type TokenInfo =
  | { active: false }
  | {
      active: true;
      /** The issuer: the authorization server's URL. */
      iss: string;
      /** The audience: the one resource this token was issued for. */
      aud: string;
      /** The user. */
      sub: string;
      client_id: string;
      /** Space-separated scopes. */
      scope: string;
      token_type: 'Bearer';
      /** When the token expires, in seconds since 1970 (only for tokens issued with `expiresIn`, as /token issues them). */
      exp?: number;
    };

/** Options for `new AuthorizationServer(...)`. */
export interface AuthorizationServerOptions {
  /** The issuer URL. Default "https://auth.example.com". */
  issuer?: string;
  /** Names this server in the trace (the `api` of its api-call events, one per HTTP request). Default "auth". */
  name?: string;
  /** Scopes to advertise in the metadata (`scopes_supported`). Any scope a client asks for is granted. */
  scopesSupported?: readonly string[];
  /** Clients registered beforehand: their client_id and the redirect URIs they may use. */
  clients?: readonly KnownClient[];
  /**
   * How this server fetches a Client ID Metadata Document, when a client's client_id is an https
   * URL: for example the fetch of a link to a handler that serves the client's JSON document.
   * With it the metadata says `client_id_metadata_document_supported: true`; without it only the
   * `clients` given here can sign in.
   */
  fetch?: (url: string) => Promise<Response>;
}

/** Options for `auth.approve(url)`. */
export interface ApproveOptions {
  /** The user who signs in and approves. Default "alice". */
  subject?: string;
}

/**
 * A simulated OAuth 2.1 authorization server, such as a company's identity provider. It issues
 * access tokens bound to one resource (their audience) and answers introspection, so an MCP server
 * can check that a token was issued for it.
 *
 * In a real deployment the MCP client obtains tokens through the OAuth flow (the SDK's
 * `StreamableHTTPClientTransport` runs it when given an `authProvider`), sending the MCP server's
 * URL as `resource`; the MCP server validates each token by verifying a signed JWT's claims or by
 * calling the authorization server's introspection endpoint (RFC 7662). Here introspection is a
 * method call in the page.
 *
 * The same server also answers that OAuth flow over HTTP (`auth.fetch`), in the page: its metadata
 * at `/.well-known/oauth-authorization-server` (RFC 8414), `/authorize` (authorization code with
 * PKCE S256 only; the redirect back carries `code`, `state` and `iss`, RFC 9207) and `/token`
 * (checks the code verifier, the redirect URI and the `resource`, RFC 8707; tokens expire in an
 * hour). Clients are the `clients` registered beforehand, or any client whose client_id is the
 * https URL of its Client ID Metadata Document, read with the `fetch` option. There is no dynamic
 * client registration and no refresh token. `auth.approve(url)` plays the browser and the user:
 * it opens the authorization URL, signs in, approves, and returns the URL the browser is sent
 * back to.
 *
 * @example
 * const auth = new AuthorizationServer({ issuer: 'https://auth.acme.example' });
 * const token = auth.issueToken({ resource: 'https://mcp.acme.example/mcp', clientId: 'tour-host', scope: 'issues:read' });
 * const info = auth.introspect(token);
 * if (!info.active || info.aud !== 'https://mcp.acme.example/mcp') {
 *   // not a token for this server: answer 401
 * }
 *
 * @example
 * // The OAuth flow of an SDK v2 client, all in the page. The link routes by origin: the
 * // authorization server, the client's metadata document, the MCP server.
 * const auth = new AuthorizationServer({ issuer: 'https://auth.acme.example', fetch: (url) => link.fetch(url) });
 * const provider = {
 *   clientMetadataUrl: 'https://host.acme.example/oauth/client.json',
 *   redirectUrl: 'https://host.acme.example/callback',
 *   async redirectToAuthorization(url) { callback = await auth.approve(url); },
 *   // … tokens, saveTokens, codeVerifier, saveCodeVerifier, clientInformation, saveClientInformation, clientMetadata
 * };
 * // connect fails with UnauthorizedError after the redirect; then:
 * await transport.finishAuth(callback.searchParams);
 */
export class AuthorizationServer {
  /** The issuer URL, written into every token's `iss`. */
  readonly issuer: string;
  /** The server's name in the trace. */
  readonly name: string;
  private readonly tokens = new Map<string, Extract<TokenInfo, { active: true }>>();
  private readonly options: AuthorizationServerOptions;
  private readonly codes = new Map<string, PendingCode>();
  private codeCount = 0;
  private opened = false;

  constructor(options: AuthorizationServerOptions = {}) {
    this.issuer = (options.issuer ?? 'https://auth.example.com').replace(/\/+$/, '');
    this.name = options.name ?? 'auth';
    if (options.fetch !== undefined && typeof options.fetch !== 'function') {
      throw new TypeError('new AuthorizationServer({ fetch }): fetch must be a function (url) => Promise<Response>');
    }
    this.options = options;
  }

  /** Issues an opaque access token for `request.resource`. */
  issueToken(request: TokenRequest): string {
    if (typeof request?.resource !== 'string' || !isAbsoluteUrl(request.resource)) {
      throw new TypeError(
        'auth.issueToken({ resource, clientId }): resource must be an absolute URL, the server the token is for',
      );
    }
    if (typeof request.clientId !== 'string' || request.clientId === '') {
      throw new TypeError('auth.issueToken({ resource, clientId }): clientId must be a non-empty string');
    }
    const info = {
      active: true as const,
      iss: this.issuer,
      aud: request.resource,
      sub: request.subject ?? 'alice',
      client_id: request.clientId,
      scope: request.scope ?? '',
      token_type: 'Bearer' as const,
      ...(request.expiresIn !== undefined ? { exp: Math.floor(Date.now() / 1000) + request.expiresIn } : {}),
    };
    const token = `at_${this.tokens.size + 1}_${fingerprint(`${this.issuer} ${this.tokens.size} ${info.aud} ${info.client_id} ${info.sub}`)}`;
    this.tokens.set(token, info);
    return token;
  }

  /** What the token is for, or `{ active: false }` for a token this server did not issue (or revoked). */
  introspect(token: string): TokenInfo {
    const info = this.tokens.get(token);
    return info ? { ...info } : { active: false };
  }

  /** Revokes a token: from now on it introspects as `{ active: false }`. */
  revoke(token: string): void {
    this.tokens.delete(token);
  }

  /**
   * A WHATWG fetch into the server's HTTP endpoints: GET the metadata, GET /authorize, POST
   * /token. A URL on another origin rejects with a TypeError, as a fetch to an unknown host would.
   */
  readonly fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
    this.handle(new Request(input, init), undefined);

  /**
   * Plays the browser and the user for an authorization URL, as a host's `redirectToAuthorization`
   * would open it: the user signs in (as `subject`, default "alice") and approves every scope asked
   * for. Returns the URL the server sends the browser back to, the client's redirect URI with
   * `code`, `state` and `iss` (or `error`). Throws when the server refuses to redirect at all (an
   * unknown client or a redirect URI it does not list), as a browser would show an error page.
   */
  async approve(authorizationUrl: string | URL, options: ApproveOptions = {}): Promise<URL> {
    const response = await this.handle(new Request(authorizationUrl), options.subject ?? 'alice');
    const location = response.headers.get('location');
    if (response.status !== 302 || !location) {
      const body = (await response.json().catch(() => ({}))) as { error?: string; error_description?: string };
      throw new Error(
        `${this.name} showed an error page instead of redirecting back: ${body.error ?? response.status}${body.error_description ? ` (${body.error_description})` : ''}`,
      );
    }
    return new URL(location);
  }

  /** Answers one request; `signedIn` is the user at the browser when `approve` opened it, none for a plain fetch. */
  private async handle(request: Request, signedIn: string | undefined): Promise<Response> {
    // Before any await: a tool handler's request is still its own code here (trace/handlerScope.ts).
    const caller = madeBy(currentHandler());
    const url = new URL(request.url);
    if (url.origin !== new URL(this.issuer).origin) {
      throw new TypeError(
        `fetch failed: ${url.origin} is not reachable from here (${this.name} answers on ${new URL(this.issuer).origin})`,
      );
    }
    const response = await this.route(request, url, signedIn);
    const recorder = activeRecorder();
    if (recorder) {
      if (!this.opened) recorder.emit({ kind: 'api-open', layer: 'api', api: this.name, baseUrl: this.issuer });
      this.opened = true;
      const refusal =
        response.status >= 400
          ? await response
              .clone()
              .json()
              .then(
                (body: { error?: string }) => body.error,
                () => undefined,
              )
          : undefined;
      recorder.emit({
        kind: 'api-call',
        layer: 'api',
        api: this.name,
        ...caller,
        method: request.method,
        path: loggedPath(url),
        status: response.status,
        ...(refusal ? { refusal } : {}),
      });
    }
    return response;
  }

  private async route(request: Request, url: URL, signedIn: string | undefined): Promise<Response> {
    if (request.method === 'GET' && metadataPaths(this.issuer).includes(url.pathname)) {
      return Response.json(
        metadataDocument(this.issuer, {
          scopesSupported: this.options.scopesSupported,
          clientMetadataDocuments: this.options.fetch !== undefined,
        }),
      );
    }
    const base = new URL(this.issuer).pathname.replace(/\/$/, '');
    if (url.pathname === `${base}/authorize` && request.method === 'GET')
      return this.authorize(url.searchParams, signedIn);
    if (url.pathname === `${base}/token` && request.method === 'POST')
      return this.token(new URLSearchParams(await request.text()));
    return oauthError(404, 'not_found', `${request.method} ${url.pathname} is not an endpoint of this server`);
  }

  private async authorize(params: URLSearchParams, signedIn: string | undefined): Promise<Response> {
    const clientId = params.get('client_id') ?? '';
    const redirectUri = params.get('redirect_uri') ?? '';
    const client = await this.findClient(clientId);
    // Never redirect to a URI the client did not register: show an error instead (RFC 6749 4.1.2.1).
    if (typeof client === 'string') return oauthError(400, 'invalid_client', client);
    if (!client.redirect_uris.includes(redirectUri))
      return oauthError(
        400,
        'invalid_request',
        `redirect_uri ${JSON.stringify(redirectUri)} is not registered for this client`,
      );
    const state = params.get('state') ?? undefined;
    const fail = (error: string, description: string) =>
      redirectBack(redirectUri, { error, error_description: description, state, iss: this.issuer });
    if (params.get('response_type') !== 'code')
      return fail('unsupported_response_type', 'only response_type=code is supported');
    const codeChallenge = params.get('code_challenge');
    if (!codeChallenge || params.get('code_challenge_method') !== 'S256')
      return fail('invalid_request', 'PKCE is required: code_challenge with code_challenge_method=S256');
    const resource = params.get('resource') ?? undefined;
    if (resource !== undefined && !isAbsoluteUrl(resource))
      return fail('invalid_target', 'resource must be an absolute URL');
    if (signedIn === undefined)
      return fail('access_denied', 'nobody signed in: open the authorization URL with auth.approve(url)');
    const code = `code_${++this.codeCount}_${fingerprint(`${this.issuer} code ${this.codeCount} ${clientId}`)}`;
    this.codes.set(code, {
      clientId,
      redirectUri,
      codeChallenge,
      resource,
      scope: params.get('scope') ?? '',
      subject: signedIn,
    });
    return redirectBack(redirectUri, { code, state, iss: this.issuer });
  }

  private async token(params: URLSearchParams): Promise<Response> {
    if (params.get('grant_type') !== 'authorization_code')
      return oauthError(400, 'unsupported_grant_type', 'only grant_type=authorization_code is supported');
    const code = params.get('code') ?? '';
    const pending = this.codes.get(code);
    // A code is good for one exchange.
    this.codes.delete(code);
    if (!pending) return oauthError(400, 'invalid_grant', 'unknown or already used authorization code');
    if (params.get('client_id') !== pending.clientId)
      return oauthError(400, 'invalid_grant', 'the code was issued to another client');
    if (params.get('redirect_uri') !== pending.redirectUri)
      return oauthError(400, 'invalid_grant', 'redirect_uri differs from the authorization request');
    if (!(await pkceMatches(params.get('code_verifier') ?? '', pending.codeChallenge)))
      return oauthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
    const resource = params.get('resource') ?? pending.resource;
    if (resource === undefined)
      return oauthError(400, 'invalid_target', 'name the resource (the MCP server URL) the token is for');
    if (pending.resource !== undefined && !sameResource(resource, pending.resource))
      return oauthError(400, 'invalid_target', 'resource differs from the authorization request');
    const expiresIn = 3600;
    const accessToken = this.issueToken({
      resource,
      clientId: pending.clientId,
      scope: pending.scope,
      subject: pending.subject,
      expiresIn,
    });
    return Response.json(
      {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: expiresIn,
        ...(pending.scope ? { scope: pending.scope } : {}),
      },
      { headers: { 'cache-control': 'no-store' } },
    );
  }

  private async findClient(clientId: string): Promise<KnownClient | string> {
    const registered = this.options.clients?.find((client) => client.client_id === clientId);
    if (registered) return registered;
    return fetchClientMetadata(clientId, this.options.fetch);
  }
}

function isAbsoluteUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** 12 hex digits from two FNV-1a hashes: opaque-looking, and the same for the same input. */
function fingerprint(text: string): string {
  const hash = (seed: number) => {
    let h = seed;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
    return h.toString(16).padStart(8, '0');
  };
  return (hash(2166136261) + hash(0x811c9dc5 ^ 0x5bd1e995)).slice(0, 12);
}
