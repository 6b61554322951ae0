import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const TODO = `  // TODO: this server serves anyone. Protect it as 2026-07-28 asks:
  // 1. No token, an unknown one, or one issued for another server (auth.introspect(token): active,
  //    aud === MCP_URL): answer challenge(401, { scope: 'issues:read' }).
  // 2. close_issue needs issues:write: a valid token without it gets
  //    challenge(403, { error: 'insufficient_scope', scope: 'issues:read issues:write' }).
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const info = auth.introspect(token);
  const scopes = info.active ? info.scope.split(' ') : [];
`;
const SCOPE_CHECK = `  const body = (await request.clone().json().catch(() => undefined)) as { method?: string; params?: { name?: string } } | undefined;
  if (body?.method === 'tools/call' && body.params?.name === 'close_issue' && !scopes.includes('issues:write')) {
    return challenge(403, { error: 'insufficient_scope', scope: 'issues:read issues:write' });
  }
`;
const guard = (tokenCheck: string, scopeCheck = SCOPE_CHECK) =>
  edit(lesson.starter, [
    TODO,
    `  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const info = auth.introspect(token);
${tokenCheck}  const scopes = info.active ? info.scope.split(' ') : [];
${scopeCheck}`,
  ]);

describeVariants(lesson, {
  cheats: [
    {
      name: 'checks the audience of tokens it knows, and lets an unknown one through',
      source: guard(
        `  if (!token || (info.active && info.aud !== MCP_URL)) return challenge(401, { scope: 'issues:read' });\n`,
      ),
      fails: ['foreign-token-refused'],
      says: { 'foreign-token-refused': /nobody issued/ },
    },
    {
      name: 'accepts any active token, whoever it was issued for',
      source: guard(`  if (!info.active) return challenge(401, { scope: 'issues:read' });\n`),
      fails: ['foreign-token-refused'],
    },
    {
      name: 'checks the token but not the scope',
      source: guard(
        `  if (!info.active || info.aud !== MCP_URL) return challenge(401, { scope: 'issues:read' });\n`,
        '',
      ),
      fails: ['insufficient-scope'],
    },
    {
      name: 'answers a missing scope with 401 instead of 403 insufficient_scope',
      source: guard(
        `  if (!info.active || info.aud !== MCP_URL) return challenge(401, { scope: 'issues:read' });\n`,
        SCOPE_CHECK.replace(
          "challenge(403, { error: 'insufficient_scope', scope: 'issues:read issues:write' })",
          "challenge(401, { scope: 'issues:read issues:write' })",
        ),
      ),
      fails: ['insufficient-scope'],
    },
  ],
  alternatives: [
    {
      name: 'a guard wrapper with a scope table; the 403 names only the missing scope',
      source: guard(
        `  const audienceOk = info.active && new URL(info.aud).href === new URL(MCP_URL).href;
  if (!audienceOk) return challenge(401, { scope: 'issues:read', error: 'invalid_token' });
`,
        `  const needs: Record<string, string> = { close_issue: 'issues:write' };
  const call = request.method === 'POST' ? ((await request.clone().json()) as { method?: string; params?: { name?: string } }) : undefined;
  const needed = call?.method === 'tools/call' ? needs[call.params?.name ?? ''] : undefined;
  if (needed && !scopes.includes(needed)) return challenge(403, { error: 'insufficient_scope', scope: needed, error_description: \`\${needed} is required\` });
`,
      ),
    },
    {
      name: "the SDK's requireBearerAuth gate with an introspecting verifier and expectedResource",
      source: edit(
        lesson.solution,
        [
          "import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';",
          "import { McpServer, OAuthError, OAuthErrorCode, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';",
        ],
        [
          'async function resourceServer(request: Request): Promise<Response> {',
          `const gate = requireBearerAuth({
  expectedResource: new URL(MCP_URL),
  resourceMetadataUrl: METADATA_URL,
  requiredScopes: ['issues:read'],
  verifier: {
    async verifyAccessToken(token: string) {
      const found = auth.introspect(token);
      if (!found.active) throw new OAuthError(OAuthErrorCode.InvalidToken, 'Unknown or revoked token');
      return { token, clientId: found.client_id, scopes: found.scope.split(' '), expiresAt: found.exp, resource: new URL(found.aud), extra: { user: found.sub } };
    },
  },
});

async function resourceServer(request: Request): Promise<Response> {`,
        ],
        [
          `  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const info = token ? auth.introspect(token) : undefined;
  if (!token || !info?.active || info.aud !== MCP_URL) return challenge(401, { scope: 'issues:read' });`,
          `  const verified = await gate(request);
  if (verified instanceof Response) return verified;
  const { token } = verified;
  const info = { scope: verified.scopes.join(' '), client_id: verified.clientId, sub: String(verified.extra?.user) };`,
        ],
      ),
    },
    {
      name: 'an OAuthClientProvider class that keeps its state in private fields',
      source: edit(
        lesson.solution,
        [
          /const saved: \{[^\n]*\n(?:.*\n)*?\};\n/,
          `class AppOAuth implements OAuthClientProvider {
  #tokens?: OAuthTokens;
  #client?: OAuthClientInformationMixed;
  #verifier = '';
  #discovery?: OAuthDiscoveryState;
  authorizationUrl?: URL;
  readonly redirectUrl = REDIRECT_URI;
  readonly clientMetadataUrl = CLIENT_ID;
  readonly clientMetadata = { client_name: 'Tour App', redirect_uris: [REDIRECT_URI], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'none' };
  clientInformation() { return this.#client; }
  saveClientInformation(client: OAuthClientInformationMixed) { this.#client = client; }
  tokens() { return this.#tokens; }
  saveTokens(tokens: OAuthTokens) { this.#tokens = tokens; }
  saveCodeVerifier(verifier: string) { this.#verifier = verifier; }
  codeVerifier() { return this.#verifier; }
  saveDiscoveryState(state: OAuthDiscoveryState) { this.#discovery = state; }
  discoveryState() { return this.#discovery; }
  redirectToAuthorization(url: URL) { this.authorizationUrl = url; }
}
const oauth = new AppOAuth();
const saved = oauth;
`,
        ],
        [
          'UnauthorizedError, type OAuthClientProvider }',
          'UnauthorizedError, type OAuthClientProvider, type OAuthTokens, type OAuthClientInformationMixed, type OAuthDiscoveryState }',
        ],
      ),
    },
  ],
});
