import type { Plugin } from 'vite';
import { readLessons, LESSONS_ROOT, type LessonSource } from './readLessons.ts';
import { lessonSummary, renderLesson } from './renderLesson.ts';
import { GLOSSARY_FILE, readGlossary } from '../glossary/readGlossary.ts';
import { renderGlossary } from '../glossary/renderGlossary.ts';

// Serves lessons/ to the app as virtual modules:
//   virtual:mcp-tour/lessons          the list (small, in every page) plus a lazy loader per lesson
//   virtual:mcp-tour/lesson-summaries each lesson's one-line summary, for the start page's list
//   virtual:mcp-tour/lesson/<slug>    one lesson's rendered prose and code (its own chunk)
//   virtual:mcp-tour/glossary         the glossary's entries, rendered (the glossary page's chunk)
// Validation errors fail the build with the file and the field.

const INDEX_ID = 'virtual:mcp-tour/lessons';
const SUMMARIES_ID = 'virtual:mcp-tour/lesson-summaries';
const LESSON_PREFIX = 'virtual:mcp-tour/lesson/';
const GLOSSARY_ID = 'virtual:mcp-tour/glossary';
const RESOLVED = '\0';

export function lessonsPlugin(): Plugin {
  let cache: LessonSource[] | undefined;
  const lessons = () => (cache ??= readLessons());

  return {
    name: 'mcp-tour-lessons',
    // Filters keep the bundler from calling into JavaScript for every other module.
    resolveId: {
      filter: { id: /^virtual:mcp-tour\// },
      handler(id) {
        if (id === INDEX_ID || id === SUMMARIES_ID || id === GLOSSARY_ID || id.startsWith(LESSON_PREFIX))
          return RESOLVED + id;
      },
    },
    load: {
      filter: { id: /^\0virtual:mcp-tour\// },
      handler(id) {
        const virtualId = id.slice(RESOLVED.length);
        // Files, not the lessons/ folder: the dev server resolves watch files like imports, and a
        // folder does not resolve. A new lesson folder reaches handleHotUpdate through the watcher.
        if (virtualId === INDEX_ID) {
          for (const source of lessons()) this.addWatchFile(`${source.dir}/lesson.md`);
          return indexModule(lessons());
        }
        if (virtualId === SUMMARIES_ID) {
          for (const source of lessons()) this.addWatchFile(`${source.dir}/lesson.md`);
          const summaries = Object.fromEntries(lessons().map((source) => [source.slug, source.frontmatter.summary]));
          return `export default ${JSON.stringify(summaries)};`;
        }
        if (virtualId === GLOSSARY_ID) {
          this.addWatchFile(`${LESSONS_ROOT}/${GLOSSARY_FILE}`);
          for (const source of lessons()) this.addWatchFile(`${source.dir}/lesson.md`);
          return `export default ${JSON.stringify(renderGlossary(readGlossary(), lessons()))};`;
        }
        if (virtualId.startsWith(LESSON_PREFIX)) {
          const slug = virtualId.slice(LESSON_PREFIX.length);
          const source = lessons().find((lesson) => lesson.slug === slug);
          if (!source) this.error(`No lesson with slug "${slug}"`);
          for (const file of ['lesson.md', 'main.ts', 'solution.ts']) this.addWatchFile(`${source.dir}/${file}`);
          this.addWatchFile(`${LESSONS_ROOT}/${GLOSSARY_FILE}`);
          return `export default ${JSON.stringify(renderLesson(source))};`;
        }
      },
    },
    handleHotUpdate({ file, server }) {
      if (file.startsWith(LESSONS_ROOT) && !file.endsWith('checks.ts')) {
        cache = undefined;
        server.ws.send({ type: 'full-reload' });
        return [];
      }
    },
  };
}

/** Every lesson rendered (prose as HTML), for the per-route HTML pages. */
export function lessonContents() {
  return readLessons().map((source) => renderLesson(source));
}

/** The lesson list, for code that needs it outside the bundle (per-route HTML, tests). */
export function lessonSummaries() {
  return readLessons().map(lessonSummary);
}

function indexModule(sources: LessonSource[]): string {
  const loaders = sources.map(
    (source) =>
      `  ${JSON.stringify(source.slug)}: () => Promise.all([import(${JSON.stringify(LESSON_PREFIX + source.slug)}), import(${JSON.stringify(source.checksPath)})]),`,
  );
  return [
    `export const lessonSummaries = ${JSON.stringify(sources.map(lessonSummary))};`,
    `export const lessonLoaders = {`,
    ...loaders,
    `};`,
  ].join('\n');
}
