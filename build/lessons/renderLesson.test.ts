import { describe, expect, it } from 'vitest';
import { renderLesson } from './renderLesson';
import type { LessonSource } from './readLessons';

const source = (markdown: string) =>
  ({
    slug: 's',
    number: 1,
    frontmatter: { title: 'T', summary: 'S', type: 'read-and-run', spec: [] },
    markdown,
    starter: '',
  }) as unknown as LessonSource;

describe('renderLesson', () => {
  it('renders an empty header cell as a plain cell, the others as headers', () => {
    const { html } = renderLesson(source('| | stdio | HTTP |\n|---|---|---|\n| Who | host | anyone |\n'), []);
    expect(html).toContain('<td></td>');
    expect(html).toContain('<th>stdio</th>');
    expect(html).toContain('<td>Who</td>');
  });
});
