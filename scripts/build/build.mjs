// `npm run build` (always builds) and `node scripts/build/build.mjs --if-stale` (builds only when an
// input changed since the last finished build; the test set-up uses it).
import { fileURLToPath } from 'node:url';
import { buildAll, loadDotEnv } from './build-all.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ifStale = process.argv.includes('--if-stale');

loadDotEnv(root);
try {
  const built = await buildAll(root, { ifStale });
  if (!built) console.log('dist/ is up to date with its inputs; nothing to build');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
