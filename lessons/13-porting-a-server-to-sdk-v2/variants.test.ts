import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const SOLUTION_TRANSPORT = `const fetchInPage = (url: string | URL, init?: RequestInit) => handler.fetch(new Request(url, init));
const client = new Client({ name: 'tour-host', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
await client.connect(new StreamableHTTPClientTransport(new URL('https://tracker.example/mcp'), { fetch: fetchInPage }));`;

describeVariants(lesson, {
  cheats: [
    {
      name: 'ports everything but reads the request id where 1.x kept it',
      source: edit(lesson.solution, ['(request ${ctx.mcpReq.id})', '(request ${(ctx as any).requestId})']),
      fails: ['ported'],
      says: { ported: /second argument is ctx, not extra/ },
    },
    {
      name: 'ports the imports and drops the schema constraints on the way',
      source: edit(lesson.solution, [
        `      inputSchema: z.object({
        title: z.string().min(3).describe('A short summary of the problem'),
        priority: z.enum(['low', 'normal', 'high']).default('normal'),
      }),`,
        `      inputSchema: z.object({ title: z.string(), priority: z.string() }),`,
      ]),
      fails: ['schema-2020-12', 'rejected'],
    },
    {
      name: 'stays on SDK 1.x and only renames the server version',
      source: edit(lesson.starter, [
        "new McpServer({ name: 'tracker', version: '1.0.0' })",
        "new McpServer({ name: 'tracker', version: '2.0.0' })",
      ]),
      fails: ['ported', 'schema-2020-12', 'unknown-tool-error'],
    },
  ],
  alternatives: [
    {
      name: 'SDK v2 over its InMemoryTransport (the 2025-11-25 era), code checked by error.code',
      source: edit(
        lesson.solution,
        [
          "import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';",
          "import { McpServer, InMemoryTransport } from '@modelcontextprotocol/server';",
        ],
        [
          "import { Client, ProtocolError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';",
          "import { Client } from '@modelcontextprotocol/client';",
        ],
        ['const handler = createMcpHandler(() => {', 'const build = () => {'],
        ['  return server;\n});', '  return server;\n};'],
        [
          SOLUTION_TRANSPORT,
          `const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await build().connect(serverSide);
const client = new Client({ name: 'tour-host', version: '1.0.0' });
await client.connect(clientSide);`,
        ],
        [
          'if (!(error instanceof ProtocolError)) throw error;',
          'if ((error as { code?: number }).code !== -32602) throw error;',
        ],
        ['${error.code}: ${error.message}', '-32602: ${(error as Error).message}'],
      ),
    },
    {
      name: 'a raw zod shape (the deprecated overload) and a pinned client',
      source: edit(
        lesson.solution,
        [
          `      inputSchema: z.object({
        title: z.string().min(3).describe('A short summary of the problem'),
        priority: z.enum(['low', 'normal', 'high']).default('normal'),
      }),`,
          `      inputSchema: {
        priority: z.enum(['high', 'normal', 'low']).default('normal'),
        title: z.string().min(3),
      },`,
        ],
        ["{ versionNegotiation: { mode: 'auto' } }", "{ versionNegotiation: { mode: { pin: '2026-07-28' } } }"],
      ),
    },
  ],
});
