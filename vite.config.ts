import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { loadSiteConfig, siteConfigPath } from './server/site-config/load-site-config';
import { siteConfigDefines } from './server/site-config/site-config-defines';
import { parseClientEnv } from './ui/config/client-env-schema';

const uiRoot = fileURLToPath(new URL('./ui', import.meta.url));
const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Client build of the prerendered site. `ui/index.html` is the page template the prerenderer fills;
 * hashed assets land in `dist/client/assets/` (long-cache). See server/prerender/build.mjs.
 */
export default defineConfig(({ mode }) => {
  // The client's VITE_* variables, parsed once here and inlined as the ready object: a malformed
  // tracking id fails the build, and no parsing code (nor valibot) reaches the browser
  // (docs/decisions.md "Client environment").
  const clientConfig = parseClientEnv(loadEnv(mode, repoRoot, 'VITE_'));
  // The operator's site configuration, validated here as at server start: a broken file stops the
  // build naming the field, and the pages carry the facts without the schema.
  const siteConfig = loadSiteConfig(siteConfigPath(process.env, repoRoot));
  return {
    root: uiRoot,
    envDir: repoRoot,
    publicDir: false,
    plugins: [react()],
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
      // polyfill bytes), 1.0–1.6 KiB gzip per route. The price is one more round trip before a
      // lazily loaded chunk's own imports are fetched, after first paint (docs/decisions.md
      // "Initial JavaScript with i18next kept").
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Every page needs the framework (React, the router, i18next) before it can hydrate: one
          // chunk compresses better than the five small ones the default split makes (one gzip
          // dictionary, fewer requests). Page and section code still splits per route. The toast
          // system joins it: the shell and the checkout page both use it, and as a chunk of its own
          // it cost the landing page an extra request and ~1 KiB (issue 4). So do the site modules
          // every shell reads (languages, routes, the client environment): as three chunks of their
          // own they cost every route 0.5 KiB gzip. Nothing the entry module imports may join (the
          // Vite preload helper's users, such as the tracker), or the framework would load before
          // first paint (docs/performance.md "Budgets").
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                priority: 3,
                test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|wouter|regexparam)[\\/]|rolldown[\\/]runtime|ui[\\/]components[\\/]toast[\\/]|core[\\/]site[\\/](languages|routes)\.ts|ui[\\/]config[\\/]env\.ts/,
              },
              // The entry keeps Vite's dynamic-import helper, so the group below cannot pull it (and
              // with it the framework) into the first-paint script.
              { name: 'index', test: /preload-helper|ui[\\/]entry-client\.tsx/, priority: 2 },
              // What every route fetches before it is idle joins the hydrating client instead of
              // three chunks of its own (1.0 KiB gzip less per route): the API client and geo
              // detection (started on idle on every page) and the page-view tracker.
              {
                name: 'hydrate-client',
                priority: 1,
                test: /ui[\\/]app[\\/]hydrate-client\.tsx|ui[\\/]lib[\\/](api|geo)[\\/]|ui[\\/]lib[\\/]tracking[\\/]track-event|core[\\/]geo[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
