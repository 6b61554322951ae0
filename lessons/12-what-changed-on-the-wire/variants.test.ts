import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const MODERN_LINE = "await talk('modern-app', new Client({ name: 'modern-app', version: '1.0.0' }));";

describeVariants(lesson, {
  cheats: [
    {
      name: 'leaves the client legacy but writes a 2026 version into _meta by hand',
      source: edit(lesson.starter, [
        "const result = await client.callTool({ name: 'count_open_issues', arguments: { project: 'acme/web' } });",
        "const result = await client.callTool({ name: 'count_open_issues', arguments: { project: 'acme/web' }, _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } });",
      ]),
      fails: ['modern-envelope', 'modern-results'],
      says: { 'modern-envelope': /initialize/ },
    },
    {
      name: 'drops the modern client instead of switching it',
      source: edit(lesson.starter, [MODERN_LINE, '']),
      fails: ['modern-envelope', 'modern-results', 'one-server-both-eras'],
    },
    {
      name: 'switches both clients, so nobody shows the 2025 handshake',
      source: edit(lesson.solution, [
        "await talk('legacy-app', new Client({ name: 'legacy-app', version: '1.0.0' }));",
        "await talk('legacy-app', new Client({ name: 'legacy-app', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } }));",
      ]),
      fails: ['legacy-handshake'],
    },
  ],
  alternatives: [
    {
      name: 'pins the revision instead of negotiating',
      source: edit(lesson.starter, [
        MODERN_LINE,
        "await talk('modern-app', new Client({ name: 'modern-app', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } }));",
      ]),
    },
    {
      name: 'options in a variable, modern client first',
      source: edit(
        lesson.starter,
        ["await talk('legacy-app', new Client({ name: 'legacy-app', version: '1.0.0' }));\n", ''],
        [
          MODERN_LINE,
          `const negotiate = { versionNegotiation: { mode: 'auto' as const } };
const modern = new Client({ name: 'modern-app', version: '1.0.0' }, negotiate);
await talk('modern-app', modern);
await talk('legacy-app', new Client({ name: 'legacy-app', version: '1.0.0' }));`,
        ],
      ),
    },
  ],
});
