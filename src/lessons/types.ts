import type { LessonFrontmatter } from './schema';

/**
 * What the lesson list needs: small, bundled with every page. (Each lesson's one-line summary is
 * not: the start page's list loads them with its own chunk, virtual:mcp-tour/lesson-summaries.)
 */
export interface LessonSummary {
  slug: string;
  /** 1-based position in the curriculum, from the folder name's NN- prefix. */
  number: number;
  title: string;
  type: LessonFrontmatter['type'];
  /** 1: MCP 2025-11-25 with SDK 1.x; 2: MCP 2026-07-28 with SDK v2. */
  part: LessonFrontmatter['part'];
}

/** What one lesson page needs: loaded on demand. */
export interface LessonContent extends LessonSummary {
  /** The one-line summary of the frontmatter (link previews, the start page's list). */
  summary: string;
  /** Prose rendered to HTML at build time. */
  html: string;
  /** The prose's sections (its h2 and h3), in order: the lesson page's outline links to them by id. */
  outline: OutlineEntry[];
  /** The "## Your turn" section alone, rendered (embeds show it above the code). */
  taskHtml?: string;
  starter: string;
  solution?: string;
  /** An exercise's graduated hints, each rendered from Markdown to inline HTML, shown one at a time. */
  hints?: string[];
  spec: LessonFrontmatter['spec'];
  timeLimitMs?: number;
}

/** One section of a lesson's prose. */
export interface OutlineEntry {
  /** The heading's id in the rendered prose. */
  id: string;
  /** The heading's text, rendered to inline HTML (it may hold code). */
  html: string;
  depth: 2 | 3;
}
