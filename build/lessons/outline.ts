import type { OutlineEntry } from '../../src/lessons/types.ts';
import { htmlText } from '../glossary/htmlText.ts';

// A lesson's sections, as its prose's h2 and h3 name them: each heading gets an id made from its
// text (unique in the lesson, and never one the page itself uses), and the outline lists them.

/** Ids the lesson page gives its own elements (src/ui/lesson/LessonProse.tsx, src/ui/App.tsx). */
const RESERVED = new Set(['main', 'root', 'lesson-text', 'lesson-title', 'spec-heading']);

export interface OutlineCollector {
  entries: OutlineEntry[];
  /** Records a heading (its inline HTML) and returns its id. */
  add(html: string, depth: 2 | 3): string;
}

export function outlineCollector(): OutlineCollector {
  const entries: OutlineEntry[] = [];
  const used = new Set<string>();
  return {
    entries,
    add(html, depth) {
      const base = slugOf(html) || 'section';
      let id = base;
      for (let n = 2; used.has(id) || RESERVED.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      entries.push({ id, html, depth });
      return id;
    },
  };
}

function slugOf(html: string): string {
  return htmlText(html)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
