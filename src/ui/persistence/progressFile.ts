import type { z } from 'zod';
import { PANE_SPLITS, storageKeys } from './keys';
import { readDoneLessons } from './progress';
import type { progressFileSchema } from './progressFileSchema';
import { appStorage, type SafeStorage } from './safeStorage';
import { readSavedCode } from './savedCode';
import { readSnippets, type Snippet } from './snippets';

// A progress file: what this browser keeps of the learner's work (the lessons finished, each
// lesson's code, the playground's snippets, the pane sizes), as one JSON file a learner takes to
// another browser and imports there (progressImport.ts reads it back). Writing one needs no zod:
// the schema (progressFileSchema.ts) is loaded only to read a file.

/** What the file says it is; a file without it is not ours. */
export const PROGRESS_FILE_FORMAT = 'mcp-tour-progress';
/** The format's version: a reader refuses a newer one rather than misreading it. */
export const PROGRESS_FILE_VERSION = 1;

export type ProgressFile = z.infer<typeof progressFileSchema>;

/** What this browser holds now, in the file's terms. */
export interface ProgressState {
  doneLessons: ReadonlySet<string>;
  lessonCode: Readonly<Record<string, string>>;
  snippets: readonly Snippet[];
  paneSizes: Readonly<Record<string, number>>;
}

/** The learner's work as kept in `storage`, for the lessons `slugs` of this tour. */
export function readProgressState(slugs: readonly string[], storage: SafeStorage = appStorage): ProgressState {
  const lessonCode: Record<string, string> = {};
  for (const slug of slugs) {
    const code = readSavedCode(slug, storage);
    if (code !== undefined) lessonCode[slug] = code;
  }
  const paneSizes: Record<string, number> = {};
  for (const split of PANE_SPLITS) {
    const size = Number(storage.get(storageKeys.paneSize(split)) ?? Number.NaN);
    if (Number.isFinite(size)) paneSizes[split] = size;
  }
  return { doneLessons: readDoneLessons(storage), lessonCode, snippets: readSnippets(storage), paneSizes };
}

/** The learner's progress as kept in `storage`, for the lessons `slugs` of this tour, as a file. */
export function collectProgress(
  slugs: readonly string[],
  now: Date = new Date(),
  storage: SafeStorage = appStorage,
): ProgressFile {
  const { doneLessons, lessonCode, snippets, paneSizes } = readProgressState(slugs, storage);
  return {
    format: PROGRESS_FILE_FORMAT,
    version: PROGRESS_FILE_VERSION,
    exportedAt: now.toISOString(),
    doneLessons: [...doneLessons],
    lessonCode,
    snippets: [...snippets],
    paneSizes,
  };
}

/** The file's name: what it is and the day it was made, so that several of them sort. */
export function progressFileName(now: Date = new Date()): string {
  return `mcp-tour-progress-${now.toISOString().slice(0, 10)}.json`;
}

/** What a file holds, in words ("3 lessons done, code of 2 lessons, 4 snippets"). */
export function describeProgress(file: Pick<ProgressFile, 'doneLessons' | 'lessonCode' | 'snippets'>): string {
  const codeCount = Object.keys(file.lessonCode).length;
  return [
    count(file.doneLessons.length, 'lesson done', 'lessons done'),
    `code of ${count(codeCount, 'lesson', 'lessons')}`,
    count(file.snippets.length, 'playground snippet', 'playground snippets'),
  ].join(', ');
}

export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
