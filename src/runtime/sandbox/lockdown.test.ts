import { describe, expect, it } from 'vitest';
import { lockDown } from './lockdown';

// A stand-in for a Worker's global scope: the real entry points live on its prototypes.
function workerLikeScope() {
  const reached: string[] = [];
  const workerGlobalScope = {
    fetch: () => reached.push('fetch'),
    importScripts: () => reached.push('importScripts'),
    get caches() {
      reached.push('caches');
      return {};
    },
    get indexedDB() {
      reached.push('indexedDB');
      return {};
    },
  };
  const dedicated = Object.create(workerGlobalScope) as object;
  const scope = Object.create(dedicated) as Record<string, unknown>;
  return { scope, workerGlobalScope, reached };
}

describe('lockDown', () => {
  it('closes the network and storage entry points on the scope and on the prototypes it inherits them from', async () => {
    const { scope, workerGlobalScope, reached } = workerLikeScope();
    lockDown(scope);
    await expect((scope.fetch as (url: string) => Promise<unknown>)('http://evil.example/')).rejects.toThrow(
      /MCP Tour runs code offline: fetch to http:\/\/evil.example\/ is not available/,
    );
    expect(() => (scope.importScripts as (url: string) => void)('http://evil.example/x.js')).toThrow(/offline/);
    expect(() => scope.caches).toThrow(/caches \(storage\)/);
    // Reached through the prototype, as `WorkerGlobalScope.prototype.fetch.call(self)` would.
    await expect(Reflect.apply(workerGlobalScope.fetch, scope, ['http://evil.example/'])).rejects.toThrow(/offline/);
    expect(() => Reflect.apply(workerGlobalScope.importScripts, scope, ['x.js'])).toThrow(/offline/);
    const getter = Object.getOwnPropertyDescriptor(workerGlobalScope, 'indexedDB')?.get;
    expect(() => getter?.call(scope)).toThrow(/indexedDB \(storage\)/);
    expect(reached).toEqual([]);
    // Names a prototype does not define are not added to it.
    expect(Object.hasOwn(workerGlobalScope, 'WebSocket')).toBe(false);
  });
});
