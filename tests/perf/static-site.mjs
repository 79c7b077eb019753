// A tiny static server over the built site for the perf scripts: `/ka` → pages/ka.html, files
// under /assets and /locales as they are. With `noJs`, every page is served without its module
// scripts and modulepreloads: the route's no-JS copy that docs/performance.md "Budgets" compares against.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

// Compressed like the real server (server/site/compressed-file.ts: brotli, else gzip), so the
// no-JS copy and the bundle are weighed the way visitors receive them.
const cache = new Map();
function compress(body, file, acceptEncoding) {
  if (!COMPRESSIBLE.has(extname(file))) return { body };
  const key = `${file}|${body.length}|${acceptEncoding}`;
  if (!cache.has(key)) cache.set(key, encode(body, acceptEncoding));
  return cache.get(key);
}

function encode(body, acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11 };
    return { body: brotliCompressSync(body, { params }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding))
    return { body: gzipSync(body, { level: 9 }), encoding: 'gzip' };
  return { body };
}

/** The page HTML without module scripts or modulepreloads (JSON data blocks stay: they are inert). */
export function stripModuleScripts(html) {
  return html
    .replace(/<script\b[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

/** Route path → prerendered file, from dist/client/pages/manifest.json. */
export function readPageMap(clientDir) {
  const manifest = JSON.parse(readFileSync(join(clientDir, 'pages/manifest.json'), 'utf8'));
  return new Map(manifest.pages.map((page) => [page.path, page.file]));
}

/** Starts the server on a loopback port; resolves to { origin, close() }. */
export function startStaticSite({ clientDir, noJs = false }) {
  const pages = readPageMap(clientDir);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const page = pages.get(path.replace(/\/+$/, '') || '/ka');
    let file;
    if (page) file = join(clientDir, 'pages', page);
    else if (/^\/(assets|locales)\//.test(path)) file = join(clientDir, normalize(path));
    if (!file?.startsWith(clientDir)) {
      response.writeHead(404).end();
      return;
    }
    try {
      let body = readFileSync(file);
      if (page && noJs) body = Buffer.from(stripModuleScripts(body.toString('utf8')));
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': page ? 'no-cache' : 'public, max-age=31536000, immutable',
        vary: 'accept-encoding',
      };
      const encoded = compress(body, file, String(request.headers['accept-encoding'] ?? ''));
      if (encoded.encoding) headers['content-encoding'] = encoded.encoding;
      response.writeHead(200, headers);
      response.end(encoded.body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
