// `npm start`: reads .env, rebuilds dist/ only when an input changed since the last build, then runs
// the compiled server in this process, so a start with nothing changed listens in well under a
// second (docs/decisions.md "Production build").
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll, loadDotEnv } from './build/build-all.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

loadDotEnv(root);
try {
  await buildAll(root, { ifStale: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import(pathToFileURL(join(root, 'dist/server/main.js')).href);
