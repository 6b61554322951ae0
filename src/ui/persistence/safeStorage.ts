// localStorage that never throws. Storage can be blocked (privacy settings, sandboxed frames) or
// full; either way the app keeps working from memory for this tab and says so once.

export interface SafeStorage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** False once any storage call has failed: what the learner does now lasts only for this tab. */
  readonly persistent: boolean;
  /** Why storage failed: the browser blocks it, or it is full (a write over the quota). */
  readonly problem: StorageProblem | undefined;
  /** Called once, on the first failure (immediately if it already happened). */
  onUnavailable(listener: () => void): () => void;
}

export type StorageProblem = 'blocked' | 'full';

export function createSafeStorage(open: () => Storage): SafeStorage {
  // Writes land here first, so the tab sees its own changes even when storage refuses them.
  const memory = new Map<string, string | undefined>();
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

  return {
    get(key) {
      if (memory.has(key)) return memory.get(key);
      return attempt((storage) => storage.getItem(key)) ?? undefined;
    },
    set(key, value) {
      memory.set(key, value);
      attempt((storage) => storage.setItem(key, value));
    },
    remove(key) {
      memory.set(key, undefined);
      attempt((storage) => storage.removeItem(key));
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
