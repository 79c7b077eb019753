import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

/**
 * The compiled server and operator console, as a release and `npm start` run them (docs/operations.md
 * "The build the server needs"). Tests that start them as processes use these files: `node --import tsx` on
 * the sources transpiled every module at each start (≈ 1 s of CPU a start, dozens of starts a run).
 * The projects that use them build first when a source changed (tests/support/build-if-stale.ts).
 */
export const COMPILED_SERVER = join(ROOT, 'dist/server/main.js');

/** `npm run ops` in a release (`node dist/server/ops.js`). */
export const COMPILED_OPS = join(ROOT, 'dist/server/ops.js');
