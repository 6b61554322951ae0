import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lessonFrontmatterSchema } from '../src/lessons/schema';
import { EXAMPLE_FRONTMATTER, LESSON_FORMAT_DOC, renderLessonFormatDoc } from './lesson-format-doc';

describe('docs/lesson-format.md', () => {
  it('matches the lesson schema (run `npm run docs` to regenerate it)', () => {
    expect(existsSync(LESSON_FORMAT_DOC), 'docs/lesson-format.md is missing: run `npm run docs`').toBe(true);
    const committed = readFileSync(LESSON_FORMAT_DOC, 'utf8');
    // A plain comparison (not toEqual on the text) keeps the failure message short and actionable.
    expect(
      committed === renderLessonFormatDoc(),
      'docs/lesson-format.md is stale: run `npm run docs` and commit the result',
    ).toBe(true);
  });

  it('shows an example that the schema accepts', () => {
    expect(lessonFrontmatterSchema.safeParse(EXAMPLE_FRONTMATTER).success).toBe(true);
  });

  it('documents every frontmatter field with its description and rules', () => {
    const doc = renderLessonFormatDoc();
    for (const [name, field] of Object.entries(lessonFrontmatterSchema.shape)) {
      expect(doc).toContain(`| \`${name}\` |`);
      if (field.description) expect(doc).toContain(field.description);
    }
    expect(doc).toContain('`"exercise"` or `"read-and-run"`');
    expect(doc).toContain('10–160 characters');
  });

  it('changes when the schema changes', () => {
    const changed = lessonFrontmatterSchema.extend({
      level: z.enum(['intro', 'advanced']).describe('How hard the lesson is.'),
    });
    const doc = renderLessonFormatDoc(changed);
    expect(doc).toContain('| `level` | `"intro"` or `"advanced"` | yes | How hard the lesson is. |');
    expect(doc).not.toBe(renderLessonFormatDoc());
  });
});
