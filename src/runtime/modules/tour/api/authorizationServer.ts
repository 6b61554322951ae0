// A simulated OAuth authorization server: it issues opaque access tokens for one resource each
// (the token's audience) and tells a resource server what a token is for. Deterministic: the
// n-th token an issuer hands out is always the same string, so runs read the same every time.

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
    };

/** Options for `new AuthorizationServer(...)`. */
export interface AuthorizationServerOptions {
  /** The issuer URL. Default "https://auth.example.com". */
  issuer?: string;
}

/**
 * A simulated OAuth 2.1 authorization server, such as a company's identity provider. It issues
 * access tokens bound to one resource (their audience) and answers introspection, so an MCP server
 * can check that a token was issued for it.
 *
 * In a real deployment the MCP client obtains tokens through the OAuth flow (the SDK's
 * `StreamableHTTPClientTransport` runs it when given an `authProvider`), sending the MCP server's
 * URL as `resource`; the MCP server validates each token by verifying a signed JWT's claims or by
 * calling the authorization server's introspection endpoint (RFC 7662). Here both are method calls
 * in the page: no network, no expiry.
 *
 * @example
 * const auth = new AuthorizationServer({ issuer: 'https://auth.acme.example' });
 * const token = auth.issueToken({ resource: 'https://mcp.acme.example/mcp', clientId: 'tour-host', scope: 'issues:read' });
 * const info = auth.introspect(token);
 * if (!info.active || info.aud !== 'https://mcp.acme.example/mcp') {
 *   // not a token for this server: answer 401
 * }
 */
export class AuthorizationServer {
  /** The issuer URL, written into every token's `iss`. */
  readonly issuer: string;
  private readonly tokens = new Map<string, Extract<TokenInfo, { active: true }>>();

  constructor(options: AuthorizationServerOptions = {}) {
    this.issuer = (options.issuer ?? 'https://auth.example.com').replace(/\/+$/, '');
  }

  /** Issues an opaque access token for `request.resource`. */
  issueToken(request: TokenRequest): string {
    if (typeof request?.resource !== 'string' || !isAbsoluteUrl(request.resource)) {
      throw new TypeError('auth.issueToken({ resource, clientId }): resource must be an absolute URL, the server the token is for');
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
