/// <reference lib="webworker" />
import { offlineMessage } from '../offline';

// Defence in depth for the sandbox Worker, applied once the runtime has loaded and before any
// learner code runs. The Worker already lives in an opaque origin under a Content-Security-Policy
// with `connect-src 'none'`, so none of these could reach anything; replacing them turns a browser's
// terse "Failed to fetch" or SecurityError into a sentence that says why and what to use instead.

class OfflineError extends Error {
  override name = 'NetworkError';
}

function describe(target: unknown): string {
  if (typeof target === 'string') return target;
  if (target instanceof URL) return target.href;
  if (typeof Request !== 'undefined' && target instanceof Request) return target.url;
  return String(target);
}

const refuse = (what: string) => new OfflineError(offlineMessage(what));

/**
 * Replaces the network, storage and worker entry points of `scope` with ones that explain, on the
 * scope itself and on every prototype it inherits them from (WorkerGlobalScope.prototype holds the
 * real fetch, importScripts and the caches and indexedDB getters, which `.call(self)` would reach).
 */
export function lockDown(scope: object): void {
  lockDownObject(scope);
  for (
    let proto = Object.getPrototypeOf(scope);
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  )
    lockDownObject(proto, true);
}

/** `onlyOwn`: a prototype gets a replacement only for the names it defines itself. */
function lockDownObject(scope: object, onlyOwn = false): void {
  const define = (name: string, value: unknown) => {
    if (onlyOwn && !Object.hasOwn(scope, name)) return;
    try {
      Object.defineProperty(scope, name, { value, writable: false, configurable: false, enumerable: false });
    } catch {
      // A name the platform made non-configurable stays as it is (and stays blocked by the CSP).
    }
  };
  const failing = (what: (args: unknown[]) => string) =>
    function blocked(...args: unknown[]): never {
      throw refuse(what(args));
    };

  define('fetch', (input: unknown) => Promise.reject(refuse(`fetch to ${describe(input)}`)));
  define(
    'XMLHttpRequest',
    failing(() => 'XMLHttpRequest'),
  );
  define(
    'WebSocket',
    failing(([url]) => `WebSocket to ${describe(url)}`),
  );
  define(
    'EventSource',
    failing(([url]) => `EventSource to ${describe(url)}`),
  );
  define(
    'WebTransport',
    failing(([url]) => `WebTransport to ${describe(url)}`),
  );
  define(
    'Worker',
    failing(() => 'starting another Worker'),
  );
  define(
    'SharedWorker',
    failing(() => 'starting a SharedWorker'),
  );
  define(
    'importScripts',
    failing(([url]) => `importScripts(${describe(url)})`),
  );
  define(
    'BroadcastChannel',
    failing(() => 'BroadcastChannel'),
  );
  for (const name of ['caches', 'indexedDB', 'cookieStore']) {
    if (onlyOwn && !Object.hasOwn(scope, name)) continue;
    try {
      Object.defineProperty(scope, name, {
        get() {
          throw refuse(`${name} (storage)`);
        },
        configurable: false,
      });
    } catch {
      // As above.
    }
  }
}
