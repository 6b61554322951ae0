import { useSyncExternalStore } from 'react';
import { storageKeys } from './keys';
import { onOtherTabWrite } from './otherTabs';
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
  markLessonsDone([slug], storage);
}

/** Adds `slugs` to the finished lessons (an imported progress file brings several at once). */
export function markLessonsDone(slugs: readonly string[], storage: SafeStorage = appStorage): void {
  const done = readDoneLessons(storage);
  if (slugs.every((slug) => done.has(slug))) return;
  for (const slug of slugs) done.add(slug);
  storage.set(storageKeys.doneLessons, JSON.stringify([...done]));
  if (storage === appStorage) {
    doneSnapshot = undefined;
    for (const listener of listeners) listener();
  }
}

const NONE: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
let doneSnapshot: ReadonlySet<string> | undefined;

/**
 * The finished lessons, kept current as the learner finishes one (every page of the visit sees it).
 * None in the prerendered page and while it hydrates: the build cannot know this browser's progress.
 */
export function useDoneLessons(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      // A lesson finished in another tab shows here too.
      const stopWatching = onOtherTabWrite(storageKeys.doneLessons, () => {
        doneSnapshot = undefined;
        listener();
      });
      return () => {
        listeners.delete(listener);
        stopWatching();
      };
    },
    () => {
      doneSnapshot ??= readDoneLessons();
      return doneSnapshot;
    },
    () => NONE,
  );
}
