/**
 * `npm run probe:production` (docs/operations.md "Deploying", docs/performance.md "Start-up"): deploys the
 * build the way production does, in a fresh directory, and checks it serves.
 *
 * 1. `npm run build` if an input changed, then `scripts/build/pack.mjs` lays the release out in a new
 *    temporary directory (build output, site configuration, translations, package manifest and lock).
 * 2. `npm ci --omit=dev` there: production dependencies only (better-sqlite3 compiles, ~1 min).
 * 3. Starts `node --env-file=production.env dist/server/main.js` with nothing else in its
 *    environment, three times; prints each cold start (spawn to the first 200 from /health) and the
 *    median against the 1 s budget (docs/performance.md "Start-up").
 * 4. Smoke requests: /health, /ka, /en, a hashed asset, POST /api/registration, a refused no-JS form; the compiled
 *    operator console lists the lead; SIGTERM ends the server with exit code 0.
 *
 * Exits 1 when a step fails or the median start-up is over budget. `--keep` leaves the directory.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, median, type StartedServer, startServer } from './support/timed-server';

const ROOT = join(import.meta.dirname, '../..');
const BUDGET_MS = 1000;
const STARTS = 3;
/** Packages only the build and the tests use: the release must not contain them. */
const DEV_ONLY = ['tsx', 'vite', 'vitest', 'esbuild', 'typescript', '@biomejs/biome'];

const problems: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
}

function step<T>(title: string, work: () => T): T {
  const started = performance.now();
  const result = work();
  console.log(`${title}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const release = mkdtempSync(join(tmpdir(), 'site-release-'));
rmSync(release, { recursive: true });
const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: 'inherit' });

step('build (only if an input changed)', () =>
  run(process.execPath, ['scripts/build/build.mjs', '--if-stale'], ROOT),
);
step('pack', () => run(process.execPath, ['scripts/build/pack.mjs', release], ROOT));
step('npm ci --omit=dev', () =>
  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], release),
);
for (const name of DEV_ONLY) {
  check(!existsSync(join(release, 'node_modules', name)), `no dev dependency installed: ${name}`);
}

const port = await freePort();
writeFileSync(
  join(release, 'production.env'),
  [
    `PORT=${port}`,
    'HOST=127.0.0.1',
    'SITE_ORIGIN=http://localhost:3000',
    'SQLITE_PATH=./data/site.db',
    'LOG_LEVEL=info',
    // No request leaves the machine during the probe.
    'EXCHANGE_RATES=fallback',
    '',
  ].join('\n'),
);
// Only PATH: no NODE_OPTIONS, no loader, nothing from this shell reaches the server.
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
const start = () =>
  startServer({
    command: process.execPath,
    args: ['--env-file=production.env', 'dist/server/main.js'],
    cwd: release,
    env,
    port,
  });

async function smoke(server: StartedServer): Promise<void> {
  const health = await fetch(`${server.baseUrl}/health`);
  check(health.status === 200, `GET /health → ${health.status} ${await health.text()}`);
  let assetPath = '';
  for (const language of ['ka', 'en']) {
    const page = await fetch(`${server.baseUrl}/${language}`);
    const html = await page.text();
    check(
      page.status === 200 && html.includes(`<html lang="${language}"`),
      `GET /${language} → ${page.status}, ${html.length} bytes`,
    );
    // The entry script is named by the boot script's data attribute, which loads it after the largest paint.
    assetPath ||= /(?:src|data-client-entry)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  }
  const asset = await fetch(`${server.baseUrl}${assetPath}`);
  check(asset.status === 200 && assetPath !== '', `GET ${assetPath} → ${asset.status}`);
  const registration = await fetch(`${server.baseUrl}/api/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'ნინო ბერიძე',
      phoneNumber: '555123456',
      email: 'nino.beridze@example.ge',
      linkedinProfile: 'https://www.linkedin.com/in/nino-beridze',
    }),
  });
  check(
    registration.status === 201,
    `POST /api/registration → ${registration.status} ${await registration.text()}`,
  );
  // A form posted without JavaScript and refused: its page is rendered again by dist/ssr, whose
  // packages must be in the production install.
  const refused = await fetch(`${server.baseUrl}/en/webinar-registration`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.baseUrl,
      'sec-fetch-site': 'same-origin',
    },
    body: 'fullName=N&phoneNumber=1&email=not-an-email',
  });
  const refusedHtml = await refused.text();
  check(
    refused.status === 400 && refusedHtml.includes('aria-invalid="true"'),
    `POST /en/webinar-registration (no JavaScript, invalid) → ${refused.status}, page rendered again`,
  );
}

const timings: number[] = [];
const cpuTimings: number[] = [];
try {
  for (let round = 1; round <= STARTS; round += 1) {
    const server = await start();
    const { startupCpuMs } = await server.ready();
    timings.push(server.listeningMs);
    cpuTimings.push(startupCpuMs);
    console.log(
      `start ${round}: /health answered ${server.listeningMs.toFixed(0)} ms after spawn ` +
        `(${startupCpuMs} ms of CPU until listening)`,
    );
    if (round === 1) await smoke(server);
    const { code, ms } = await server.stop();
    check(code === 0, `SIGTERM → exit code ${code} after ${ms.toFixed(0)} ms`);
  }
  const leads = execFileSync(
    process.execPath,
    ['--env-file=production.env', 'dist/server/ops.js', 'leads', 'list'],
    { cwd: release, env, encoding: 'utf8' },
  );
  check(
    leads.includes('nino.beridze@example.ge'),
    'node dist/server/ops.js leads list shows the lead',
  );
} finally {
  if (!process.argv.includes('--keep')) rmSync(release, { recursive: true, force: true });
  else console.log(`kept ${release}`);
}

const middle = median(timings);
console.log(
  `cold start (spawn → /health 200): ${timings.map((ms) => ms.toFixed(0)).join(', ')} ms; ` +
    `median ${middle.toFixed(0)} ms = ${(middle / BUDGET_MS).toFixed(2)} × the ${BUDGET_MS} ms budget; ` +
    `CPU until listening: median ${median(cpuTimings).toFixed(0)} ms`,
);
// Wall-clock figures mean little when other work fills the cores: say how busy the machine was.
console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
check(middle <= BUDGET_MS, 'median start-up within budget');
if (problems.length > 0) {
  console.error(`${problems.length} check(s) failed`);
  process.exit(1);
}
