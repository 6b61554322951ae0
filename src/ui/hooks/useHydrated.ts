import { useSyncExternalStore } from 'react';

// Every page is prerendered at build time (build/routes/prerender.ts) and hydrated in the browser,
// where the first render must draw exactly what the build drew. What only this browser knows
// (saved code, finished lessons, the theme chosen) is read once this is true: false on the server
// and while hydrating, true right after and for everything mounted later.

const subscribeNever = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
