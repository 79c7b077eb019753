// Writes brotli and gzip siblings of the built text assets, which `/assets/*` serves through
// @fastify/static's `preCompressed` (server/routes/site-assets.ts), and of the prerendered pages,
// which the server loads into memory at start (server/site/load-site.ts). Compressing once at build
// time allows brotli's best quality, which would be too slow per request or at start-up.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|xml|txt|map)$/;

/** The prerendered pages. */
const HTML_FILE = /\.html$/;

/** Writes `<path>.br` (best quality) and `<path>.gz` (level 9) beside the file at `path`. */
function writeCompressedSiblings(path) {
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

/** Compresses every text file in `dir` to `<file>.br` and `<file>.gz`; returns how many. */
export function precompressTextAssets(dir) {
  const files = readdirSync(dir).filter((file) => TEXT_FILE.test(file));
  for (const file of files) writeCompressedSiblings(join(dir, file));
  return files.length;
}

/** Compresses every page under `dir` (recursively) the same way; returns how many. */
export function precompressPages(dir) {
  const files = readdirSync(dir, { recursive: true }).filter((file) => HTML_FILE.test(file));
  for (const file of files) writeCompressedSiblings(join(dir, file));
  return files.length;
}
