import type { LessonFrontmatter } from './schema';

/** What the lesson list needs: small, bundled with every page. */
export interface LessonSummary {
  slug: string;
  /** 1-based position in the curriculum, from the folder name's NN- prefix. */
  number: number;
  title: string;
  summary: string;
  type: LessonFrontmatter['type'];
}

/** What one lesson page needs: loaded on demand. */
export interface LessonContent extends LessonSummary {
  /** Prose rendered to HTML at build time. */
  html: string;
  /** The "## Your turn" section alone, rendered (embeds show it above the code). */
  taskHtml?: string;
  starter: string;
  solution?: string;
  spec: LessonFrontmatter['spec'];
  timeLimitMs?: number;
}
