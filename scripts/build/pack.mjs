// `node scripts/build/pack.mjs <directory>`: lays out what production runs, and nothing else, in a
// new directory: the build output, the site configuration and translations the server reads at
// start, and the package manifest and lock for `npm ci --omit=dev`. The Dockerfile and
// `npm run probe:production` both deploy from it (docs/operations.md "Deploying").
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDotEnv } from './build-all.mjs';
import { buildInputsHash, stampedHash } from './build-inputs.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const target = process.argv[2];
if (!target) {
  console.error('usage: node scripts/build/pack.mjs <new directory>');
  process.exit(2);
}
const release = resolve(target);
if (existsSync(release) && readdirSync(release).length > 0) {
  console.error(`${release} is not empty`);
  process.exit(2);
}

loadDotEnv(root);
// A release from an old build would serve pages that do not match its server or configuration.
if (stampedHash(root) !== buildInputsHash(root, process.env)) {
  console.error('dist/ is missing or older than the sources: run `npm run build` first');
  process.exit(1);
}

/**
 * package.json as production needs it: the runtime dependencies, and scripts that run the compiled
 * code. Without devDependencies `npm ci` checks the lock only for what it installs: the lock lacks
 * other platforms' builds of some dev tools (Biome, oxc), which this machine's registry does not
 * serve, and with them listed `npm ci` refuses even with --omit=dev.
 */
function productionManifest() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const { name, version, description, type, engines, dependencies, allowScripts } = manifest;
  return {
    name,
    version,
    private: true,
    description,
    type,
    engines,
    scripts: { start: 'node dist/server/main.js', ops: 'node dist/server/ops.js' },
    dependencies,
    allowScripts,
  };
}

const configured = process.env.SITE_CONFIG_PATH?.trim();
const siteConfig = resolve(root, configured ? configured : 'config/site.json');
const copies = [
  ['dist/client', 'dist/client'],
  ['dist/server', 'dist/server'],
  // The page renderer: a form refused without JavaScript is answered with its page rendered again.
  ['dist/ssr', 'dist/ssr'],
  // The file the pages were built from, where the server looks by default (SITE_CONFIG_PATH unset).
  [siteConfig, 'config/site.json'],
  // The server serves and validates the translations at start (LOCALES_DIR=locales).
  ['locales/ka', 'locales/ka'],
  ['locales/en', 'locales/en'],
  ['package-lock.json', 'package-lock.json'],
  ['.env.example', '.env.example'],
];
mkdirSync(release, { recursive: true });
for (const [from, to] of copies) {
  cpSync(resolve(root, from), join(release, to), { recursive: true });
}
writeFileSync(join(release, 'package.json'), `${JSON.stringify(productionManifest(), null, 2)}\n`);
console.log(`Packed the release into ${release}; next: npm ci --omit=dev there`);
