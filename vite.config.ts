import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const uiRoot = fileURLToPath(new URL('./ui', import.meta.url));
const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Client build of the prerendered site. `ui/index.html` is the page template the prerenderer fills;
 * hashed assets land in `dist/client/assets/` (long-cache). See server/prerender/build.mjs.
 */
export default defineConfig({
  root: uiRoot,
  envDir: repoRoot,
  publicDir: false,
  plugins: [react()],
  // The footer's copyright year, fixed at build time so the prerendered HTML and hydration agree.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) },
  build: {
    outDir: `${repoRoot}dist/client`,
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    manifest: true,
    // The whole site's CSS is ~8 KiB gzip: one render-blocking stylesheet, cached across pages,
    // beats one per chunk (five on the landing page, more once its sections load lazily).
    cssCodeSplit: false,
  },
});
