import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify as toYaml } from 'yaml';
import { z } from 'zod';
import { glossaryEntrySchema } from '../src/lessons/glossary/schema';
import { checkSchema, lessonFrontmatterSchema, type LessonFrontmatter } from '../src/lessons/schema';
import {
  LIBRARY_MODULES,
  MODULE_ALIASES,
  SDK2_MODULES,
  SDK_MODULES,
  TOUR_MODULES,
} from '../src/runtime/modules/available';

// docs/lesson-format.md is generated from the zod schema that the build validates lessons with
// (and the list of modules the runtime provides), so the reference cannot drift from what the
// build accepts and the runtime runs. Run `npm run docs` after changing
// src/lessons/schema.ts; scripts/lesson-format-doc.test.ts fails while the committed file is stale.

export const LESSON_FORMAT_DOC = fileURLToPath(new URL('../docs/lesson-format.md', import.meta.url));

/** A complete, valid frontmatter block; the test parses it with the schema to keep it honest. */
export const EXAMPLE_FRONTMATTER: LessonFrontmatter = {
  title: 'Host, client and server',
  summary: 'Three roles, one conversation. Connect a client to a server, discover its tool and call it.',
  type: 'exercise',
  part: 1,
  spec: [{ title: 'Lifecycle', url: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle' }],
  timeLimitMs: 5000,
  hints: [
    'A tool is used with one `tools/call` request (spec: Tools, "Calling Tools"); the **Messages** panel shows what `tools/list` said about it.',
    "The client's method is `client.callTool(…)`, with the tool's `name` and an `arguments` object.",
    "Call `count_words` with a sentence of your own as `text`, then print the result's `content`.",
  ],
};

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  description?: string;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
}

export function renderLessonFormatDoc(schema: z.ZodType = lessonFrontmatterSchema): string {
  // "input" describes what an author writes: fields with a default are optional there.
  const json = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
  return [
    '# Lesson format',
    '',
    '<!-- Generated from src/lessons/schema.ts, src/lessons/glossary/schema.ts and src/runtime/modules/available.ts by `npm run docs` (scripts/lesson-format-doc.ts). Do not edit by hand. -->',
    '',
    'A lesson is a folder under `lessons/`. The build reads every folder, validates it, and fails with',
    'the file and the field when something is wrong, so a lesson that builds is a lesson the site can show.',
    '',
    '## The folder',
    '',
    'Name it `NN-slug`: two digits, then lowercase words joined by `-` (for example `01-host-client-server`).',
    "The number is the lesson's position; folders are numbered `01`, `02`, … without gaps. The slug is its",
    'URL: `/lessons/<slug>/`.',
    '',
    '| File | Required | What it holds |',
    '| --- | --- | --- |',
    '| `lesson.md` | yes | Frontmatter (below) between two `---` lines, then the prose in Markdown. Code blocks tagged `ts`, `json` or `bash` are highlighted at build time. |',
    '| `main.ts` | yes | The starter code shown in the editor: ordinary ES module TypeScript (top-level `await` works) that imports the [modules below](#imports) exactly as it would under Node. |',
    '| `solution.ts` | exercises only | The finished program, loaded by **Solve**. An exercise must have one; a read-and-run lesson must not. |',
    '| `checks.ts` | yes | What must hold after a run (see [Checks](#checks)). |',
    '',
    '## Frontmatter',
    '',
    '```yaml',
    '---',
    toYaml(EXAMPLE_FRONTMATTER, { lineWidth: 0 }).trimEnd(),
    '---',
    '```',
    '',
    ...fieldTable(json),
    ...nestedTables(json),
    json.additionalProperties === false
      ? 'Any other field is an error: the schema is strict, so a misspelt field name fails the build.\n'
      : '',
    ...importsSection(),
    '## Checks',
    '',
    '`checks.ts` default-exports `defineChecks([...])` (from `src/lessons/checks.ts`). Each check has these',
    'fields and a `test(run)` function:',
    '',
    ...fieldTable(z.toJSONSchema(checkSchema, { io: 'input' }) as JsonSchema),
    '`test(run)` is a function over the run record. It returns nothing to pass, or a sentence the learner can',
    "act on to fail (throwing fails too, with the error's message). When the failure means the program never",
    'got to a step ("Keep the `host.ask(…)` line"), return `missingStep(sentence)` instead: if the run stopped',
    'early (a syntax error, a thrown error, the time limit), the learner is told the line where it stopped rather',
    'than blamed for lines they never removed. `run` is a `RunView` (`src/runtime/trace/query.ts`): questions',
    'such as `exchanges(method)`, `initializeResult()`, `listedToolNames()`, `toolCalls(name)` and',
    '`consoleOutput()` over the same trace the panels show, so a check never matches source text;',
    "`src/lessons/checkKit/` has questions about the model's context, HTTP, connections and tool calls.",
    '',
    '`src/lessons/lessons.test.ts` runs every lesson under Node with the real SDK and holds each one to the',
    'rules: at least three checks, each valid against the table above; the solution passes every check; an',
    "exercise's starter runs, fails every `achieves` check and passes every `observes` one (a check that",
    "cannot fail teaches nothing); a read-and-run lesson's starter passes every check. Next to each lesson,",
    "`variants.test.ts` runs cheats (programs that skip the lesson's point: each must fail the checks it names)",
    'and correct alternatives written differently from `solution.ts` (each must pass every check).',
    '',
    ...glossarySection(),
  ].join('\n');
}

function glossarySection(): string[] {
  return [
    '## The glossary',
    '',
    '`lessons/glossary.yaml` is a list of entries, each term the tour uses defined once, validated like',
    'the frontmatter (a mistake fails the build with the entry and the field). The site shows it at',
    "`/glossary/`, and the build links the first use of each term in every lesson's prose to its entry",
    '(`build/glossary/linkTerms.ts`): the phrases in `matches` and the inline code in `code`, never inside',
    'headings, links or code blocks. Each entry:',
    '',
    ...fieldTable(z.toJSONSchema(glossaryEntrySchema, { io: 'input' }) as JsonSchema),
    ...nestedTables(z.toJSONSchema(glossaryEntrySchema, { io: 'input' }) as JsonSchema),
    'A definition must hold for the revision it names; check it against the specification page its `spec` links to.',
    '',
  ];
}

function importsSection(): string[] {
  const list = (modules: readonly string[]) => modules.map((name) => `\`${name}\``).join(', ');
  const aliases = Object.entries(MODULE_ALIASES).map(([alias, target]) => `\`${alias}\` (= \`${target}\`)`);
  return [
    '## Imports',
    '',
    'Lesson code (starter and solution) may import these modules, and nothing else:',
    '',
    `- The MCP SDK 1.x (Part 1): ${list(SDK_MODULES)}.`,
    `- SDK v2 (Part 2): ${list(SDK2_MODULES)}; each generation loads only when a program imports it.`,
    `- Libraries: ${list(LIBRARY_MODULES)}${aliases.length ? `; also ${aliases.join(', ')}` : ''}.`,
    `- The tour's helpers: ${list(TOUR_MODULES)}.`,
    '',
    'Code that uses only the SDK, `zod` and `node:assert` runs unchanged under plain Node.',
    '',
  ];
}

function fieldTable(json: JsonSchema): string[] {
  const required = new Set(json.required ?? []);
  const rows = Object.entries(json.properties ?? {}).map(
    ([name, field]) =>
      `| \`${name}\` | ${typeOf(field)} | ${required.has(name) ? 'yes' : 'no'} | ${cell(describeField(field))} |`,
  );
  return ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows, ''];
}

