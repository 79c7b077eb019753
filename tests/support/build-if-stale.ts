import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

/**
 * Vitest global set-up of the journey tests: they start the compiled server (dist/server/main.js),
 * so dist/ must match the sources even when one file runs without `npm test`'s pretest. Rebuilds
 * only when an input changed (scripts/build/build-inputs.mjs); a current build costs ~0.1 s.
 * Vitest sets NODE_ENV=test, which Vite would inline into the client: React's development build
 * (≈ 160 KiB gzip of initial JS instead of ≈ 97) would be left in dist/ for the perf scripts and
 * `npm start`. The build is the production one, as `npm test`'s pretest and `npm run build` make it.
 */
export default function buildIfStale(): void {
  // For a run of in-process tests while someone else is editing: leaves dist/ as it is.
  if (process.env.SKIP_DIST_BUILD === '1') return;
  execFileSync(process.execPath, [join(ROOT, 'scripts/build/build.mjs'), '--if-stale'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}
