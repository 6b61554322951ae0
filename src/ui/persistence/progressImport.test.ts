import { describe, expect, it } from 'vitest';
import { storageKeys } from './keys';
import { markLessonDone, readDoneLessons } from './progress';
import { collectProgress, type ProgressFile } from './progressFile';
import {
  applyImport,
  changesAnything,
  planImport,
  readProgressFile,
  readProgressState,
  replacesAnything,
} from './progressImport';
import { freshStorage } from './memoryStorage';
import { readSavedCode, saveCode } from './savedCode';
import { MAX_SNIPPETS, readSnippets, saveSnippet, type Snippet } from './snippets';

const SLUGS = ['first', 'second', 'third'];

function exported(fill: (storage: ReturnType<typeof freshStorage>) => void): ProgressFile {
  const storage = freshStorage();
  fill(storage);
  return collectProgress(SLUGS, new Date('2026-12-06T03:00:00Z'), storage);
}

/** Reads the file back as an import would: through JSON and the schema. */
function roundTrip(file: ProgressFile): ProgressFile {
  const read = readProgressFile('progress.json', JSON.stringify(file));
  if (!read.ok) throw new Error(read.message);
  return read.file;
}

describe('progress file', () => {
  it('carries finished lessons, lesson code, snippets and pane sizes to another browser', () => {
    const file = roundTrip(
      exported((storage) => {
        markLessonDone('first', storage);
        saveCode('second', '// mine', 'starter', storage);
        saveSnippet({ id: 'a', code: '// a', updatedAt: 10, name: 'Alpha' }, storage);
        storage.set(storageKeys.paneSize('lesson-editor'), '62.5');
      }),
    );
    expect(file).toMatchObject({ format: 'mcp-tour-progress', version: 1, doneLessons: ['first'] });

    const other = freshStorage();
    const plan = planImport(readProgressState(SLUGS, other), file, SLUGS, 'replace');
    expect(replacesAnything(plan)).toBe(false);
    applyImport(plan, file, other);
    expect([...readDoneLessons(other)]).toEqual(['first']);
    expect(readSavedCode('second', other)).toBe('// mine');
    expect(readSnippets(other)).toEqual([{ id: 'a', code: '// a', updatedAt: 10, name: 'Alpha' }]);
    expect(other.get(storageKeys.paneSize('lesson-editor'))).toBe('62.5');
    // Imported twice, nothing changes.
    expect(changesAnything(planImport(readProgressState(SLUGS, other), file, SLUGS, 'replace'))).toBe(false);
  });

  it('refuses what is not a progress file, saying why', () => {
    const message = (text: string) => {
      const read = readProgressFile('x.json', text);
      return read.ok ? 'accepted' : read.message;
    };
    expect(message('{"format": "mcp-tour-progress", "version": 1')).toMatch(/not JSON.*Nothing was changed\.$/);
    expect(message('{"name": "my-package", "version": "1.0.0"}')).toMatch(/not an MCP Tour progress file/);
    expect(message('[1, 2]')).toMatch(/not an MCP Tour progress file/);
    expect(message('{"format": "mcp-tour-progress", "version": 2}')).toMatch(/newer version of MCP Tour.*version 2/);
    const file = exported(() => {});
    expect(message(JSON.stringify({ ...file, doneLessons: 'all' }))).toMatch(/is damaged: .* at doneLessons\./);
    expect(message(JSON.stringify({ ...file, snippets: [{ id: 'a', code: 1, updatedAt: 1 }] }))).toMatch(
      /is damaged: .* at snippets\.0\.code\./,
    );
    expect(message(JSON.stringify({ ...file, lessonCode: { '../x': 'code' } }))).toMatch(/is damaged/);
  });

  it('where both have something different, replaces only if asked; finished lessons stay finished', () => {
    const file = roundTrip(
      exported((storage) => {
        markLessonDone('second', storage);
        saveCode('first', '// from the file', 'starter', storage);
        saveCode('third', '// new here', 'starter', storage);
        saveSnippet({ id: 'shared', code: '// file version', updatedAt: 50 }, storage);
      }),
    );
    const here = freshStorage();
    markLessonDone('first', here);
    saveCode('first', '// mine', 'starter', here);
    saveSnippet({ id: 'shared', code: '// my version', updatedAt: 40 }, here);

    const replace = planImport(readProgressState(SLUGS, here), file, SLUGS, 'replace');
    expect(replacesAnything(replace)).toBe(true);
    expect(replace.codeReplaced).toEqual(['first']);
    expect(replace.snippetsReplaced.map((snippet) => snippet.code)).toEqual(['// my version']);

    const keepMine = planImport(readProgressState(SLUGS, here), file, SLUGS, 'keep-mine');
    expect(replacesAnything(keepMine)).toBe(false);
    applyImport(keepMine, file, here);
    expect(readSavedCode('first', here)).toBe('// mine');
    expect(readSavedCode('third', here)).toBe('// new here');
    expect(readSnippets(here).map((snippet) => snippet.code)).toEqual(['// my version']);
    expect([...readDoneLessons(here)].sort()).toEqual(['first', 'second']);

    applyImport(planImport(readProgressState(SLUGS, here), file, SLUGS, 'replace'), file, here);
    expect(readSavedCode('first', here)).toBe('// from the file');
    expect(readSnippets(here).map((snippet) => snippet.code)).toEqual(['// file version']);
  });

  it('names the learner’s snippets a full list would push out, and keeping mine pushes out none', () => {
    const own = (prefix: string, from: number): Snippet[] =>
      Array.from({ length: MAX_SNIPPETS }, (_, i) => ({
        id: `${prefix}${i}`,
        code: `// ${prefix} ${i}`,
        updatedAt: from + i,
      }));
    const file = roundTrip({ ...exported(() => {}), snippets: own('file', 100) });
    const here = freshStorage();
    for (const snippet of own('mine', 10)) saveSnippet(snippet, here);

    const replace = planImport(readProgressState(SLUGS, here), file, SLUGS, 'replace');
    expect(replace.snippetsDropped).toHaveLength(MAX_SNIPPETS);
    expect(replacesAnything(replace)).toBe(true);
    const keepMine = planImport(readProgressState(SLUGS, here), file, SLUGS, 'keep-mine');
    expect(keepMine.snippetsDropped).toEqual([]);
    expect(keepMine.snippetsLeftOut).toHaveLength(MAX_SNIPPETS);
    expect(changesAnything(keepMine)).toBe(false);
  });

  it('skips lessons this tour does not have, and says which', () => {
    const file = roundTrip({ ...exported(() => {}), doneLessons: ['first', 'gone'], lessonCode: { gone: '// x' } });
    const plan = planImport(readProgressState(SLUGS, freshStorage()), file, SLUGS, 'replace');
    expect(plan.unknownLessons).toEqual(['gone']);
    expect(plan.newlyDone).toEqual(['first']);
    expect(plan.codeAdded).toEqual([]);
  });
});
