import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInNode } from '../../runtime/node/runInNode';
import type { RunRecord } from '../../runtime/trace/events';
import { evaluateChecks, type Check, type CheckResult } from '../checks';
import { readLessons, type LessonSource } from '../../../build/lessons/readLessons';

// Programs a learner might write, held against a lesson's checks under Node. A cheat skips the
// lesson's point and must fail the checks it names; an alternative does what the lesson asks in
// another way than solution.ts (other names, other valid orderings) and must pass every check.
// They live in each lesson's variants.test.ts, next to the lesson but outside what ships.

export interface Cheat {
  name: string;
  source: string;
  /** Ids of the checks this program must fail. */
  fails: string[];
  /** Optional: a word or phrase the failure message of each check in `fails` must contain. */
  says?: Record<string, string | RegExp>;
}

export interface Alternative {
  name: string;
  source: string;
}

export interface LessonUnderTest {
  lesson: LessonSource;
  starter: string;
  solution: string;
  checks: () => Promise<Check[]>;
  run: (source: string) => Promise<RunRecord>;
  evaluate: (source: string) => Promise<CheckResult[]>;
}

/** The lesson whose folder holds the calling test file (pass import.meta.url). */
export function lessonAt(testFileUrl: string): LessonUnderTest {
  const folder = path.basename(path.dirname(fileURLToPath(testFileUrl)));
  const lesson = readLessons().find((l) => l.folder === folder);
  if (!lesson) throw new Error(`No lesson in folder ${folder}`);
  const checks = async () => ((await import(/* @vite-ignore */ lesson.checksPath)) as { default: Check[] }).default;
  const run = (source: string) => runInNode(source, { timeLimitMs: lesson.frontmatter.timeLimitMs });
  return {
    lesson,
    starter: lesson.starter,
    solution: lesson.solution ?? lesson.starter,
    checks,
    run,
    evaluate: async (source) => evaluateChecks(await checks(), await run(source)),
  };
}

/**
 * `source` with each `[from, to]` replacement made once. Throws when `from` is not found, so a
 * variant cannot silently become the program it was derived from.
 */
export function edit(source: string, ...replacements: [from: string | RegExp, to: string][]): string {
  return replacements.reduce((text, [from, to]) => {
    const found = typeof from === 'string' ? text.includes(from) : from.test(text);
    if (!found) throw new Error(`edit: ${String(from).slice(0, 80)} is not in the program`);
    return typeof from === 'string' ? text.replace(from, () => to) : text.replace(from, () => to);
  }, source);
}

const summary = (results: CheckResult[]) => results.map(({ id, status, message }) => ({ id, status, message }));

/** One test per cheat and per alternative. */
export function describeVariants(
  lesson: LessonUnderTest,
  { cheats, alternatives }: { cheats: Cheat[]; alternatives: Alternative[] },
): void {
  describe(`${lesson.lesson.folder}: cheats fail the checks they skip`, () => {
    it.each(cheats.map((c) => [c.name, c] as const))('%s', async (_name, cheat) => {
      const results = await lesson.evaluate(cheat.source);
      const passing = results.filter((r) => cheat.fails.includes(r.id) && r.status !== 'fail');
      expect(
        passing.map((r) => r.id),
        JSON.stringify(summary(results), null, 2),
      ).toEqual([]);
      for (const [id, pattern] of Object.entries(cheat.says ?? {})) {
        expect(results.find((r) => r.id === id)?.message ?? '', id).toMatch(pattern);
      }
    });
  });
  describe(`${lesson.lesson.folder}: correct alternatives pass every check`, () => {
    it.each(alternatives.map((a) => [a.name, a] as const))('%s', async (_name, alternative) => {
      const record = await lesson.run(alternative.source);
      expect(record.error).toBeUndefined();
      const results = evaluateChecks(await lesson.checks(), record);
      expect(summary(results.filter((r) => r.status !== 'pass'))).toEqual([]);
    });
  });
}
