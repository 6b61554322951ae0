import hljs from 'highlight.js/lib/core';
import typescript from 'highlight.js/lib/languages/typescript';
import json from 'highlight.js/lib/languages/json';
import bash from 'highlight.js/lib/languages/bash';
import { Marked, type MarkedExtension } from 'marked';
import type { LessonContent, LessonSummary } from '../../src/lessons/types.ts';
import type { LessonSource } from './readLessons.ts';
import { taskMarkdown } from './lessonTask.ts';
import { escapeHtml } from '../../src/platform/escapeHtml.ts';
import type { GlossaryEntrySource } from '../../src/lessons/glossary/schema.ts';
import { readGlossary } from '../glossary/readGlossary.ts';
import { linkTerms } from '../glossary/linkTerms.ts';
import { type OutlineCollector, outlineCollector } from './outline.ts';

// Markdown becomes HTML at build time, so pages ship no Markdown parser and code samples in the
// prose arrive already highlighted.

hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('ts', typescript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('sh', bash);

const options = {
  gfm: true,
  renderer: {
    code({ text, lang }) {
      const language = lang && hljs.getLanguage(lang) ? lang : undefined;
      const html = language ? hljs.highlight(text, { language }).value : escapeHtml(text);
      return `<pre class="prose-code"><code class="hljs${language ? ` language-${language}` : ''}">${html}</code></pre>\n`;
    },
    // A table's empty corner cell is no header of anything (axe: empty-table-header).
    tablecell(token) {
      const content = this.parser.parseInline(token.tokens);
      const type = token.header && content.trim() !== '' ? 'th' : 'td';
      return `<${type}${token.align ? ` align="${token.align}"` : ''}>${content}</${type}>\n`;
    },
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const external = /^https?:\/\//.test(href);
      const attrs = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}${attrs}>${text}</a>`;
    },
  },
} satisfies MarkedExtension;

const marked = new Marked(options);

/** A parser for one lesson's prose: its h2 and h3 get ids, and the collector lists them (the lesson's outline). */
function proseParser(outline: OutlineCollector): Marked {
  return new Marked(options, {
    renderer: {
      heading({ tokens, depth }) {
        const html = this.parser.parseInline(tokens);
        if (depth !== 2 && depth !== 3) return `<h${depth}>${html}</h${depth}>\n`;
        const id = outline.add(html, depth);
        return `<h${depth} id="${id}">${html}</h${depth}>\n`;
      },
    },
  });
}

/** Markdown to inline HTML, with the prose's rules for code and links (hints, glossary entries). */
export function renderInline(markdown: string): string {
  return marked.parseInline(markdown, { async: false });
}

/** Where a lesson's prose links a glossary term: the glossary page, relative to /lessons/<slug>/ (any base path). */
export const glossaryHref = (id: string) => `../../glossary/#${id}`;

export function lessonSummary(source: LessonSource): LessonSummary {
  const { slug, number, frontmatter } = source;
  return {
    slug,
    number,
    title: frontmatter.title,
    type: frontmatter.type,
    part: frontmatter.part,
  };
}

/** A lesson's prose: its HTML with ids on its sections and links to the glossary, its outline, the terms it links. */
export function renderProse(source: LessonSource, glossary: readonly GlossaryEntrySource[] = readGlossary()) {
  const outline = outlineCollector();
  const prose = proseParser(outline).parse(source.markdown, { async: false });
  const terms = glossary.filter((entry) => !entry.notIn.includes(source.slug));
  const { html, linked } = linkTerms(prose, terms, glossaryHref);
  return { html, outline: outline.entries, linked };
}

export function renderLesson(source: LessonSource, glossary?: readonly GlossaryEntrySource[]): LessonContent {
  const { html, outline } = renderProse(source, glossary);
  return {
    ...lessonSummary(source),
    summary: source.frontmatter.summary,
    html,
    outline,
    taskHtml: renderTask(source.markdown),
    starter: source.starter,
    solution: source.solution,
    hints: source.frontmatter.hints?.map(renderInline),
    spec: source.frontmatter.spec,
    timeLimitMs: source.frontmatter.timeLimitMs,
  };
}

function renderTask(markdown: string): string | undefined {
  const task = taskMarkdown(markdown);
  return task === undefined ? undefined : marked.parse(task, { async: false });
}
