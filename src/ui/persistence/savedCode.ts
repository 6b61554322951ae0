import { storageKeys } from './keys';
import { appStorage, type SafeStorage } from './safeStorage';

// The learner's edits, one entry per lesson. Code equal to the starter is not stored, so a
// lesson whose starter improves reaches learners who never changed it.

export function readSavedCode(slug: string, storage: SafeStorage = appStorage): string | undefined {
  return storage.get(storageKeys.code(slug));
}

export function saveCode(slug: string, code: string, starter: string, storage: SafeStorage = appStorage): void {
  if (code === starter) storage.remove(storageKeys.code(slug));
  else storage.set(storageKeys.code(slug), code);
}
