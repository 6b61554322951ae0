import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readLessons } from './readLessons';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function lessonTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lessons-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const GOOD = {
  '01-first/lesson.md': '---\ntitle: First lesson\nsummary: A summary that is long enough.\ntype: exercise\n---\nHello',
  '01-first/main.ts': 'console.log(1)',
  '01-first/solution.ts': 'console.log(2)',
  '01-first/checks.ts': 'export default []',
};

describe('readLessons', () => {
  it('reads a valid lesson', () => {
    const [lesson] = readLessons(lessonTree(GOOD));
    expect(lesson).toMatchObject({ slug: 'first', number: 1, starter: 'console.log(1)', solution: 'console.log(2)' });
    expect(lesson.frontmatter).toMatchObject({ title: 'First lesson', type: 'exercise', spec: [] });
  });

  it('names the file and the field of invalid frontmatter', () => {
    const root = lessonTree({
      ...GOOD,
      '01-first/lesson.md': '---\ntitle: First lesson\nsummary: short\ntype: quiz\n---\n',
    });
    expect(() => readLessons(root)).toThrow(/01-first\/lesson\.md: field "summary": .*; field "type"/);
  });

  it('rejects unknown fields and a bad spec link', () => {
    const root = lessonTree({
      ...GOOD,
      '01-first/lesson.md':
        '---\ntitle: First lesson\nsummary: A summary that is long enough.\ntype: exercise\nspec:\n  - title: X\n    url: not a url\nextra: 1\n---\n',
    });
    expect(() => readLessons(root)).toThrow(/field "spec\.0\.url"/);
  });

  it('requires a solution for an exercise and the other files', () => {
    const { '01-first/solution.ts': _solution, ...noSolution } = GOOD;
    expect(() => readLessons(lessonTree(noSolution))).toThrow(/solution\.ts is missing/);
    const { '01-first/checks.ts': _checks, ...noChecks } = GOOD;
    expect(() => readLessons(lessonTree(noChecks))).toThrow(/checks\.ts is missing/);
  });

  it('requires numbered folders without gaps', () => {
    const renamed = Object.fromEntries(Object.entries(GOOD).map(([file, text]) => [file.replace('01-', '02-'), text]));
    expect(() => readLessons(lessonTree(renamed))).toThrow(/expected lesson number 01/);
    expect(() => readLessons(lessonTree({ 'First Lesson/lesson.md': '' }))).toThrow(/NN-slug/);
  });
});
