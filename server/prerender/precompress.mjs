// Writes brotli and gzip siblings of the built text assets, which `/assets/*` serves through
// @fastify/static's `preCompressed` (server/routes/site-assets.ts). Compressing once at build time
// allows brotli's best quality, which would be too slow per request or at start-up.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|xml|txt|map)$/;

/** Compresses every text file in `dir` to `<file>.br` and `<file>.gz`; returns how many. */
export function precompressTextAssets(dir) {
  const files = readdirSync(dir).filter((file) => TEXT_FILE.test(file));
  for (const file of files) {
    const path = join(dir, file);
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  }
  return files.length;
}
