import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './safeStorage';
import { markLessonDone, readDoneLessons } from './progress';
import { readSavedCode, saveCode } from './savedCode';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

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
    const full = { ...backing, getItem: backing.getItem, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as Storage;
    const storage = createSafeStorage(() => full);
    storage.set('new', 'x');
    expect(storage.get('new')).toBe('x');
    expect(storage.get('old')).toBe('kept');
    expect(storage.persistent).toBe(false);
  });
});

describe('progress and saved code', () => {
  it('remembers finished lessons and ignores garbage', () => {
    const storage = createSafeStorage(memoryStorage);
    expect(readDoneLessons(storage).size).toBe(0);
    markLessonDone('a', storage);
    markLessonDone('a', storage);
    markLessonDone('b', storage);
    expect([...readDoneLessons(storage)]).toEqual(['a', 'b']);
    storage.set('mcp-tour:v1:done', '{not json');
    expect(readDoneLessons(storage).size).toBe(0);
  });

  it('stores edits but not the untouched starter', () => {
    const storage = createSafeStorage(memoryStorage);
    saveCode('a', 'edited', 'starter', storage);
    expect(readSavedCode('a', storage)).toBe('edited');
    saveCode('a', 'starter', 'starter', storage);
    expect(readSavedCode('a', storage)).toBeUndefined();
  });
});
