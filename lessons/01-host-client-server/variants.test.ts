import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const TODO = '// TODO: call the count_words tool with a sentence of your choice and print the result.';

describeVariants(lesson, {
  cheats: [
    {
      name: 'prints a count without calling the tool',
      source: edit(lesson.starter, [TODO, "console.log('3 words');"]),
      fails: ['call'],
    },
    {
      name: 'calls the tool but never prints what came back',
      source: edit(lesson.starter, [
        TODO,
        "await client.callTool({ name: 'count_words', arguments: { text: 'one two three' } });",
      ]),
      fails: ['printed'],
    },
    {
      name: 'a thrown error before the call: the check says where the program stopped, not "call it"',
      source: edit(lesson.starter, [TODO, "throw new Error('not yet');"]),
      fails: ['call', 'printed'],
      says: { call: /stopped at line 34 .*not yet/, printed: /stopped at line 34/ },
    },
  ],
  alternatives: [
    {
      name: 'prints the whole result object',
      source: edit(lesson.starter, [
        TODO,
        "const result = await client.callTool({ name: 'count_words', arguments: { text: 'a b c d' } });\nconsole.log(result);",
      ]),
    },
    {
      name: 'destructures the content and prints each text block',
      source: edit(lesson.starter, [
        TODO,
        `const sentence = 'Servers never see the conversation';
const { content } = await client.callTool({ name: 'count_words', arguments: { text: sentence } });
for (const block of content as { type: string; text?: string }[]) if (block.type === 'text') console.log(block.text);`,
      ]),
    },
    {
      name: 'sends tools/call with client.request and a result schema',
      source: edit(
        lesson.starter,
        [
          "import { z } from 'zod';",
          "import { z } from 'zod';\nimport { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';",
        ],
        [
          TODO,
          "const answer = await client.request({ method: 'tools/call', params: { name: 'count_words', arguments: { text: '  spaced   out words ' } } }, CallToolResultSchema);\nconsole.log(JSON.stringify(answer));",
        ],
      ),
    },
  ],
});
