import { z } from 'zod';

// The single source for lesson frontmatter: the build validates every lesson.md against it,
// the TypeScript type comes from it, and docs/lesson-format.md is generated from its descriptions.

export const lessonFrontmatterSchema = z
  .object({
    title: z.string().min(3).describe('Title shown in the lesson list and as the page heading.'),
    summary: z
      .string()
      .min(10)
      .max(160)
      .describe('One line under the title in the lesson list (at most 160 characters).'),
    type: z
      .enum(['exercise', 'read-and-run'])
      .describe(
        'An exercise has a solution.ts and its starter must fail at least one check; a read-and-run lesson has no solution.ts.',
      ),
    spec: z
      .array(
        z
          .object({
            title: z.string().min(1).describe('The section name, as a link text.'),
            url: z.url().describe('The section address, for example https://modelcontextprotocol.io/specification/2025-11-25/server/tools.'),
          })
          .strict(),
      )
      .default([])
      .describe('Links to the MCP specification sections the lesson relies on.'),
    timeLimitMs: z
      .number()
      .int()
      .min(500)
      .max(30000)
      .optional()
      .describe('Run time limit for this lesson in milliseconds (default 5000).'),
  })
  .strict();

export type LessonFrontmatter = z.infer<typeof lessonFrontmatterSchema>;
