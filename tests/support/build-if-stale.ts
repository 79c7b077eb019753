import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

/**
 * Vitest global set-up of the journey tests: they start the compiled server (dist/server/main.js),
 * so dist/ must match the sources even when one file runs without `npm test`'s pretest. Rebuilds
 * only when an input changed (scripts/build/build-inputs.mjs); a current build costs ~0.1 s.
 */
export default function buildIfStale(): void {
  execFileSync(process.execPath, [join(ROOT, 'scripts/build/build.mjs'), '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
