import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const REJECT = "}, { legacy: 'reject' });";
const PINNED =
  "new Client({ name: 'fleet-app', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } }),";
const AUTO = "new Client({ name: 'fleet-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } }),";
const OLD_APP =
  "await visit('old-app', new LegacyClient({ name: 'old-app', version: '1.0.0' }), new LegacyTransport(at('weather'), { fetch: weather.fetch }), forecast);";

describeVariants(lesson, {
  cheats: [
    {
      name: 'serves both eras but leaves the fleet client pinned',
      source: edit(lesson.starter, [REJECT, '});']),
      fails: ['auto-falls-back'],
    },
    {
      name: 'lets the fleet client negotiate but still rejects 2025-era clients',
      source: edit(lesson.starter, [PINNED, AUTO]),
      fails: ['legacy-client-served'],
    },
    {
      name: 'upgrades the old client to SDK v2 instead of serving it',
      source: edit(
        lesson.starter,
        [PINNED, AUTO],
        [
          OLD_APP,
          "await visit('old-app', new Client({ name: 'old-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } }), new StreamableHTTPClientTransport(at('weather'), { fetch: weather.fetch }), forecast);",
        ],
      ),
      fails: ['legacy-client-served'],
    },
    {
      name: 'points the fleet client at the new server, where it never has to fall back',
      source: edit(
        lesson.starter,
        [REJECT, '});'],
        [PINNED, AUTO],
        [
          "new StreamableHTTPClientTransport(at('tides'), { fetch: oldServer.fetch }),",
          "new StreamableHTTPClientTransport(at('weather'), { fetch: weather.fetch }),",
        ],
      ),
      fails: ['auto-falls-back'],
    },
  ],
  alternatives: [
    {
      name: "says legacy: 'stateless' out loud",
      source: edit(lesson.starter, [REJECT, "}, { legacy: 'stateless' });"], [PINNED, AUTO]),
    },
    {
      name: 'keeps the strict modern handler and routes 2025-era traffic to a sessionful SDK 1.x server with isLegacyRequest',
      source: edit(
        lesson.starter,
        [
          "import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';",
          "import { McpServer, createMcpHandler, isLegacyRequest } from '@modelcontextprotocol/server';",
        ],
        [
          "const weather = createHttpLink((request) => handler.fetch(request), { name: 'weather' });",
          `const legacyWeather = sessionRouter(() => {
  const server = new LegacyServer({ name: 'weather', version: '2.0.0' });
  server.registerTool('forecast', { description: 'Get the weather forecast for a city.', inputSchema: { city: z.string() } }, async ({ city }) => ({
    content: [{ type: 'text', text: \`Sunny in \${city}.\` }],
  }));
  return server;
});
const weather = createHttpLink(async (request) => ((await isLegacyRequest(request)) ? legacyWeather(request) : handler.fetch(request)), { name: 'weather' });`,
        ],
        [
          PINNED,
          "new Client({ name: 'fleet-app', version: '0.9.0' }, { versionNegotiation: { mode: 'auto', probe: { timeoutMs: 2000 } } }),",
        ],
      ),
    },
  ],
});
