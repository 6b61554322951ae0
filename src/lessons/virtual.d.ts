declare module 'virtual:mcp-tour/lessons' {
  import type { LessonContent, LessonSummary } from './types';
  import type { Check } from './checks';
  export const lessonSummaries: LessonSummary[];
  export const lessonLoaders: Record<string, () => Promise<[{ default: LessonContent }, { default: Check[] }]>>;
}

declare module 'virtual:mcp-tour/lesson-summaries' {
  /** Each lesson's one-line summary, by slug. */
  const summaries: Readonly<Record<string, string>>;
  export default summaries;
}

declare module 'virtual:mcp-tour/glossary' {
  import type { GlossaryEntry } from './glossary/types';
  /** The glossary's entries, rendered at build time from lessons/glossary.yaml. */
  const entries: GlossaryEntry[];
  export default entries;
}
