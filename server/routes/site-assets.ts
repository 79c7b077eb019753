import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

const ONE_YEAR_MS = 31_536_000_000;

/** Files the build precompresses (server/prerender/precompress.mjs), or one of their siblings. */
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|xml|txt|map)(?:\.br|\.gz)?$/;

/**
 * `/assets/*`: the build's content-hashed files, cached for a year, each sent in the best encoding
 * the client accepts (docs/performance.md "Prerendered pages").
 */
export const siteAssetsRoutes: FastifyPluginAsync<{ siteDir: string }> = async (app, options) => {
  await app.register(fastifyStatic, {
    root: resolve(options.siteDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: true,
    maxAge: ONE_YEAR_MS,
    immutable: true,
    setHeaders: (response, path) => {
      if (PRECOMPRESSED.test(path)) response.setHeader('vary', 'Accept-Encoding');
    },
  });
};
