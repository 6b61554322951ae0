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
    part: z
      .literal([1, 2])
      .default(1)
      .describe(
        'Which part of the tour the lesson belongs to: 1 teaches MCP 2025-11-25 with SDK 1.x (`@modelcontextprotocol/sdk`), 2 teaches MCP 2026-07-28 with SDK v2 (`@modelcontextprotocol/server`, `@modelcontextprotocol/client`).',
      ),
    spec: z
      .array(
        z
          .object({
            title: z.string().min(1).describe('The section name, as a link text.'),
            url: z
              .url()
              .describe(
                'The section address, for example https://modelcontextprotocol.io/specification/2025-11-25/server/tools.',
              ),
          })
          .strict(),
      )
      .default([])
      .describe('Links to the MCP specification sections the lesson relies on.'),
    hints: z
      .array(z.string().trim().min(20).max(400))
      .min(2)
      .max(3)
      .optional()
      .describe(
        'Graduated hints for an exercise, shown one at a time before Solve (Markdown, one paragraph each): the first points at the concept and the part of the spec or SDK to read, the second names the API or the place in the code, the last comes close to the answer without giving the code. Required in an exercise (the build fails without them); a read-and-run lesson has none.',
      ),
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

// The data fields of one check in checks.ts (its `test` function is typed by src/lessons/checks.ts).
// The lesson tests validate every lesson's checks against it; docs/lesson-format.md documents it.
export const checkSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .describe('Unique within the lesson: lowercase words joined by `-`, for example `handshake`.'),
    title: z.string().min(10).describe('What holds when the check passes, as a statement (the Checks panel shows it).'),
    kind: z
      .enum(['achieves', 'observes'])
      .default('achieves')
      .describe(
        '`achieves`: the check grades something the learner has to do. `observes`: the starter already passes it (a handshake, a refusal the program sets up); the Checks panel shows its pass as "Observed", not as the learner\'s achievement. In an exercise the lesson tests hold both to their word: an `observes` check passes on the starter, an `achieves` check fails on it.',
      ),
  })
  .strict();

export type CheckFields = z.infer<typeof checkSchema>;
