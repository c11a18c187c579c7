// wouter imports `use-sync-external-store/shim` for React 17 and older; React 19 has the hook
// itself, so the build points the shim at it (vite.config.ts) and the first download carries no copy.
export { useSyncExternalStore } from 'react';
