import { describe, expect, it } from 'vitest';
import { runInNode } from '../runtime/node/runInNode';
import { evaluateChecks, type Check } from './checks';
import { readLessons } from './build/readLessons';

// The curriculum's contract: every solution passes every check, and an exercise's starter fails
// at least one (a check that cannot fail teaches nothing).

const lessons = readLessons();

describe.each(lessons.map((lesson) => [lesson.folder, lesson] as const))('%s', (_folder, lesson) => {
  const loadChecks = async () => ((await import(/* @vite-ignore */ lesson.checksPath)) as { default: Check[] }).default;
  const timeLimitMs = lesson.frontmatter.timeLimitMs;

  it('has at least three checks', async () => {
    expect((await loadChecks()).length).toBeGreaterThanOrEqual(3);
  });

  if (lesson.solution !== undefined) {
    const solution = lesson.solution;
    it('solution passes every check', async () => {
      const record = await runInNode(solution, { timeLimitMs });
      expect(record.error).toBeUndefined();
      const results = evaluateChecks(await loadChecks(), record);
      expect(results.filter((r) => r.status !== 'pass')).toEqual([]);
    });
  }

  it(lesson.frontmatter.type === 'exercise' ? 'starter runs and fails at least one check' : 'starter passes every check', async () => {
    const record = await runInNode(lesson.starter, { timeLimitMs });
    expect(record.error).toBeUndefined();
    const results = evaluateChecks(await loadChecks(), record);
    if (lesson.frontmatter.type === 'exercise') expect(results.some((r) => r.status === 'fail')).toBe(true);
    else expect(results.filter((r) => r.status !== 'pass')).toEqual([]);
  });
});
