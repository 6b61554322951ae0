import type { GlossaryEntrySource } from '../../src/lessons/glossary/schema.ts';
import type { GlossaryEntry } from '../../src/lessons/glossary/types.ts';
import type { LessonSource } from '../lessons/readLessons.ts';
import { renderInline, renderProse } from '../lessons/renderLesson.ts';
import { htmlText } from './htmlText.ts';

/** The glossary page's entries, A to Z: Markdown rendered, each with the lessons whose prose links to it. */
export function renderGlossary(
  glossary: readonly GlossaryEntrySource[],
  lessons: readonly LessonSource[],
): GlossaryEntry[] {
  const usedBy = new Map<string, GlossaryEntry['lessons']>();
  for (const lesson of lessons)
    for (const id of renderProse(lesson, glossary).linked) {
      const list = usedBy.get(id) ?? [];
      list.push({ slug: lesson.slug, number: lesson.number, title: lesson.frontmatter.title });
      usedBy.set(id, list);
    }
  const entries = glossary.map((entry): GlossaryEntry => {
    const termHtml = renderInline(entry.term);
    return {
      id: entry.id,
      termHtml,
      termText: htmlText(termHtml),
      revision: entry.revision,
      definitionHtml: renderInline(entry.definition),
      spec: entry.spec,
      lessons: usedBy.get(entry.id) ?? [],
    };
  });
  // A to Z, as a reader looks a term up ("`cacheScope`" under C).
  const key = (entry: GlossaryEntry) => entry.termText.replace(/^[^a-z0-9]+/i, '').toLowerCase();
  return entries.sort((a, b) => key(a).localeCompare(key(b)));
}
