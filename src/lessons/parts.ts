import type { LessonFrontmatter } from './schema';
import type { LessonSummary } from './types';

// The tour's two parts: one protocol revision and one SDK generation each. The home page, the
// lesson list and each lesson page name a lesson's part with these words.

export type PartNumber = LessonFrontmatter['part'];

export interface Part {
  number: PartNumber;
  /** "Part 1 — MCP 2025-11-25 with SDK 1.x" */
  title: string;
  /** A short label for a lesson page: "Part 1 · MCP 2025-11-25". */
  label: string;
  /** One line under the title in the lesson list. */
  about: string;
}

export const PARTS: Readonly<Record<PartNumber, Part>> = {
  1: {
    number: 1,
    title: 'Part 1 — MCP 2025-11-25 with SDK 1.x',
    label: 'Part 1 · MCP 2025-11-25',
    about: 'The revision most servers, hosts and blog posts speak today, written with @modelcontextprotocol/sdk.',
  },
  2: {
    number: 2,
    title: 'Part 2 — MCP 2026-07-28 with SDK v2',
    label: 'Part 2 · MCP 2026-07-28',
    about:
      'The latest revision, written with @modelcontextprotocol/server and @modelcontextprotocol/client as the official docs now show.',
  },
};

/** Why the tour teaches both: one sentence for the start page. */
export const WHY_BOTH_PARTS =
  "You will meet both today: most MCP servers and blog posts still speak 2025-11-25 with SDK 1.x, while the specification's latest revision and the official SDK docs have moved to 2026-07-28 and SDK v2.";

/** The lessons grouped by part, in curriculum order; parts without lessons are left out. */
export function lessonsByPart(lessons: readonly LessonSummary[]): { part: Part; lessons: LessonSummary[] }[] {
  return ([1, 2] as const)
    .map((number) => ({ part: PARTS[number], lessons: lessons.filter((lesson) => (lesson.part ?? 1) === number) }))
    .filter((group) => group.lessons.length > 0);
}
