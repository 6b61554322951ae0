import { describeVariants, edit, lessonAt } from '../../src/lessons/testing/variants';

const lesson = lessonAt(import.meta.url);
const SCHEMA = `      outputSchema: z.object({
        project: z.string(),
        iid: z.number().int(),
        title: z.string(),
        state: z.enum(['opened', 'closed']),
        labels: z.array(z.string()),
      }),`;
const RETURN = "      return { content: [{ type: 'text', text: JSON.stringify(found) }], structuredContent: found };";

describeVariants(lesson, {
  cheats: [
    {
      name: 'structuredContent with prose beside it, not the same data',
      source: edit(lesson.solution, [
        RETURN,
        "      return { content: [{ type: 'text', text: `${project}#${iid} is ${issue.state}.` }], structuredContent: found };",
      ]),
      fails: ['text-for-the-model'],
    },
    {
      name: 'a schema that lets any string through as the state',
      source: edit(lesson.solution, ["        state: z.enum(['opened', 'closed']),", '        state: z.string(),']),
      fails: ['output-schema'],
    },
    {
      name: 'structuredContent without an outputSchema',
      source: edit(lesson.solution, [SCHEMA, '']),
      fails: ['output-schema'],
    },
  ],
  alternatives: [
    {
      name: 'a raw shape with an optional field, a prose block and a JSON block',
      source: edit(
        lesson.solution,
        [
          SCHEMA,
          `      outputSchema: {
        labels: z.array(z.string()),
        state: z.enum(['closed', 'opened']),
        title: z.string(),
        iid: z.number(),
        project: z.string(),
        description: z.string().optional(),
      },`,
        ],
        [
          RETURN,
          `      const text = [\`\${project}#\${iid} is \${issue.state}.\`, JSON.stringify({ labels: found.labels, state: found.state, title: found.title, iid, project })];
      return { content: text.map((t) => ({ type: 'text' as const, text: t })), structuredContent: found };`,
        ],
      ),
    },
  ],
});
