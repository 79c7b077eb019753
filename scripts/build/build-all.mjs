// The whole build: the client bundle and prerendered pages (server/prerender/build.mjs), the server
// compiled to JavaScript (server-bundle.mjs), then the stamp of the inputs they were made from
// (docs/decisions.md "Production build").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildInputsHash, clearStamp, stampedHash, writeStamp } from './build-inputs.mjs';

/** A lock older than this was left by a build that died; a real build takes seconds. */
const STALE_LOCK_MS = 5 * 60_000;

/** Reads `<directory>/.env` into process.env, as `npm start` does; variables already set win. */
export function loadDotEnv(directory) {
  const file = join(directory, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * One build at a time per checkout: test projects and a developer's `npm start` may ask together,
 * and two builds writing dist/ at once would mix their files. Waits for the holder, then runs `work`.
 */
async function withBuildLock(root, work) {
  mkdirSync(join(root, 'dist'), { recursive: true });
  const lock = join(root, 'dist', '.build-lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A stamp says the inputs are the same; a deleted output folder still needs a build. */
function outputsPresent(root) {
  const siteDir = resolve(root, process.env.SITE_DIR?.trim() || 'dist/client');
  return [join(siteDir, 'pages/manifest.json'), join(root, 'dist/server/main.js')].every((file) =>
    existsSync(file),
  );
}

async function build(root, hash) {
  const started = performance.now();
  clearStamp(root);
  const pages = spawnSync(process.execPath, [join(root, 'server/prerender/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (pages.status !== 0) throw new Error(`the page build failed (exit code ${pages.status})`);
  // esbuild loads only when the server is built: `npm start` with a current build never needs it.
  const { buildServer } = await import('./server-bundle.mjs');
  await buildServer(root);
  writeStamp(root, hash);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built dist/ (client, pages, server) in ${seconds} s`);
}

/**
 * Builds dist/ from the repository at `root`. With `ifStale`, does nothing when the last finished
 * build was made from the same inputs. Resolves to whether it built.
 * @param {string} root
 * @param {{ ifStale: boolean }} options
 */
export async function buildAll(root, { ifStale }) {
  const hash = buildInputsHash(root, process.env);
  const current = () => stampedHash(root) === hash && outputsPresent(root);
  if (ifStale && current()) return false;
  // A broken site configuration stops here with its field messages, before Vite buries them. Loaded
  // only now: it needs esbuild, which a start with a current build never loads.
  const { checkSiteConfig } = await import('./check-site-config.mjs');
  await checkSiteConfig(root, process.env);
  return withBuildLock(root, async () => {
    // Another process may have finished the same build while this one waited for the lock.
    if (ifStale && current()) return false;
    await build(root, hash);
    return true;
  });
}
