import { z } from 'zod';
import { PROGRESS_FILE_FORMAT, PROGRESS_FILE_VERSION } from './progressFile';
import { MAX_SNIPPET_NAME } from './snippets';

// The progress file's schema (version 1), what an import checks a file against before anything is
// stored. Bounds keep a hostile or broken file from filling the browser's storage.

/** Longer than any lesson's code or snippet a learner writes, far below storage's quota. */
const MAX_CODE_CHARS = 200_000;
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'is not a lesson name');
const code = z.string().max(MAX_CODE_CHARS);

export const snippetSchema = z.strictObject({
  id: z.string().min(1).max(100),
  code,
  updatedAt: z.number().int().nonnegative(),
  fromLink: z.boolean().optional(),
  name: z.string().trim().min(1).max(MAX_SNIPPET_NAME).optional(),
});

export const progressFileSchema = z.object({
  format: z.literal(PROGRESS_FILE_FORMAT),
  version: z.literal(PROGRESS_FILE_VERSION),
  exportedAt: z.iso.datetime(),
  doneLessons: z.array(slug).max(1000),
  lessonCode: z.record(slug, code),
  snippets: z.array(snippetSchema).max(100),
  /** Percentages, by split name; absent from a file that does not carry them. */
  paneSizes: z.record(z.string().max(100), z.number().min(0).max(100)).optional(),
});
