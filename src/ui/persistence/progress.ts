import { storageKeys } from './keys';
import { appStorage, type SafeStorage } from './safeStorage';

// Which lessons the learner has finished: a JSON array of slugs.

export function readDoneLessons(storage: SafeStorage = appStorage): Set<string> {
  const raw = storage.get(storageKeys.doneLessons);
  if (!raw) return new Set();
  try {
    const parsed: unknown = JSON.parse(raw);
    return new Set(Array.isArray(parsed) ? parsed.filter((slug): slug is string => typeof slug === 'string') : []);
  } catch {
    return new Set();
  }
}

export function markLessonDone(slug: string, storage: SafeStorage = appStorage): void {
  const done = readDoneLessons(storage);
  if (done.has(slug)) return;
  done.add(slug);
  storage.set(storageKeys.doneLessons, JSON.stringify([...done]));
}
