// wouter imports useSyncExternalStore from the `use-sync-external-store` shim, for React before 18.
// React 19 has its own, which the shim only hands on: vite.config.ts points the shim here, which
// saves the first download about 1 kB.
export { useSyncExternalStore } from 'react';
