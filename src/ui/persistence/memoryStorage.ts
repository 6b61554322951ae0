import { createSafeStorage, type SafeStorage } from './safeStorage';

// For tests: a Storage kept in a Map, as one browser profile's localStorage is shared by its tabs.

export function memoryStorage(): Storage {
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

/** A SafeStorage over a storage of its own: a browser with nothing saved yet. */
export function freshStorage(): SafeStorage {
  const backing = memoryStorage();
  return createSafeStorage(() => backing);
}
