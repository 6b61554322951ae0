import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const DOOR = `async function frontDoor(request: Request): Promise<Response> {
  return mcp.fetch(request);
}`;
const IMPORT = "import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';";
const SDK_IMPORTS = `import {
  McpServer,
  createMcpHandler,
  hostHeaderValidationResponse,
  localhostAllowedHostnames,
  localhostAllowedOrigins,
  originValidationResponse,
  validateHostHeader,
  validateOriginHeader,
} from '@modelcontextprotocol/server';`;
const door = (body: string): [string, string][] => [
  [IMPORT, SDK_IMPORTS],
  [DOOR, `async function frontDoor(request: Request): Promise<Response> {\n${body}\n}`],
];
const forbidden = "new Response('Forbidden', { status: 403 })";

describeVariants(lesson, {
  cheats: [
    {
      name: 'checks Origin only (a rebinding page that sends no Origin gets in)',
      source: edit(
        lesson.starter,
        ...door(`  return originValidationResponse(request, localhostAllowedOrigins()) ?? mcp.fetch(request);`),
      ),
      fails: ['foreign-host-refused'],
    },
    {
      name: 'checks Host only (a page on another site gets in)',
      source: edit(
        lesson.starter,
        ...door(`  return hostHeaderValidationResponse(request, localhostAllowedHostnames()) ?? mcp.fetch(request);`),
      ),
      fails: ['foreign-origin-refused'],
    },
    {
      name: "tests the Origin with includes('localhost') (the lookalike origin gets in)",
      source: edit(
        lesson.starter,
        ...door(`  const origin = request.headers.get('origin');
  if (origin && !origin.includes('localhost')) return ${forbidden};
  return hostHeaderValidationResponse(request, localhostAllowedHostnames()) ?? mcp.fetch(request);`),
      ),
      fails: ['foreign-origin-refused'],
      says: { 'foreign-origin-refused': 'localhost.' },
    },
    {
      name: 'skips the check when the Origin is "null" (a sandboxed frame gets in)',
      source: edit(
        lesson.starter,
        ...door(`  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && !validateOriginHeader(origin, localhostAllowedOrigins()).ok) return ${forbidden};
  return hostHeaderValidationResponse(request, localhostAllowedHostnames()) ?? mcp.fetch(request);`),
      ),
      fails: ['foreign-origin-refused'],
    },
    {
      name: 'blocks the names the console showed (.example) instead of allowing this machine',
      source: edit(
        lesson.starter,
        ...door(`  const from = (request.headers.get('origin') ?? '') + ' ' + (request.headers.get('host') ?? '');
  if (/\\.example/.test(from)) return ${forbidden};
  return mcp.fetch(request);`),
      ),
      fails: ['foreign-origin-refused'],
    },
    {
      name: 'checks after createMcpHandler answered (the tool has already run)',
      source: edit(
        lesson.starter,
        ...door(`  const answer = await mcp.fetch(request);
  return hostHeaderValidationResponse(request, localhostAllowedHostnames()) ?? originValidationResponse(request, localhostAllowedOrigins()) ?? answer;`),
      ),
      fails: ['foreign-origin-refused', 'foreign-host-refused'],
      says: { 'foreign-origin-refused': 'before mcp.fetch' },
    },
    {
      name: 'guards tools/call only (the rebinding page lists the tools)',
      source: edit(
        lesson.starter,
        ...door(`  if (request.headers.get('mcp-method') === 'tools/call') {
    const refused = hostHeaderValidationResponse(request, localhostAllowedHostnames()) ?? originValidationResponse(request, localhostAllowedOrigins());
    if (refused) return refused;
  }
  return mcp.fetch(request);`),
      ),
      fails: ['foreign-host-refused'],
    },
    {
      name: 'refuses every request (the assistant is locked out too)',
      source: edit(lesson.starter, ...door(`  return ${forbidden};`)),
      fails: ['assistant-served'],
    },
  ],
  alternatives: [
    {
      name: 'the validate* functions with its own 403 and a narrower allowlist, Origin first',
      source: edit(
        lesson.starter,
        ...door(`  const origin = validateOriginHeader(request.headers.get('origin'), ['localhost', '127.0.0.1']);
  if (!origin.ok) return Response.json({ error: origin.message }, { status: 403 });
  const host = validateHostHeader(request.headers.get('host'), ['localhost', '127.0.0.1']);
  if (!host.ok) return Response.json({ error: host.message }, { status: 403 });
  return mcp.fetch(request);`),
      ),
    },
    {
      name: 'a hand-written allowlist over parsed URLs, as a list of guards',
      source: edit(lesson.starter, [
        DOOR,
        `const THIS_MACHINE = new Set(['localhost', '127.0.0.1', '[::1]']);
const hostnameOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};
const guards: ((request: Request) => string | undefined)[] = [
  (request) => (THIS_MACHINE.has(hostnameOf('http://' + (request.headers.get('host') ?? ''))) ? undefined : 'unknown host'),
  (request) => {
    const origin = request.headers.get('origin');
    return origin === null || THIS_MACHINE.has(hostnameOf(origin)) ? undefined : 'cross-origin request';
  },
];
async function frontDoor(request: Request): Promise<Response> {
  for (const guard of guards) {
    const why = guard(request);
    if (why) return new Response(why, { status: 403 });
  }
  return mcp.fetch(request);
}`,
      ]),
    },
  ],
});
