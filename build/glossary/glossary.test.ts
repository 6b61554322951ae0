import { describe, expect, it } from 'vitest';
import { readLessons } from '../lessons/readLessons';
import { renderProse } from '../lessons/renderLesson';
import { linkTerms } from './linkTerms';
import { readGlossary } from './readGlossary';
import { renderGlossary } from './renderGlossary';

const href = (id: string) => `../../glossary/#${id}`;
const term = (id: string, matches: string[] = [], code: string[] = []) => ({ id, matches, code });

describe('linkTerms', () => {
  it('links the first use of a term only, as a whole word, in the letter case written', () => {
    const { html, linked } = linkTerms(
      '<p>Handles are ids. A handle is not handled here; handles again.</p>',
      [term('handle', ['handles', 'a handle'])],
      href,
    );
    expect(html).toBe(
      '<p>Handles are ids. A handle is not handled here; <a class="glossary-link" href="../../glossary/#handle">handles</a> again.</p>',
    );
    expect(linked).toEqual(['handle']);
  });

  it('leaves headings, links and code blocks alone, and links inline code that is exactly a term', () => {
    const { html } = linkTerms(
      '<h2>The session</h2><p><a href="x">session</a> <code>ttlMs: 0</code> <code>ttlMs</code> and a session.</p><pre><code>session</code></pre>',
      [term('session', ['session']), term('ttl', [], ['ttlMs'])],
      href,
    );
    expect(html).toBe(
      '<h2>The session</h2><p><a href="x">session</a> <code>ttlMs: 0</code> <a class="glossary-link" href="../../glossary/#ttl"><code>ttlMs</code></a> and a <a class="glossary-link" href="../../glossary/#session">session</a>.</p><pre><code>session</code></pre>',
    );
  });

  it('does not match inside a longer word or a path', () => {
    const { linked } = linkTerms('<p>eras, 2025-era, operate, server/era</p>', [term('era', ['era'])], href);
    expect(linked).toEqual([]);
  });
});

describe('the glossary (lessons/glossary.yaml)', () => {
  const glossary = readGlossary();
  const lessons = readLessons();

  it('is valid, and every entry is linked from at least one lesson', () => {
    const entries = renderGlossary(glossary, lessons);
    expect(entries.length).toBeGreaterThan(15);
    expect(entries.filter((entry) => entry.lessons.length === 0).map((entry) => entry.id)).toEqual([]);
  });

  it('names only lessons that exist in notIn', () => {
    const slugs = new Set(lessons.map((lesson) => lesson.slug));
    for (const entry of glossary) for (const slug of entry.notIn) expect(slugs).toContain(slug);
  });

  it('links each lesson to a term once at most', () => {
    for (const lesson of lessons) {
      const { html, linked } = renderProse(lesson, glossary);
      expect(new Set(linked).size).toBe(linked.length);
      expect(html.match(/class="glossary-link"/g)?.length ?? 0).toBe(linked.length);
    }
  });
});
