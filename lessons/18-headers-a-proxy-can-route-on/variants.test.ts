import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const REGION = `          region: z.enum(['eu', 'us']).describe('Where the project data lives'),`;
const MIRRORED_REGION = `          region: z.enum(['eu', 'us']).describe('Where the project data lives').meta({ 'x-mcp-header': 'Region' }),`;
const KEY_PARAM = `          apiKey: z.string().describe('Your tracker API key').meta({ 'x-mcp-header': 'Api-Key' }),\n`;
const HANDLER_HEAD = `      async ({ region: asked, project, apiKey }) => {
        if (apiKey !== API_KEY)`;
const AUTH_HANDLER_HEAD = `      async ({ region: asked, project }, ctx) => {
        if (ctx.http?.authInfo?.token !== API_KEY)`;
const TRANSPORT = `    fetch: gateway.fetch,\n  }),`;
const BEARER_TRANSPORT =
  '    fetch: gateway.fetch,\n    requestInit: { headers: { Authorization: `Bearer ${API_KEY}` } },\n  }),';
const CALL_ARGS = "arguments: { region, project: 'acme/web', apiKey: API_KEY } }";
const PLAIN_ARGS = "arguments: { region, project: 'acme/web' } }";
const keyToHeader: [string, string][] = [
  [KEY_PARAM, ''],
  [HANDLER_HEAD, AUTH_HANDLER_HEAD],
  [TRANSPORT, BEARER_TRANSPORT],
  [CALL_ARGS, PLAIN_ARGS],
];

describeVariants(lesson, {
  cheats: [
    {
      name: 'mirrors the region but leaves the key a mirrored argument',
      source: edit(lesson.starter, [REGION, MIRRORED_REGION]),
      fails: ['credential-in-authorization'],
    },
    {
      name: 'sends the key as Bearer too, but keeps it an argument (no longer mirrored)',
      source: edit(
        lesson.starter,
        [REGION, MIRRORED_REGION],
        [KEY_PARAM, `          apiKey: z.string().describe('Your tracker API key'),\n`],
        [TRANSPORT, BEARER_TRANSPORT],
      ),
      fails: ['credential-in-authorization'],
    },
    {
      name: 'moves the key to Authorization but never mirrors the region',
      source: edit(lesson.starter, ...keyToHeader),
      fails: ['routes-by-header'],
    },
    {
      name: 'the gateway parses the body to find the region instead',
      source: edit(lesson.starter, ...keyToHeader, [
        "const region = request.headers.get('mcp-param-region') === 'eu' ? 'eu' : 'us';",
        "const body = await request.clone().json().catch(() => ({}));\n    const region = body?.params?.arguments?.region === 'eu' ? 'eu' : 'us';",
      ]),
      fails: ['routes-by-header'],
    },
    {
      name: 'moves the key to Authorization and drops its check on the way: the server serves anyone',
      source: edit(lesson.solution, [
        "        if (ctx.http?.authInfo?.token !== API_KEY) return { content: [{ type: 'text', text: 'Unauthorized' }], isError: true };\n",
        '',
      ]),
      fails: ['strangers-refused'],
      says: { 'strangers-refused': /stranger-no-key was served/ },
    },
    {
      name: 'checks that some bearer token came, not that it is the key',
      source: edit(lesson.solution, ['if (ctx.http?.authInfo?.token !== API_KEY)', 'if (!ctx.http?.authInfo?.token)']),
      fails: ['strangers-refused'],
      says: { 'strangers-refused': /stranger-wrong-key was served/ },
    },
    {
      name: 'the front door lets a request without a token through, and the handler only checks a token it is given',
      source: edit(lesson.solution, [
        'if (ctx.http?.authInfo?.token !== API_KEY)',
        'if (ctx.http?.authInfo && ctx.http.authInfo.token !== API_KEY)',
      ]),
      fails: ['strangers-refused'],
    },
  ],
  alternatives: [
    {
      name: 'a front door that answers 401 itself, and a handler that trusts it',
      source: edit(
        lesson.solution,
        [
          "        if (ctx.http?.authInfo?.token !== API_KEY) return { content: [{ type: 'text', text: 'Unauthorized' }], isError: true };\n",
          '',
        ],
        [
          "    return handler.fetch(request, token ? { authInfo: { token, clientId: 'tour-app', scopes: [] } } : undefined);",
          "    if (token !== API_KEY) return new Response('{\"error\":\"invalid_token\"}', { status: 401, headers: { 'WWW-Authenticate': 'Bearer error=\"invalid_token\"' } });\n    return handler.fetch(request, { authInfo: { token, clientId: 'tour-app', scopes: [] } });",
        ],
      ),
    },
    {
      name: 'a gateway that routes by Mcp-Method: tool calls by their region header, everything else to a default',
      source: edit(lesson.solution, [
        "    const region = request.headers.get('mcp-param-region') === 'eu' ? 'eu' : 'us';",
        `    const byMethod: Record<string, () => 'eu' | 'us'> = {
      'tools/call': () => (request.headers.get('mcp-param-region') === 'eu' ? 'eu' : 'us'),
    };
    const region = byMethod[request.headers.get('mcp-method') ?? '']?.() ?? 'us';`,
      ]),
    },
    {
      name: "the SDK's own bearer-auth gate (requireBearerAuth) with a verifier in front of createMcpHandler",
      source: edit(
        lesson.solution,
        [
          "import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';",
          "import { McpServer, createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';",
        ],
        [
          "        if (ctx.http?.authInfo?.token !== API_KEY) return { content: [{ type: 'text', text: 'Unauthorized' }], isError: true };\n",
          "        if (ctx.http?.authInfo?.clientId !== 'tour-app') return { content: [{ type: 'text', text: 'Unauthorized' }], isError: true };\n",
        ],
        [
          / {2}return \(request: Request\) => \{\n {4}const token[^\n]*\n[^\n]*\n {2}\};/,
          `  const gate = requireBearerAuth({
    verifier: {
      async verifyAccessToken(token: string) {
        if (token !== API_KEY) throw new Error('unknown key');
        return { token, clientId: 'tour-app', scopes: [], expiresAt: Math.floor(Date.now() / 1000) + 3600 };
      },
    },
  });
  return async (request: Request) => {
    const auth = await gate(request);
    return auth instanceof Response ? auth : handler.fetch(request, { authInfo: auth });
  };`,
        ],
      ),
    },

    {
      name: 'a lower-case header name and a fetch wrapper that adds the bearer token',
      source: edit(
        lesson.starter,
        [
          REGION,
          `          region: z.enum(['eu', 'us']).meta({ 'x-mcp-header': 'region', description: 'Where the project data lives' }),`,
        ],
        [KEY_PARAM, ''],
        [
          HANDLER_HEAD,
          `      async (args, ctx) => {
        const { region: asked, project } = args;
        const presented = ctx.http?.authInfo?.token;
        if (presented === undefined || presented !== API_KEY)`,
        ],
        [
          'const client = new Client(',
          "const withKey: typeof fetch = (input, init) => {\n  const headers = new Headers(init?.headers);\n  headers.set('authorization', 'Bearer ' + API_KEY);\n  return gateway.fetch(input, { ...init, headers });\n};\nconst client = new Client(",
        ],
        [TRANSPORT, '    fetch: withKey,\n  }),'],
        [CALL_ARGS, "arguments: { project: 'acme/web', region } }"],
      ),
    },
  ],
});
