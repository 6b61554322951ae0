import hljs from 'highlight.js/lib/core';
import typescript from 'highlight.js/lib/languages/typescript';
import json from 'highlight.js/lib/languages/json';
import bash from 'highlight.js/lib/languages/bash';
import { Marked } from 'marked';
import type { LessonContent, LessonSummary } from '../../src/lessons/types.ts';
import type { LessonSource } from './readLessons.ts';
import { taskMarkdown } from './lessonTask.ts';
import { escapeHtml } from '../../src/platform/escapeHtml.ts';

// Markdown becomes HTML at build time, so pages ship no Markdown parser and code samples in the
// prose arrive already highlighted.

hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('ts', typescript);
hljs.registerLanguage('json', json);
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('sh', bash);

const marked = new Marked({
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
});

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

export function renderLesson(source: LessonSource): LessonContent {
  return {
    ...lessonSummary(source),
    summary: source.frontmatter.summary,
    html: marked.parse(source.markdown, { async: false }),
    taskHtml: renderTask(source.markdown),
    starter: source.starter,
    solution: source.solution,
    hints: source.frontmatter.hints?.map((hint) => marked.parseInline(hint, { async: false })),
    spec: source.frontmatter.spec,
    timeLimitMs: source.frontmatter.timeLimitMs,
  };
}

function renderTask(markdown: string): string | undefined {
  const task = taskMarkdown(markdown);
  return task === undefined ? undefined : marked.parse(task, { async: false });
}
