// `npm run lighthouse [-- /ka /ka/webinar] [--runs=3] [--no-fail] [--report-dir=DIR]`
// (docs/performance.md "Method"). With no route named it measures all 18 routes (tests/perf/routes.mjs).
// Expects `npm run build`. Starts the real server (node dist/server/main.js, temporary SQLite, loopback
// port) and a static server of the same pages with their module scripts stripped (the no-JS copy),
// then runs lighthouse@12 with its default mobile profile on both, interleaved (A B A B …), prints the
// medians per route and ends with a table of the budget verdicts (performance, accessibility, LCP ratio
// to the no-JS copy, TBT, CLS). Third parties are unreachable: every non-loopback host fails to resolve
// and known third-party URLs are blocked. Exits 1 when any route misses a budget (not with --no-fail).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseBudget, routesFromArgs } from './routes.mjs';
import { startStaticSite } from './static-site.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// SITE_DIR (as the server reads it) measures another build; dist/client by default.
const siteDir = resolve(root, process.env.SITE_DIR ?? 'dist/client');
const args = process.argv.slice(2);
const ROUTES = routesFromArgs(args);
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const noFail = args.includes('--no-fail');
// `--report-dir=DIR` keeps every run's full report (long tasks, requests) for diagnosis.
const reportDir = args.find((arg) => arg.startsWith('--report-dir='))?.slice(13);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing but loopback resolves: a third party can never load during a measurement.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
const BLOCKED = [
  '*facebook.net*',
  '*facebook.com*',
  '*googletagmanager.com*',
  '*google-analytics.com*',
  '*licdn.com*',
  '*linkedin.com*',
  '*calendly.com*',
  '*youtube*',
  '*ytimg.com*',
  '*vimeo*',
  '*flitt.com*',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startRealServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-site-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      SQLITE_PATH: join(dataDir, 'site.db'),
      DATABASE_URL: '',
      SITE_DIR: siteDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 30_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/ka`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { origin, stop };
    await new Promise((done) => setTimeout(done, 200));
  }
  await stop();
  throw new Error('server did not answer within 30 s');
}

/** Lighthouse's own advice for a failed trace (NO_NAVSTART and the like) is to run it again. */
const ATTEMPTS = 3;

async function audit(port, url) {
  let lhr;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      blockedUrlPatterns: BLOCKED,
    });
    lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (!lhr.runtimeError) break;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(join(reportDir, name), JSON.stringify(lhr));
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    bytes: metric('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedA11y: Object.values(lhr.audits)
      .filter(
        (a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
      )
      .map((a) => a.id),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarise(runs) {
  const keys = [
    'performance',
    'accessibility',
    'lcp',
    'fcp',
    'tbt',
    'cls',
    'bytes',
    'benchmarkIndex',
  ];
  const summary = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
  summary.failedA11y = [...new Set(runs.flatMap((run) => run.failedA11y))];
  return summary;
}

/** Each budget of a route with its verdict; `misses` names the ones not met. */
function verdicts(route, s, ratio) {
  const budget = lighthouseBudget(route);
  const checks = {
    performance: s.performance >= budget.performance,
    accessibility: s.accessibility >= budget.accessibility,
    lcpRatio: ratio <= budget.lcpRatio,
    tbt: s.tbt <= budget.tbtMs,
    cls: s.cls <= budget.cls,
  };
  return { budget, checks, misses: Object.keys(checks).filter((key) => !checks[key]) };
}

const real = await startRealServer();
const copy = await startStaticSite({ clientDir: siteDir, noJs: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
try {
  for (const route of ROUTES) {
    const site = [];
    const noJs = [];
    for (let round = 0; round < RUNS; round += 1) {
      site.push(await audit(chrome.port, `${real.origin}${route}`));
      noJs.push(await audit(chrome.port, `${copy.origin}${route}`));
    }
    const s = summarise(site);
    const n = summarise(noJs);
    const ratio = s.lcp / n.lcp;
    const verdict = verdicts(route, s, ratio);
    rows.push({ route, s, n, ratio, ...verdict });
    console.log(
      [
        `${route} (median of ${RUNS}, benchmarkIndex ${Math.round(s.benchmarkIndex)})`,
        `  performance ${s.performance}  accessibility ${s.accessibility}`,
        `  LCP ${Math.round(s.lcp)} ms  FCP ${Math.round(s.fcp)} ms  TBT ${Math.round(s.tbt)} ms  CLS ${s.cls.toFixed(3)}  weight ${(s.bytes / 1024).toFixed(1)} KiB`,
        `  no-JS copy: performance ${n.performance}  LCP ${Math.round(n.lcp)} ms  TBT ${Math.round(n.tbt)} ms  CLS ${n.cls.toFixed(3)}  weight ${(n.bytes / 1024).toFixed(1)} KiB`,
        `  LCP ratio to no-JS copy ${ratio.toFixed(2)}`,
        `  budgets: ${verdict.misses.length === 0 ? 'all met' : `MISSED ${verdict.misses.join(', ')}`}`,
        ...(s.failedA11y.length > 0
          ? [`  failing accessibility audits: ${s.failedA11y.join(', ')}`]
          : []),
      ].join('\n'),
    );
  }
} finally {
  chrome.kill();
  await copy.close();
  await real.stop();
}
const mark = (ok) => (ok ? ' ' : '✗');
const width = Math.max(5, ...rows.map((row) => row.route.length));
console.log(
  `\n${'Route'.padEnd(width)}  Perf (budget)  A11y  LCP ms (no-JS)  LCP ratio ≤1.05  TBT ms (budget)  CLS ≤0.01  Verdict`,
);
for (const { route, s, n, ratio, budget, checks, misses } of rows) {
  console.log(
    [
      route.padEnd(width),
      `${String(s.performance).padStart(4)}${mark(checks.performance)} (${budget.performance})`.padEnd(
        13,
      ),
      `${String(s.accessibility).padStart(4)}${mark(checks.accessibility)}`,
      `${Math.round(s.lcp)} (${Math.round(n.lcp)})`.padStart(14),
      `${ratio.toFixed(2)}${mark(checks.lcpRatio)}`.padStart(15),
      `${`${Math.round(s.tbt)}${mark(checks.tbt)} (${budget.tbtMs})`.padStart(15)}`,
      `${s.cls.toFixed(3)}${mark(checks.cls)}`.padStart(9),
      misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`,
    ].join('  '),
  );
}
const missed = rows.filter((row) => row.misses.length > 0).length;
console.log(
  `${rows.length - missed} of ${rows.length} routes within every budget (median of ${RUNS} runs; ` +
    'TBT and LCP depend on how busy the machine is: read benchmarkIndex).',
);
if (missed > 0 && !noFail) {
  console.error(`${missed} route(s) missed a budget.`);
  process.exitCode = 1;
}
