import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { loadSiteConfig, siteConfigPath } from './server/site-config/load-site-config';
import { siteConfigDefines } from './server/site-config/site-config-defines';
import { parseClientEnv } from './ui/config/client-env-schema';

/** The id under which Vite serves the helper that wraps every dynamic `import()` in a client build. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic `import()` in a helper that first preloads the imported chunk's own
 * imports and CSS. With module preloading off and one stylesheet for the whole site it has nothing
 * to preload, yet its 0.8 KiB gzip sat in the first-paint script of every route. This plugin
 * answers the helper's module first, with the one thing it still does: call the import.
 */
function withoutPreloadHelper(): Plugin {
  return {
    name: 'without-preload-helper',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
    load: (id) =>
      id === PRELOAD_HELPER_ID ? 'export const __vitePreload = (load) => load();' : undefined,
  };
}

const uiRoot = fileURLToPath(new URL('./ui', import.meta.url));
const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Client build of the prerendered site. `ui/index.html` is the page template the prerenderer fills;
 * hashed assets land in `dist/client/assets/` (long-cache). See server/prerender/build.mjs.
 */
export default defineConfig(({ mode }) => {
  // The client's VITE_* variables, parsed once here and inlined as the ready object: a malformed
  // tracking id fails the build, and no parsing code (nor valibot) reaches the browser
  // (docs/decisions.md "Libraries where they exist", "Client environment").
  const clientConfig = parseClientEnv(loadEnv(mode, repoRoot, 'VITE_'));
  // The operator's site configuration, validated here as at server start: a broken file stops the
  // build naming the field, and the pages carry the facts without the schema.
  const siteConfig = loadSiteConfig(siteConfigPath(process.env, repoRoot));
  return {
    root: uiRoot,
    envDir: repoRoot,
    publicDir: false,
    plugins: [withoutPreloadHelper(), react()],
    resolve: {
      alias: [
        // React 19 ships useSyncExternalStore; the React 16/17 shim that wouter and react-i18next
        // import is dead weight (ui/lib/react/use-sync-external-store.ts).
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: `${uiRoot}/lib/react/use-sync-external-store.ts`,
        },
        // @xstate/react's selector hook: React 19's own store hook underneath, not the shim; through
        // the shim, the CommonJS module would pull the aliased ESM shim in with interop helpers
        // that land in every page's runtime chunk.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
    },
    define: {
      // The footer's copyright year, fixed at build time so the prerendered HTML and hydration agree.
      __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
      __CLIENT_CONFIG__: JSON.stringify(clientConfig),
      ...siteConfigDefines(siteConfig),
    },
    build: {
      outDir: `${repoRoot}dist/client`,
      emptyOutDir: true,
      assetsDir: 'assets',
      target: 'es2022',
      manifest: true,
      // The whole site's CSS is ~8 KiB gzip: one render-blocking stylesheet, cached across pages,
      // beats one per chunk (five on the landing page, more once its sections load lazily).
      cssCodeSplit: false,
      // Fonts are always files: inlined into the stylesheet (the small ₾ faces would be) they would
      // weigh on every first paint whether the page shows ₾ or not, and the CSP allows fonts from
      // 'self' only (docs/performance.md "Fonts").
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
      // No preload lists: each dynamic import would carry the list of its chunk's imports (and the
      // helper that reads them, now a stand-in: withoutPreloadHelper), 1.0–1.6 KiB gzip per route. The price is one more round trip before a
      // lazily loaded chunk's own imports are fetched, after first paint (docs/decisions.md
      // "Initial JavaScript with i18next kept").
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Every page needs the framework (React, the router, i18next) and the hydrating client
          // (the app shell, the route registry, the API client, geo detection, the page-view
          // tracker) before it is interactive: one chunk compresses better than the default split
          // (one gzip dictionary, one request; two chunks cost every route 1.2 KiB more). Page and
          // section code still splits per route. The toast system joins it (the shell and the
          // checkout page both use it), and so do the site modules every shell reads (languages,
          // routes, the client environment). Only the entry module stays apart, with the stand-in
          // for Vite's import helper it exports to every chunk: whatever the entry imports loads
          // before first paint (docs/performance.md "Budgets").
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|wouter|regexparam)[\\/]|rolldown[\\/]runtime|ui[\\/]components[\\/]toast[\\/]|core[\\/]site[\\/](languages|routes)\.ts|ui[\\/]config[\\/]env\.ts|ui[\\/]app[\\/]hydrate-client\.tsx|ui[\\/]lib[\\/](api|geo)[\\/]|ui[\\/]lib[\\/]tracking[\\/]track-event|core[\\/]geo[\\/]/,
              },
              { name: 'index', test: /preload-helper|ui[\\/]entry-client\.tsx/, priority: 2 },
              // What the checkout page needs at start beyond its own chunk (the catalogue, the sale
              // and price rules, the deferred machine hook, its sections' inputs): one chunk
              // instead of a dozen small ones shared with lazily loaded parts of other pages
              // (2 KiB gzip less on the checkout's first load). Only modules no other route loads
              // at start belong here, or that route would fetch the whole chunk; its members'
              // imports stay where they were (`includeDependenciesRecursively: false`).
              {
                name: 'sale',
                test: /ui[\\/]lib[\\/]catalogue[\\/](catalogue|load-catalogue|sale-view|use-catalogue)\.ts|core[\\/]cohort[\\/](cohort-on-sale|cohort-state|parse-iso-instant)\.ts|ui[\\/]lib[\\/]cohort[\\/](tbilisi-time|system-now)\.ts|core[\\/]pricing[\\/]charged-price\.ts|core[\\/]money[\\/]tetri-count\.ts|ui[\\/]components[\\/]waitlist[\\/]lazy-sold-out\.tsx|ui[\\/]lib[\\/]machines[\\/]|ui[\\/]lib[\\/]visitor[\\/]visitor-contact-key\.ts|ui[\\/]config[\\/]site-cohorts\.ts|core[\\/]site-config[\\/]revive-cohorts\.ts|ui[\\/]components[\\/]deferred[\\/]section-input\.ts|ui[\\/]features[\\/]checkout[\\/](contact-step|order-summary)-input\.ts|core[\\/]checkout[\\/]checkout-contact-form\.ts/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
