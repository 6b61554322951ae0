import { describe, expect, it } from 'vitest';
import { runInNode } from '../runtime/node/runInNode';
import { evaluateChecks, type Check } from './checks';
import { checkSchema } from './schema';
import { readLessons } from '../../build/lessons/readLessons';

// The curriculum's contract: every solution passes every check; an exercise's starter fails every
// check that grades the learner ("achieves") and passes every check that only observes (a check
// that cannot fail teaches nothing, and a check the starter passes is no achievement).

const lessons = readLessons();

describe.each(lessons.map((lesson) => [lesson.folder, lesson] as const))('%s', (_folder, lesson) => {
  const loadChecks = async () => ((await import(/* @vite-ignore */ lesson.checksPath)) as { default: Check[] }).default;
  const timeLimitMs = lesson.frontmatter.timeLimitMs;

  it('has at least three checks, each with valid fields', async () => {
    const checks = await loadChecks();
    expect(checks.length).toBeGreaterThanOrEqual(3);
    for (const { test: _test, ...fields } of checks) expect(() => checkSchema.parse(fields), fields.id).not.toThrow();
  });

  it(lesson.frontmatter.type === 'exercise' ? 'gives two or three hints' : 'gives no hints', () => {
    if (lesson.frontmatter.type === 'exercise') expect(lesson.frontmatter.hints?.length).toBeGreaterThanOrEqual(2);
    else expect(lesson.frontmatter.hints).toBeUndefined();
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

  if (lesson.frontmatter.type === 'exercise') {
    it('starter runs, fails every check that grades the learner and passes every check that observes', async () => {
      const record = await runInNode(lesson.starter, { timeLimitMs });
      expect(record.error).toBeUndefined();
      const results = evaluateChecks(await loadChecks(), record);
      expect(results.filter((r) => r.kind === 'achieves').length).toBeGreaterThan(0);
      const wrong = results.filter((r) => (r.kind === 'observes') !== (r.status === 'pass'));
      expect(wrong.map(({ id, kind, status, message }) => ({ id, kind, status, message }))).toEqual([]);
    });
  } else {
    it('starter passes every check', async () => {
      const record = await runInNode(lesson.starter, { timeLimitMs });
      expect(record.error).toBeUndefined();
      const results = evaluateChecks(await loadChecks(), record);
      expect(results.filter((r) => r.status !== 'pass')).toEqual([]);
    });
  }
});
