// Builds the site: client bundle, SSR bundle, then every public page prerendered to static HTML
// (docs/architecture.md "Pages are prerendered"). Run with `node server/prerender/build.mjs`; SITE_DIR
// (as the server reads it) builds into another folder, e.g. to measure without touching dist/.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { assertProductionImports, packagesImportedBy } from '../../scripts/build/server-bundle.mjs';
import { subsetFileName, WEIGHTS } from '../../scripts/fonts/font-subsets.mjs';
import { withClientBoot } from './client-boot.mjs';
import { composePage, PAGE_SHELL_FILE } from './page-shell.mjs';
import { precompressPages, precompressTextAssets } from './precompress.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = join(root, 'vite.config.ts');
const clientDir = resolve(root, process.env.SITE_DIR ?? 'dist/client');
const ssrDir = join(clientDir, '../ssr');
const pagesDir = join(clientDir, 'pages');
const localesDir = join(root, 'locales');
const origin = (process.env.SITE_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');

// vite.config.ts imports TypeScript modules (the site configuration's schema) the way the rest of the
// code does, without file extensions; Vite's default bundled config loader handles that, and its
// notice about a future native loader would only bury the build's own output.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

/** Copies the images the SSR build emitted that the client build did not (same content hash). */
function copyRenderedImages(from, to) {
  if (!existsSync(from)) return;
  for (const name of readdirSync(from)) {
    if (/\.(png|jpe?g|webp|svg)$/.test(name) && !existsSync(join(to, name))) {
      copyFileSync(join(from, name), join(to, name));
    }
  }
}

const started = performance.now();
await build({ configFile, logLevel: 'warn', build: { outDir: clientDir } });
const ssrBuild = await build({
  configFile,
  logLevel: 'warn',
  build: {
    ssr: join(root, 'ui/entry-server.tsx'),
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    // Images only the pages' head and structured data name (the brand images) exist only in this
    // build; they are copied to the client's assets below, under the same hashed names.
    ssrEmitAssets: true,
  },
});
copyRenderedImages(join(ssrDir, 'assets'), join(clientDir, 'assets'));
// The server renders a refused no-JS form's page with this bundle at run time (docs/site.md "Forms
// without JavaScript"), so what it imports must be installed by `npm ci --omit=dev` too.
assertProductionImports(root, packagesImportedBy(ssrBuild), 'The page renderer (dist/ssr)');

// CSS of the hydrating client and of each screen's chunk, linked up front so the first paint is
// styled: otherwise it would arrive with the lazily imported JavaScript (a layout shift).
const viteManifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
function cssOf(key, seen = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => cssOf(child, seen)), ...(chunk.css ?? [])];
}
function stylesheetLinks(module) {
  const files = [...new Set([...cssOf('app/hydrate-client.tsx'), ...cssOf(module)])].filter(
    (file) => !template.includes(`/${file}"`),
  );
  return files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
}

// The built index.html is only a template: read it, then remove it so it is never served as is. Its
// entry script becomes the inline boot script that loads it after the first paint (client-boot.mjs).
const templatePath = join(clientDir, 'index.html');
const template = withClientBoot(readFileSync(templatePath, 'utf8'));
rmSync(templatePath);
rmSync(join(clientDir, '.vite'), { recursive: true, force: true });

// Preload every face a page paints (docs/performance.md "Budgets"): the 400 body text, 600 and 700 the
// headings, buttons and labels. Discovered only once the stylesheet is applied, the bold faces cost the
// first view a second round trip, and a heading that waits for its face is the largest contentful
// paint. Georgian pages also set digits and Latin names, so they take both subsets. The faces are
// `font-display: optional` (ui/styles/fonts.css), so a face that arrives late is simply not used.
const assets = readdirSync(join(clientDir, 'assets'));
function fontPreloadsFor(subset) {
  return WEIGHTS.map((weight) => {
    // The built file is the subset's own name with Vite's content hash before the extension.
    const stem = subsetFileName(subset, weight).replace(/\.woff2$/, '');
    const font = assets.find((file) => file.startsWith(`${stem}-`) && file.endsWith('.woff2'));
    if (!font) throw new Error(`${subset} ${weight} woff2 not found among the built assets`);
    return `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`;
  });
}
const fontPreloads = {
  ka: [...fontPreloadsFor('mkhedruli'), ...fontPreloadsFor('latin')].join('\n    '),
  en: fontPreloadsFor('latin').join('\n    '),
};

// The translations the browser may fetch later (GET /locales/{lng}/{ns}.json, docs/site.md "Languages").
cpSync(localesDir, join(clientDir, 'locales'), {
  recursive: true,
  filter: (source) => !source.endsWith('.test.ts'),
});

const { renderPage, allPagePaths, buildTags } = await import(
  pathToFileURL(join(ssrDir, 'entry-server.js')).href
);

function loadNamespace(language, namespace) {
  const file = join(localesDir, language, `${namespace}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const missingKeys = new Set();
const shell = { template, fontPreloads, stylesheets: {} };
// Every page is rendered for one instant, recorded in the manifest: the server renders the pages
// again once the calendar has moved past it (docs/site.md "Pages follow the clock").
const renderedAt = new Date();
async function prerender(path, file) {
  const page = await renderPage({
    path,
    origin,
    now: renderedAt,
    loadNamespace,
    onMissingKey: (language, namespace, key) =>
      missingKeys.add(`${path}: ${language}/${namespace}:${key}`),
  });
  shell.stylesheets[page.module] ??= stylesheetLinks(page.module);
  const html = composePage(shell, page);
  const target = join(pagesDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
}

rmSync(pagesDir, { recursive: true, force: true });
const pages = allPagePaths().map(({ path }) => ({ path, file: `${path.slice(1)}.html` }));
for (const { path, file } of pages) await prerender(path, file);
// Any unknown path resolves to these; the language comes from the first segment (ka by default).
await prerender('/ka/404', '404.ka.html');
await prerender('/en/404', '404.en.html');
await prerender('/test-popup', 'test-popup.html');

const manifest = {
  pages,
  notFound: { ka: '404.ka.html', en: '404.en.html' },
  popupDemo: 'test-popup.html',
  // The third-party tags this build's client can load: the server's CSP allows only their hosts.
  tags: buildTags(),
  renderedAt: renderedAt.toISOString(),
};
writeFileSync(join(pagesDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// The server renders a page again at request time for a refused form post, into the same shell.
writeFileSync(join(pagesDir, PAGE_SHELL_FILE), JSON.stringify(shell));

// After every asset and page is written: the server then sends brotli or gzip without compressing,
// and loads the pages' compressed forms at start instead of compressing them there.
precompressTextAssets(join(clientDir, 'assets'));
precompressPages(pagesDir);

if (missingKeys.size > 0) {
  console.error(`Missing translation keys:\n  ${[...missingKeys].join('\n  ')}`);
  process.exitCode = 1;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Prerendered ${pages.length + 3} pages into ${pagesDir} in ${seconds} s`);
