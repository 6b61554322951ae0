import { readFileSync } from 'node:fs';
import type { RunRecord } from '../../../runtime/trace/events';
import { runInNode } from '../../../runtime/node/runInNode';

// Real runs for the views' tests: a lesson's solution, run once per test file with the same
// execution core the browser uses, so the derivations are tested on the traces learners see.

const cache = new Map<string, Promise<RunRecord>>();

export function lessonRun(folder: string, file: 'solution.ts' | 'main.ts' = 'solution.ts'): Promise<RunRecord> {
  const key = `${folder}/${file}`;
  let run = cache.get(key);
  if (!run) {
    run = runInNode(readFileSync(new URL(`../../../../lessons/${key}`, import.meta.url), 'utf8'), { timeLimitMs: 20_000 });
    cache.set(key, run);
  }
  return run;
}

export function sourceRun(source: string): Promise<RunRecord> {
  return runInNode(source, { timeLimitMs: 20_000 });
}