// Arrays of objects (such as `spec`) get their own table for the entries' fields.
function nestedTables(json: JsonSchema): string[] {
  return Object.entries(json.properties ?? {}).flatMap(([name, field]) =>
    field.type === 'array' && field.items?.type === 'object'
      ? [`Each entry of \`${name}\`:`, '', ...fieldTable(field.items)]
      : [],
  );
}

function typeOf(field: JsonSchema): string {
  if (field.enum) return field.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' or ');
  if (field.type === 'array')
    return `list of ${field.items ? typeOf(field.items).replace(/^string$/, 'strings') : 'values'}`;
  if (field.type === 'object' && field.properties) return `{ ${Object.keys(field.properties).join(', ')} }`;
  if (field.format === 'uri') return 'URL';
  return field.type ?? 'any';
}

function describeField(field: JsonSchema): string {
  const rules: string[] = [];
  if (field.minLength !== undefined && field.maxLength !== undefined)
    rules.push(`${field.minLength}–${field.maxLength} characters`);
  else if (field.minLength !== undefined)
    rules.push(`at least ${field.minLength} character${field.minLength === 1 ? '' : 's'}`);
  else if (field.maxLength !== undefined) rules.push(`at most ${field.maxLength} characters`);
  if (field.minimum !== undefined && field.maximum !== undefined)
    rules.push(`from ${field.minimum} to ${field.maximum}`);
  else if (field.minimum !== undefined) rules.push(`at least ${field.minimum}`);
  else if (field.maximum !== undefined) rules.push(`at most ${field.maximum}`);
  if (field.minItems !== undefined) rules.push(`at least ${field.minItems} entr${field.minItems === 1 ? 'y' : 'ies'}`);
  if (field.maxItems !== undefined) rules.push(`at most ${field.maxItems} entries`);
  if (field.format === 'uri') rules.push('an absolute URL');
  if (field.default !== undefined) rules.push(`default \`${JSON.stringify(field.default)}\``);
  const description = field.description ?? '';
  return [description, rules.length ? `(${rules.join('; ')})` : ''].filter(Boolean).join(' ') || '—';
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** `npm run docs` entry point (through scripts/run-ts.mjs). */
export function main(): void {
  const next = renderLessonFormatDoc();
  let current: string | undefined;
  try {
    current = readFileSync(LESSON_FORMAT_DOC, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === next) {
    console.log('docs/lesson-format.md is up to date.');
    return;
  }
  mkdirSync(path.dirname(LESSON_FORMAT_DOC), { recursive: true });
  writeFileSync(LESSON_FORMAT_DOC, next);
  console.log('Wrote docs/lesson-format.md');
}
