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
  ],
  alternatives: [
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
