// What the build's output depends on, reduced to one hash, so `npm start` and the test set-up rebuild
// only when something changed (docs/decisions.md "Production build"). Plain ESM: it runs before any
// build exists and must not need tsx.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** Source folders whose every non-test file feeds the client, the prerendered pages or the server. */
const SOURCE_DIRS = ['core', 'adapters', 'server', 'ui', 'locales', 'scripts/build'];

/** Single files the build reads. Vite reads the `.env*` files for the client's VITE_* variables. */
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** Variables the build reads from the environment: the prerender's origin and the output and config paths. */
const BUILD_ENV = ['SITE_ORIGIN', 'SITE_DIR', 'SITE_CONFIG_PATH'];

/** Vite's own switches (console notices, traces): named like the client's VITE_* variables, never in the output. */
const VITE_TOOL_SWITCHES = [
  'VITE_CJS_IGNORE_WARNING',
  'VITE_CJS_TRACE',
  'VITE_CONFIG_NATIVE_IGNORE_WARNING',
];

/** Tests never reach the output: editing one must not cost a rebuild. */
const TEST_FILE = /\.test\.tsx?$/;

/** The stamp a finished build leaves: the hash of the inputs it was built from. */
export function stampPath(root) {
  return join(root, 'dist', '.build-inputs');
}

function filesUnder(root, dir) {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * The build's clock, as far as the pages can show it: the prerender renders "now" into them (the
 * course's offer availability, docs/decisions.md "Selling cohorts"; the copyright year), and those
 * change only when now passes one of the configuration's instants (a cohort's registration window, a
 * webinar session) or the year turns. So the pages are current while the count of instants passed
 * and the year are the same; a start after a registration closes rebuilds.
 */
function clockState(siteConfigFile, now) {
  let config;
  try {
    config = JSON.parse(readFileSync(siteConfigFile, 'utf8'));
  } catch {
    return 'unreadable'; // the build itself reports the broken file
  }
  let passed = 0;
  const visit = (value) => {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
      if (Date.parse(value) <= now.getTime()) passed += 1;
    } else if (value !== null && typeof value === 'object') {
      for (const child of Object.values(value)) visit(child);
    }
  };
  visit(config);
  return `${passed} instants passed in ${now.getUTCFullYear()}`;
}

/**
 * Hash of every build input: source files (path and content), the site configuration the pages
 * inline (SITE_CONFIG_PATH or config/site.json), the build's environment variables and its clock.
 * @param {string} root the repository root
 * @param {Readonly<Record<string, string | undefined>>} env
 * @param {Date} [now]
 */
export function buildInputsHash(root, env, now = new Date()) {
  const configured = env.SITE_CONFIG_PATH?.trim();
  const siteConfig = resolve(root, configured ? configured : 'config/site.json');
  const files = [...SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)), ...SOURCE_FILES].sort();
  const hash = createHash('sha256');
  for (const file of [...files, siteConfig]) {
    const path = resolve(root, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(path) ? readFileSync(path) : '(absent)');
    hash.update('\0');
  }
  const variables = Object.keys(env)
    .filter(
      (name) =>
        BUILD_ENV.includes(name) ||
        (name.startsWith('VITE_') && !VITE_TOOL_SWITCHES.includes(name)),
    )
    .sort();
  for (const name of variables) hash.update(`${name}=${env[name]}\0`);
  hash.update(`clock: ${clockState(siteConfig, now)}`);
  return hash.digest('hex');
}

/** The hash the last finished build recorded, or undefined when none finished. */
export function stampedHash(root) {
  const stamp = stampPath(root);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
}

/** Forget the stamp before building: a build that stops half-way must count as stale. */
export function clearStamp(root) {
  rmSync(stampPath(root), { force: true });
}

/** Record the inputs a finished build was made from. */
export function writeStamp(root, hash) {
  writeFileSync(stampPath(root), `${hash}\n`);
}
