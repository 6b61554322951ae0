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

const HINTS =
  'hints:\n  - Look at the part of the spec that names the concept.\n  - The method to call is named in the second hint.\n';
const GOOD = {
  '01-first/lesson.md': `---\ntitle: First lesson\nsummary: A summary that is long enough.\ntype: exercise\n${HINTS}---\nHello`,
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

  it('requires two or three hints for an exercise and none for a read-and-run lesson', () => {
    const lesson = (frontmatter: string) => ({
      ...GOOD,
      '01-first/lesson.md': `---\ntitle: First lesson\nsummary: A summary that is long enough.\n${frontmatter}---\n`,
    });
    expect(() => readLessons(lessonTree(lesson('type: exercise\n')))).toThrow(
      /01-first\/lesson\.md: field "hints" is missing/,
    );
    expect(() =>
      readLessons(lessonTree(lesson('type: exercise\nhints:\n  - Only one hint, which is not enough.\n'))),
    ).toThrow(/field "hints": .*2/);
    const four = Array.from({ length: 4 }, (_, i) => `  - Hint number ${i + 1} says something useful.\n`).join('');
    expect(() => readLessons(lessonTree(lesson(`type: exercise\nhints:\n${four}`)))).toThrow(/field "hints": .*3/);
    expect(() => readLessons(lessonTree(lesson(`type: exercise\nhints:\n  - short\n  - also short\n`)))).toThrow(
      /field "hints\.0"/,
    );
    const { '01-first/solution.ts': _solution, ...readAndRun } = lesson(`type: read-and-run\n${HINTS}`);
    expect(() => readLessons(lessonTree(readAndRun))).toThrow(/field "hints" is for exercises/);
    const { '01-first/solution.ts': _none, ...plain } = lesson('type: read-and-run\n');
    expect(readLessons(lessonTree(plain))[0].frontmatter.hints).toBeUndefined();
  });

  it('keeps the hints in order', () => {
    const [lesson] = readLessons(lessonTree(GOOD));
    expect(lesson.frontmatter.hints).toEqual([
      'Look at the part of the spec that names the concept.',
      'The method to call is named in the second hint.',
    ]);
  });
});
