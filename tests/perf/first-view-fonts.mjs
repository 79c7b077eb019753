// `npm run bench:fonts [-- /ka /en …]` — web-font bytes a first visit downloads (docs/performance.md
// "Budgets": Georgian font subset ≤ 40 KB on the first view). Needs `npm run build` first. Each route
// opens in a fresh Chromium context (empty cache, 412×823 phone viewport) over the built site; every
// woff2 response until the network is idle and `document.fonts.ready` is counted, by its bytes on the
// wire. The Georgian-script faces are summed apart from the rest; a route fails when either sum, or
// all the fonts together, pass 40 KB. Default routes: /ka /en /ka/webinar /en/webinar /ka/checkout.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startStaticSite } from './static-site.mjs';

const BUDGET_BYTES = 40 * 1024;
const root = fileURLToPath(new URL('../..', import.meta.url));
const clientDir = resolve(root, process.env.SITE_DIR ?? 'dist/client');
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const ROUTES =
  routes.length > 0 ? routes : ['/ka', '/en', '/ka/webinar', '/en/webinar', '/ka/checkout'];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The faces that hold Georgian letters (ui/styles/fonts.css): the subset the budget names. */
const GEORGIAN_FACE = /noto-sans-georgian-(?:mkhedruli|georgian)-/;

if (!existsSync(join(clientDir, 'pages/manifest.json'))) {
  console.error(`${clientDir} has no built pages: run \`npm run build\` first.`);
  process.exit(1);
}

/** Every woff2 the route downloads on a first visit: path → bytes. */
async function fontsOfFirstView(browser, origin, route) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const fonts = new Map();
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.woff2')) return;
    pending.push(response.body().then((body) => fonts.set(url.pathname, body.length)));
  });
  await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (r) => r.abort()); // no third party, ever
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(300);
  await Promise.all(pending);
  await context.close();
  return fonts;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const site = await startStaticSite({ clientDir });
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let failed = false;
try {
  for (const route of ROUTES) {
    const fonts = await fontsOfFirstView(browser, site.origin, route);
    const files = [...fonts].sort(([a], [b]) => a.localeCompare(b));
    const georgian = files.filter(([path]) => GEORGIAN_FACE.test(path));
    const sum = (list) => list.reduce((total, [, bytes]) => total + bytes, 0);
    const over = sum(georgian) > BUDGET_BYTES || sum(files) > BUDGET_BYTES;
    failed ||= over;
    console.log(
      `${route}: Georgian faces ${kb(sum(georgian))} (${georgian.length} files); ` +
        `all fonts ${kb(sum(files))} (${files.length} files)` +
        `${over ? `  OVER the ${kb(BUDGET_BYTES)} budget` : ''}`,
    );
    for (const [path, bytes] of files) console.log(`    ${kb(bytes).padStart(8)}  ${path}`);
  }
} finally {
  await browser.close();
  await site.close();
}
if (failed) {
  console.error(`Fonts of a first view exceed ${kb(BUDGET_BYTES)} on at least one route.`);
  process.exitCode = 1;
}
