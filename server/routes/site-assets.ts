import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

const ONE_YEAR_MS = 31_536_000_000;

/** Files the build precompresses (server/prerender/precompress.mjs), or one of their siblings. */
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|xml|txt|map)(?:\.br|\.gz)?$/;

/**
 * `/assets/*`: the build's content-hashed JS, CSS, fonts and images. A changed file gets a new name,
 * so browsers may keep each one for a year without revalidating. The build writes `.br`/`.gz`
 * siblings of every text asset; the best one the client accepts is sent, with `Vary` so shared
 * caches keep the encodings apart.
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
