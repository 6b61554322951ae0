import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const STARTER_SCHEMA = `    inputSchema: {
      title: z.string(),
      priority: z.string(),
    },`;
const HANDLER_START = '  async ({ title, priority }) => {\n    handlerRuns++;';

describeVariants(lesson, {
  cheats: [
    {
      name: 'refuses "urgent" inside the handler instead of in the schema',
      source: edit(lesson.starter, [
        HANDLER_START,
        `  async ({ title, priority }) => {
    handlerRuns++;
    if (!['low', 'normal', 'high'].includes(priority) || title.length < 3) {
      return { content: [{ type: 'text', text: 'Invalid arguments' }], isError: true };
    }`,
      ]),
      fails: ['schema', 'rejected', 'accepted'],
    },
    {
      name: 'tightens the title only',
      source: edit(lesson.starter, ['      title: z.string(),', '      title: z.string().min(3),']),
      fails: ['schema'],
    },
  ],
  alternatives: [
    {
      name: 'an enum declared once, other order, a maximum length too',
      source: edit(
        lesson.starter,
        [
          STARTER_SCHEMA,
          `    inputSchema: {
      priority: Priority.default('normal').describe('How urgent it is'),
      title: z.string().min(3, 'at least 3 characters').max(200),
    },`,
        ],
        ['let handlerRuns = 0;', "let handlerRuns = 0;\nconst Priority = z.enum(['high', 'normal', 'low']);"],
      ),
    },
    {
      name: 'a z.object() as the input schema',
      source: edit(lesson.starter, [
        STARTER_SCHEMA,
        `    inputSchema: z.object({
      title: z.string().min(3),
      priority: z.enum(['low', 'normal', 'high']).default('normal'),
    }),`,
      ]),
    },
  ],
});
