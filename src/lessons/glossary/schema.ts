import { z } from 'zod';

// The glossary's data file, lessons/glossary.yaml: the build validates it against this schema (as
// it does each lesson's frontmatter), the glossary page shows it, and the build links the first use
// of each term in every lesson's prose to its entry (build/glossary/linkTerms.ts).

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const glossaryEntrySchema = z
  .object({
    id: z
      .string()
      .regex(SLUG)
      .describe("The entry's address on the glossary page (`/glossary/#<id>`): lowercase words joined by `-`."),
    term: z.string().min(2).describe("The term as the entry's heading shows it (Markdown inline code allowed)."),
    revision: z
      .enum(['2025-11-25', '2026-07-28', 'both'])
      .describe(
        'The specification revision the definition holds for: `2025-11-25` (Part 1), `2026-07-28` (Part 2), or `both` when it holds for each.',
      ),
    definition: z
      .string()
      .trim()
      .min(40)
      .max(900)
      .describe('The definition, one paragraph of Markdown, true of the revision named in `revision`.'),
    matches: z
      .array(z.string().min(2))
      .default([])
      .describe(
        'Phrases in lesson prose that link here: matched as whole words and exactly as written (letter case included, so list "Handles" beside "handles" when both mean the term), outside headings, links and code. The first match in a lesson is linked, once per lesson.',
      ),
    code: z
      .array(z.string().min(2))
      .default([])
      .describe('Inline code in lesson prose that links here when it is exactly this text (for example `ttlMs`).'),
    notIn: z
      .array(z.string().regex(SLUG))
      .default([])
      .describe(
        'Lessons (by slug) whose prose uses the phrases in another sense, for example "host" as a host name: no link there.',
      ),
    spec: z
      .array(
        z
          .object({
            title: z.string().min(1).describe('The section name, as a link text.'),
            url: z.url().describe('The specification section the definition was checked against.'),
          })
          .strict(),
      )
      .min(1)
      .describe('Where the specification defines the term (at least one link).'),
  })
  .strict()
  .refine((entry) => entry.matches.length + entry.code.length > 0, {
    message: 'an entry needs at least one of "matches" or "code", or no lesson can link to it',
  });

export const glossarySchema = z
  .array(glossaryEntrySchema)
  .min(1)
  .superRefine((entries, context) => {
    const seen = new Map<string, string>();
    entries.forEach((entry, index) => {
      if (entries.findIndex((other) => other.id === entry.id) !== index)
        context.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate id "${entry.id}"` });
      for (const phrase of [...entry.matches, ...entry.code.map((code) => `\`${code}\``)]) {
        const owner = seen.get(phrase.toLowerCase());
        if (owner && owner !== entry.id)
          context.addIssue({
            code: 'custom',
            path: [index],
            message: `"${phrase}" already links to "${owner}"; a phrase links to one entry`,
          });
        seen.set(phrase.toLowerCase(), entry.id);
      }
    });
  });

export type GlossaryEntrySource = z.infer<typeof glossaryEntrySchema>;
