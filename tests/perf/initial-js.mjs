// `npm run bench:bundle [-- /ka /en/checkout] [--files]` — initial JavaScript per route, gzip
// (docs/performance.md "Budgets": ≤ 100 KiB on every route). With no route named it measures all 18
// (tests/perf/routes.mjs) and ends with a table and its verdicts. Needs `npm run build` first. Two
// figures per route:
//   before first paint: the page's module scripts and modulepreloads plus their static imports (none:
//   the inline boot script imports the entry, `data-client-entry`, after the largest paint);
//   before interaction: every script Chromium fetches while the page loads and hydrates in a phone
//   viewport with nobody touching it (dynamic imports included), until the network is idle.
// Vite's manifest is deleted by the build, so static imports are read from the chunks themselves.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { routesFromArgs } from './routes.mjs';
import { startStaticSite } from './static-site.mjs';

const BUDGET_KIB = 100;
const root = fileURLToPath(new URL('../..', import.meta.url));
// SITE_DIR (as the server reads it) measures another build; dist/client by default.
const clientDir = resolve(root, process.env.SITE_DIR ?? 'dist/client');
const ROUTES = routesFromArgs(process.argv.slice(2));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(join(clientDir, 'pages/manifest.json'))) {
  console.error(`${clientDir} has no built pages: run \`npm run build\` first.`);
  process.exit(1);
}

const gzipKiB = (files) =>
  files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length,
    0,
  ) / 1024;

/** Module scripts and modulepreloads named in the HTML, then their static imports, transitively. */
function beforeFirstPaint(html) {
  const start = [
    ...html.matchAll(/<script\b[^>]*type="module"[^>]*\bsrc="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"/g),
  ].map((match) => match[1]);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(clientDir, file), 'utf8');
    // Top-level `import … from "./x.js"` and bare `import "./x.js"`; `import("…")` is dynamic.
    for (const match of code.matchAll(
      /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      visit(join(file, '..', match[1]));
    }
  };
  for (const file of start) visit(file);
  return [...seen];
}

async function beforeInteraction(browser, origin, route) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) {
      scripts.add(url.pathname.slice(1));
    }
  });
  await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (r) => r.abort()); // no third party, ever
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  return [...scripts].sort();
}

const site = await startStaticSite({ clientDir });
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const pages = new Map(
  JSON.parse(readFileSync(join(clientDir, 'pages/manifest.json'), 'utf8')).pages.map((page) => [
    page.path,
    page.file,
  ]),
);
let failed = false;
const rows = [];
try {
  for (const route of ROUTES) {
    const file = pages.get(route);
    if (!file) {
      console.log(`${route}: no prerendered page (skipped)`);
      continue;
    }
    const html = readFileSync(join(clientDir, 'pages', file), 'utf8');
    const early = beforeFirstPaint(html);
    const initial = await beforeInteraction(browser, site.origin, route);
    const earlyKiB = gzipKiB(early);
    const initialKiB = gzipKiB(initial);
    const over = initialKiB > BUDGET_KIB;
    failed ||= over;
    rows.push({ route, earlyKiB, initialKiB, files: initial.length, over });
    console.log(
      `${route}: before first paint ${earlyKiB.toFixed(1)} KiB gzip (${early.length} files); ` +
        `initial JS before interaction ${initialKiB.toFixed(1)} KiB gzip (${initial.length} files)` +
        `${over ? `  OVER the ${BUDGET_KIB} KiB budget` : ''}`,
    );
    if (process.argv.includes('--files')) {
      for (const script of initial)
        console.log(`    ${gzipKiB([script]).toFixed(1).padStart(6)} KiB  ${script}`);
    }
  }
} finally {
  await browser.close();
  await site.close();
}
if (rows.length > 1) {
  const width = Math.max(...rows.map((row) => row.route.length));
  console.log(
    `\n${'Route'.padEnd(width)}  Initial JS (gzip)  Files  First paint  Budget ${BUDGET_KIB} KiB`,
  );
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)}  ${`${row.initialKiB.toFixed(1)} KiB`.padStart(17)}  ${String(row.files).padStart(5)}  ` +
        `${`${row.earlyKiB.toFixed(1)} KiB`.padStart(11)}  ${row.over ? `OVER by ${(row.initialKiB - BUDGET_KIB).toFixed(1)} KiB` : `met (${(BUDGET_KIB - row.initialKiB).toFixed(1)} KiB left)`}`,
    );
  }
  const largest = Math.max(...rows.map((row) => row.initialKiB));
  console.log(
    `Largest: ${largest.toFixed(1)} KiB; ${rows.filter((row) => row.over).length} of ${rows.length} routes over.`,
  );
}
if (failed) {
  console.error(`Initial JS exceeds ${BUDGET_KIB} KiB gzip on at least one route.`);
  process.exitCode = 1;
}
