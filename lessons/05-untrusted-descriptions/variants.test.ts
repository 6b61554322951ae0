import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const STARTER_BODY = `  // TODO: the first time you see a tool, show its description (console.log) and pin it in \`pinned\`.
  // Later, admit it only while its description is still the pinned one; refuse a changed one.
  return true;`;
const withBody = (body: string, ...more: [string, string][]) => edit(lesson.starter, [STARTER_BODY, body], ...more);

describeVariants(lesson, {
  cheats: [
    {
      name: 'admits each tool once, then refuses it from the second turn on',
      source: withBody(`  if (pinned.has(tool.name)) return false;
  pinned.set(tool.name, tool.description);
  return true;`),
      fails: ['host-refuses'],
    },
    {
      name: 'filters descriptions that contain <IMPORTANT> instead of pinning',
      source: withBody(`  return !(tool.description ?? '').includes('<IMPORTANT>');`),
      fails: ['host-refuses'],
    },
    {
      name: 'refuses search_issues by name',
      source: withBody(`  return tool.name !== 'search_issues';`),
      fails: ['pinned', 'host-refuses'],
    },
    {
      name: 'blocks the attack keyword in search_issues only, pinning nothing',
      source: withBody(
        `  return !(tool.name === 'search_issues' && (tool.description ?? '').includes('<IMPORTANT>'));`,
      ),
      fails: ['pinned-every-turn'],
      says: { 'pinned-every-turn': /turn 3/ },
    },
    {
      name: 'pins search_issues alone',
      source: withBody(`  if (tool.name !== 'search_issues') return true;
  if (!pinned.has(tool.name)) pinned.set(tool.name, tool.description);
  return pinned.get(tool.name) === tool.description;`),
      fails: ['pinned-every-turn'],
    },
    {
      name: 'refuses a change once, then takes the new text as the pinned one',
      source: withBody(`  const before = pinned.get(tool.name);
  pinned.set(tool.name, tool.description);
  return before === undefined || before === tool.description;`),
      fails: ['pinned-every-turn'],
    },
  ],
  alternatives: [
    {
      name: 'a set of approved name + description pairs, the changed case first',
      source: withBody(
        `  const key = JSON.stringify([tool.name, tool.description]);
  if (approved.has(key)) return true;
  if (seen.has(tool.name)) {
    console.log(\`Refusing \${tool.name}: its description changed since you approved it.\`);
    return false;
  }
  console.log(\`First sight of \${tool.server}/\${tool.name}:\`, tool.description);
  seen.add(tool.name);
  approved.add(key);
  return true;`,
        [
          'const pinned = new Map<string, string | undefined>();',
          'const approved = new Set<string>();\nconst seen = new Set<string>();',
        ],
      ),
    },
    {
      name: 'pins the whole definition (description and schema) in a plain object',
      source: withBody(
        `  const now = JSON.stringify({ description: tool.definition.description, schema: tool.definition.inputSchema });
  const before = firstSeen[tool.name];
  if (before === undefined) {
    console.log('new tool', tool.name, now);
    firstSeen[tool.name] = now;
  }
  return (before ?? now) === now;`,
        ['const pinned = new Map<string, string | undefined>();', 'const firstSeen: Record<string, string> = {};'],
      ),
    },
    {
      name: 'pins a digest of each description in a Map, and refuses whatever differs',
      source: withBody(
        `  const digest = [...(tool.description ?? '')].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
  const seen = digests.get(tool.name);
  if (seen === undefined) {
    console.log(\`Shown to the user: \${tool.name} — \${tool.description}\`);
    digests.set(tool.name, digest);
  }
  return (seen ?? digest) === digest;`,
        ['const pinned = new Map<string, string | undefined>();', 'const digests = new Map<string, number>();'],
      ),
    },
  ],
});
