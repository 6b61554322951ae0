import { Proxy as InspectableProxy } from 'node-inspect-extracted';

// Node's console.log prints a proxy by asking the engine for its target, so no trap runs and a
// proxy whose traps throw still prints. A page cannot ask the engine: during a run the program's
// Proxy is node-inspect-extracted's, which creates the same proxy and notes its target and handler
// for inspect to find. Proxies the modules made before the run are not noted (their traps run).

export function recordProxies(scope: { Proxy: ProxyConstructor }): () => void {
  const original = scope.Proxy;
  scope.Proxy = InspectableProxy as unknown as ProxyConstructor;
  return () => {
    scope.Proxy = original;
  };
}
