import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const STARTER_GUARD = `    // TODO 1: refuse a request that carries a token in its URL, whatever the parameter is called
    // (access_token, private_token, …): 400, error "invalid_request", before anything else runs.
    // For now the server takes the token from wherever it finds it.
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? new URL(request.url).searchParams.get('access_token');`;
const STARTER_RUN_2 =
  "await run('host-http', new StreamableHTTPClientTransport(new URL(`${MCP_URL}?access_token=${MCP_TOKEN}`), { fetch: endpoint.fetch }));";
const HEADER_RUN_2 =
  "await run('host-http', new StreamableHTTPClientTransport(new URL(MCP_URL), { fetch: endpoint.fetch, requestInit: { headers: { Authorization: `Bearer ${MCP_TOKEN}` } } }));";
const REFUSE_400 = `    if (new URL(request.url).searchParams.has('access_token')) return Response.json({ error: 'invalid_request' }, { status: 400 });
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];`;

describeVariants(lesson, {
  cheats: [
    {
      name: 'refuses access_token, the one name the app uses, and serves a token under any other name',
      source: edit(lesson.starter, [STARTER_GUARD, REFUSE_400], [STARTER_RUN_2, HEADER_RUN_2]),
      fails: ['query-refused', 'api-calls', 'never-in-context'],
      says: { 'query-refused': /host-private-token/ },
    },
    {
      name: 'refuses tokens in URLs but leaves run 2 sending its token there',
      source: edit(lesson.starter, [STARTER_GUARD, REFUSE_400]),
      fails: ['bearer-header', 'api-calls'],
    },
    {
      name: 'moves run 2 to the header but still accepts a token in the URL',
      source: edit(lesson.starter, [STARTER_RUN_2, HEADER_RUN_2]),
      fails: ['query-refused', 'api-calls', 'never-in-context'],
    },
    {
      name: 'drops the query token and serves the request anyway',
      source: edit(
        lesson.starter,
        [
          STARTER_GUARD,
          `    const url = new URL(request.url);
    if (url.searchParams.has('access_token')) {
      url.searchParams.delete('access_token');
      return router(new Request(url, request), { authInfo: { token: 'anonymous', clientId: 'unknown', scopes: [] } });
    }
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];`,
        ],
        [STARTER_RUN_2, HEADER_RUN_2],
      ),
      fails: ['query-refused', 'api-calls'],
    },
  ],
  alternatives: [
    {
      name: 'reads only the Authorization header (as requireBearerAuth does), and answers 401 to a URL that carries a credential',
      source: edit(
        lesson.starter,
        [
          STARTER_GUARD,
          "    const leaked = /[?&][^=]*(token|key|secret)[^=]*=/i.test(request.url);\n    const token = leaked ? undefined : request.headers.get('authorization')?.match(/^Bearer\\s+(\\S+)$/i)?.[1];",
        ],
        [STARTER_RUN_2, HEADER_RUN_2],
      ),
    },
    {
      name: 'a fetch wrapper adds the header; the guard refuses any credential-like query parameter',
      source: edit(
        lesson.starter,
        [
          STARTER_GUARD,
          `    const params = new URL(request.url).searchParams;
    if (['access_token', 'private_token', 'token', 'api_key'].some((name) => params.has(name))) {
      return new Response(JSON.stringify({ error: 'invalid_request', error_description: 'no tokens in URLs' }), { status: 400, headers: { 'content-type': 'application/json' } });
    }
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];`,
        ],
        [
          STARTER_RUN_2,
          `const signedFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('Authorization', 'Bearer ' + MCP_TOKEN);
  return endpoint.fetch(input, { ...init, headers });
};
await run('host-http', new StreamableHTTPClientTransport(new URL(MCP_URL), { fetch: signedFetch }));`,
        ],
      ),
    },
  ],
});
