import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './safeStorage';
import { freshStorage, memoryStorage } from './memoryStorage';
import { markLessonDone, readDoneLessons } from './progress';
import { readSavedCode, saveCode } from './savedCode';
import {
  deleteSnippet,
  MAX_LINK_SNIPPETS,
  MAX_SNIPPET_NAME,
  MAX_SNIPPETS,
  readSnippets,
  renameSnippet,
  restoreSnippet,
  saveSnippet,
  snippetName,
  snippetNameProblem,
  snippetTitle,
} from './snippets';

describe('createSafeStorage', () => {
  it('reads and writes through to storage', () => {
    const backing = memoryStorage();
    const storage = createSafeStorage(() => backing);
    storage.set('a', '1');
    expect(backing.getItem('a')).toBe('1');
    expect(storage.get('a')).toBe('1');
    storage.remove('a');
    expect(storage.get('a')).toBeUndefined();
    expect(storage.persistent).toBe(true);
  });

  it('keeps working in memory when storage is blocked, and reports it once', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const listener = vi.fn();
    storage.onUnavailable(listener);
    expect(storage.get('a')).toBeUndefined();
    storage.set('a', '1');
    storage.set('b', '2');
    expect(storage.get('a')).toBe('1');
    expect(storage.persistent).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    storage.onUnavailable(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('keeps a write that storage refused (quota) and still reads what was stored', () => {
    const backing = memoryStorage();
    backing.setItem('old', 'kept');
    const full = {
      ...backing,
      getItem: backing.getItem,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as Storage;
    const storage = createSafeStorage(() => full);
    storage.set('new', 'x');
    expect(storage.get('new')).toBe('x');
    expect(storage.get('old')).toBe('kept');
    expect(storage.persistent).toBe(false);
  });
});

describe('two tabs over one storage', () => {
  it("each tab reads the other's later writes, so a list saved by one is not written over by the other", () => {
    const backing = memoryStorage();
    const tabA = createSafeStorage(() => backing);
    const tabB = createSafeStorage(() => backing);
    saveSnippet({ id: 'a', code: 'from A', updatedAt: 1 }, tabA);
    saveSnippet({ id: 'b', code: 'from B', updatedAt: 2 }, tabB);
    saveSnippet({ id: 'a', code: 'from A again', updatedAt: 3 }, tabA);
    expect(readSnippets(createSafeStorage(() => backing)).map((s) => s.code)).toEqual(['from A again', 'from B']);
    markLessonDone('one', tabA);
    markLessonDone('two', tabB);
    expect([...readDoneLessons(tabA)].sort()).toEqual(['one', 'two']);
  });

  it('a write that lands after a refused one is read from storage again', () => {
    const backing = memoryStorage();
    let refuse = true;
    const storage = createSafeStorage(
      () =>
        ({
          ...backing,
          getItem: backing.getItem,
          setItem: (key: string, value: string) => {
            if (refuse) throw new DOMException('full', 'QuotaExceededError');
            backing.setItem(key, value);
          },
        }) as Storage,
    );
    storage.set('a', 'mine');
    expect(storage.get('a')).toBe('mine');
    refuse = false;
    storage.set('a', 'saved');
    backing.setItem('a', 'another tab');
    expect(storage.get('a')).toBe('another tab');
  });
});

describe('progress and saved code', () => {
  it('remembers finished lessons and ignores garbage', () => {
    const storage = freshStorage();
    expect(readDoneLessons(storage).size).toBe(0);
    markLessonDone('a', storage);
    markLessonDone('a', storage);
    markLessonDone('b', storage);
    expect([...readDoneLessons(storage)]).toEqual(['a', 'b']);
    storage.set('mcp-tour:v1:done', '{not json');
    expect(readDoneLessons(storage).size).toBe(0);
  });

  it('stores edits but not the untouched starter', () => {
    const storage = freshStorage();
    saveCode('a', 'edited', 'starter', storage);
    expect(readSavedCode('a', storage)).toBe('edited');
    saveCode('a', 'starter', 'starter', storage);
    expect(readSavedCode('a', storage)).toBeUndefined();
  });
});

describe('why storage failed', () => {
  it('tells a full storage from a blocked one', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const fullStorage = createSafeStorage(() => full);
    fullStorage.set('a', '1');
    expect(fullStorage.problem).toBe('full');
    expect(fullStorage.get('a')).toBe('1');

    const blocked = createSafeStorage(() => {
      throw new DOMException('insecure', 'SecurityError');
    });
    expect(blocked.get('a')).toBeUndefined();
    expect(blocked.problem).toBe('blocked');
    expect(blocked.persistent).toBe(false);
  });
});

describe('playground snippets', () => {
  it('keeps the newest first, one entry per snippet, at most MAX_SNIPPETS', () => {
    const backing = memoryStorage();
    const kept = createSafeStorage(() => backing);
    for (let i = 0; i < MAX_SNIPPETS + 3; i++) saveSnippet({ id: `s${i}`, code: `// ${i}`, updatedAt: 1000 + i }, kept);
    saveSnippet({ id: 's5', code: '// five, edited', updatedAt: 5000 }, kept);
    const list = readSnippets(kept);
    expect(list).toHaveLength(MAX_SNIPPETS);
    expect(list[0]).toEqual({ id: 's5', code: '// five, edited', updatedAt: 5000 });
    expect(list.filter((snippet) => snippet.id === 's5')).toHaveLength(1);
  });

  it('ignores stored garbage', () => {
    const backing = memoryStorage();
    backing.setItem('mcp-tour:v1:playground-snippets', '{"not": "a list"}');
    expect(readSnippets(createSafeStorage(() => backing))).toEqual([]);
    backing.setItem('mcp-tour:v1:playground-snippets', '[{"id": 1}, {"id": "a", "code": "x", "updatedAt": 1}]');
    expect(readSnippets(createSafeStorage(() => backing))).toEqual([{ id: 'a', code: 'x', updatedAt: 1 }]);
  });

  it('never lets links push out the learner’s own snippets: links are kept apart, and few', () => {
    const backing = memoryStorage();
    const kept = createSafeStorage(() => backing);
    for (let i = 0; i < MAX_SNIPPETS; i++)
      saveSnippet({ id: `own${i}`, code: `// mine ${i}`, updatedAt: 1000 + i }, kept);
    for (let i = 0; i < 9; i++)
      saveSnippet({ id: `link${i}`, code: `// planted ${i}`, updatedAt: 5000 + i, fromLink: true }, kept);
    const list = readSnippets(kept);
    expect(list.filter((snippet) => !snippet.fromLink).map((snippet) => snippet.id)).toEqual(
      Array.from({ length: MAX_SNIPPETS }, (_, i) => `own${MAX_SNIPPETS - 1 - i}`),
    );
    expect(list.filter((snippet) => snippet.fromLink).map((snippet) => snippet.id)).toEqual(['link8', 'link7']);
    expect(MAX_LINK_SNIPPETS).toBe(2);
    // Edited, a link's snippet is the learner's: it stays, and the oldest of the learner's own goes.
    saveSnippet({ id: 'link8', code: '// planted 8, edited', updatedAt: 9000 }, kept);
    const after = readSnippets(kept);
    expect(after[0]).toMatchObject({ id: 'link8', code: '// planted 8, edited' });
    expect(after.filter((snippet) => !snippet.fromLink)).toHaveLength(MAX_SNIPPETS);
    expect(after.some((snippet) => snippet.id === 'own0')).toBe(false);
    expect(after.filter((snippet) => snippet.fromLink).map((snippet) => snippet.id)).toEqual(['link7']);
  });

  it('names a snippet by its first line that says something', () => {
    expect(snippetTitle("import { z } from 'zod';\n\n// Count the words\nconsole.log(1);")).toBe('Count the words');
    expect(snippetTitle('')).toBe('Empty snippet');
    expect(snippetTitle(`console.log('${'x'.repeat(80)}');`)).toHaveLength(48);
  });
});

describe('renaming and deleting snippets', () => {
  it('keeps a name through later edits, and a named link snippet becomes the learner’s', () => {
    const kept = freshStorage();
    saveSnippet({ id: 'a', code: '// a', updatedAt: 1 }, kept);
    saveSnippet({ id: 'link', code: '// from a link', updatedAt: 2, fromLink: true }, kept);
    renameSnippet('a', 'My server', kept);
    saveSnippet({ id: 'a', code: '// a, edited', updatedAt: 3 }, kept);
    expect(readSnippets(kept)[0]).toEqual({ id: 'a', code: '// a, edited', updatedAt: 3, name: 'My server' });
    renameSnippet('link', 'Blog example', kept);
    expect(readSnippets(kept)[1]).toEqual({ id: 'link', code: '// from a link', updatedAt: 2, name: 'Blog example' });
    expect(snippetName(readSnippets(kept)[1])).toBe('Blog example');
  });

  it('deletes one snippet, and Undo puts it back in its place', () => {
    const kept = freshStorage();
    for (const id of ['a', 'b', 'c']) saveSnippet({ id, code: `// ${id}`, updatedAt: id.charCodeAt(0) }, kept);
    const b = readSnippets(kept)[1];
    expect(deleteSnippet('b', kept).map((snippet) => snippet.id)).toEqual(['c', 'a']);
    expect(restoreSnippet(b, kept).map((snippet) => snippet.id)).toEqual(['c', 'b', 'a']);
  });

  it('refuses an empty or overlong name', () => {
    expect(snippetNameProblem('   ')).toBe('A snippet needs a name.');
    expect(snippetNameProblem('x'.repeat(MAX_SNIPPET_NAME + 1))).toMatch(/at most/);
    expect(snippetNameProblem(' Fine ')).toBeUndefined();
  });
});
