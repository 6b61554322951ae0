import { lessonLoaders, lessonSummaries } from 'virtual:mcp-tour/lessons';
import type { Check } from './checks';
import type { LessonContent, LessonSummary } from './types';

// The app's one door to the curriculum: the list is bundled, each lesson loads on demand.

export const lessons: readonly LessonSummary[] = lessonSummaries;

export interface LoadedLesson {
  content: LessonContent;
  checks: Check[];
}

export async function loadLesson(slug: string): Promise<LoadedLesson | undefined> {
  const load = Object.hasOwn(lessonLoaders, slug) ? lessonLoaders[slug] : undefined;
  if (!load) return undefined;
  const [content, checks] = await load();
  return { content: content.default, checks: checks.default };
}

export function neighbours(slug: string): { previous?: LessonSummary; next?: LessonSummary } {
  const index = lessons.findIndex((lesson) => lesson.slug === slug);
  if (index < 0) return {};
  return { previous: lessons[index - 1], next: lessons[index + 1] };
}
