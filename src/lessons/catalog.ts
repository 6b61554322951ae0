import { lessonLoaders, lessonSummaries } from 'virtual:mcp-tour/lessons';
import type { Check } from './checks';
import type { LessonContent, LessonSummary } from './types';

// The app's one door to the curriculum: the list is bundled, each lesson loads on demand.

export const lessons: readonly LessonSummary[] = lessonSummaries;

export interface LoadedLesson {
  content: LessonContent;
  checks: Check[];
}

// Loaded once per visit: the next lesson opened (or reopened with Back) has its content at once.
const loaded = new Map<string, LoadedLesson>();

export async function loadLesson(slug: string): Promise<LoadedLesson | undefined> {
  const known = loaded.get(slug);
  if (known) return known;
  const load = Object.hasOwn(lessonLoaders, slug) ? lessonLoaders[slug] : undefined;
  if (!load) return undefined;
  const [content, checks] = await load();
  const lesson = { content: content.default, checks: checks.default };
  loaded.set(slug, lesson);
  return lesson;
}

/** The lesson, if loadLesson has already brought it. */
export function loadedLesson(slug: string): LoadedLesson | undefined {
  return loaded.get(slug);
}

export function neighbours(slug: string): { previous?: LessonSummary; next?: LessonSummary } {
  const index = lessons.findIndex((lesson) => lesson.slug === slug);
  if (index < 0) return {};
  return { previous: lessons[index - 1], next: lessons[index + 1] };
}
