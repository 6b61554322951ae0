import type { LessonContent } from '../../src/lessons/types.ts';
import { escapeHtml } from '../../src/platform/escapeHtml.ts';
import { PARTS } from '../../src/lessons/parts.ts';

// A lesson's page as plain HTML, inside <div id="root"> of its index.html: what a search engine,
// a link previewer that reads the page, and a reader without JavaScript get. It is the app's own
// markup for a lesson page still loading its code (App, AppHeader, LessonPage, LessonProse use
// the same classes), so when the app renders over it nothing moves; LessonProse shows this prose
// (data-static-prose, read by src/ui/lesson/staticProse.ts) until the lesson's chunk has loaded.

/** `root` is the site's base path, ending in "/". */
export function staticLessonHtml(lesson: LessonContent, total: number, root: string): string {
  const spec = lesson.spec.length
    ? `<section class="lesson-prose__spec" aria-labelledby="spec-heading"><h2 id="spec-heading">In the specification</h2><ul>${lesson.spec
        .map(
          (link) =>
            `<li><a href="${escapeHtml(link.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(link.title)}</a></li>`,
        )
        .join('')}</ul></section>`
    : '';
  return [
    `<div class="app app--lesson">`,
    `<header class="app-header"><a class="skip-link" href="#main">Skip to content</a><a class="app-header__brand" href="${root}">${BRAND_MARK}<span>MCP Tour</span></a>`,
    `<nav class="app-header__nav" aria-label="Main"><a href="${root}" class="is-active">Lessons</a><a href="${root}playground/">Playground</a></nav></header>`,
    `<main id="main" class="app__main"><div class="lesson-layout">`,
    `<article class="lesson-prose" aria-labelledby="lesson-title">`,
    `<p class="lesson-prose__position">Lesson ${lesson.number} of ${total}<span class="lesson-prose__part">${escapeHtml(PARTS[lesson.part ?? 1].label)}</span></p>`,
    `<h1 id="lesson-title" class="lesson-prose__title">${escapeHtml(lesson.title)}</h1>`,
    `<div class="prose" data-static-prose="${escapeHtml(lesson.slug)}">${lesson.html}</div>`,
    spec,
    `</article>`,
    `<div class="lesson-layout__workbench"><p class="lesson-loading lesson-loading--static">Loading the lesson…</p>`,
    `<noscript><p class="lesson-loading">The code of this lesson runs in your browser: turn on JavaScript to edit and run it.</p></noscript></div>`,
    `</div></main></div>`,
  ].join('');
}

/** AppHeader's BrandMark, as React renders it. */
const BRAND_MARK =
  '<svg class="app-header__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="var(--accent)"></rect><circle cx="9" cy="16" r="3.2" fill="#fff"></circle><circle cx="23" cy="10" r="3.2" fill="#fff"></circle><circle cx="23" cy="22" r="3.2" fill="#fff"></circle><path d="M12 14.6 20 11.4M12 17.4l8 3.2" stroke="#fff" stroke-width="2" stroke-linecap="round"></path></svg>';
