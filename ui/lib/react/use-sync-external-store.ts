/*
 * wouter imports `use-sync-external-store/shim` so it also runs on React 16 and 17. React 19 has the
 * hook built in; vite.config.ts points the shim here, which keeps the shim's copy (≈ 0.8 KiB gzip)
 * out of every page's initial JavaScript.
 */
export { useSyncExternalStore } from 'react';
