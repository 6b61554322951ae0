// localStorage that never throws. Storage can be blocked (privacy settings, sandboxed frames) or
// full; either way the app keeps working from memory for this page and says so once.

export interface SafeStorage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** False once any storage call has failed: what the learner does now lasts only while this page is open. */
  readonly persistent: boolean;
  /** Why storage failed: the browser blocks it, or it is full (a write over the quota). */
  readonly problem: StorageProblem | undefined;
  /** Called once, on the first failure (immediately if it already happened). */
  onUnavailable(listener: () => void): () => void;
}

export type StorageProblem = 'blocked' | 'full';

export function createSafeStorage(open: () => Storage): SafeStorage {
  // Writes storage refused (blocked, or full), so the tab still sees its own changes. A write that
  // landed is read back from storage itself, where another tab's later writes show too: a copy kept
  // here would be written back over them.
  const refused = new Map<string, string | undefined>();
  const listeners = new Set<() => void>();
  let problem: StorageProblem | undefined;

  const fail = (error: unknown) => {
    if (problem) return;
    problem = isQuotaError(error) ? 'full' : 'blocked';
    for (const listener of listeners) listener();
  };

  const attempt = <T>(action: (storage: Storage) => T): T | undefined => {
    try {
      return action(open());
    } catch (error) {
      fail(error);
      return undefined;
    }
  };

  const write = (key: string, value: string | undefined) => {
    const landed = attempt((storage) => {
      if (value === undefined) storage.removeItem(key);
      else storage.setItem(key, value);
      return true;
    });
    if (landed) refused.delete(key);
    else refused.set(key, value);
  };

  return {
    get(key) {
      if (refused.has(key)) return refused.get(key);
      return attempt((storage) => storage.getItem(key)) ?? undefined;
    },
    set(key, value) {
      write(key, value);
    },
    remove(key) {
      write(key, undefined);
    },
    get persistent() {
      return problem === undefined;
    },
    get problem() {
      return problem;
    },
    onUnavailable(listener) {
      if (problem) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/** The page's storage. Reading window.localStorage itself can throw, so it is read inside the guard. */
export const appStorage: SafeStorage = createSafeStorage(() => window.localStorage);
