import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

const ONE_YEAR_MS = 31_536_000_000;

/**
 * `/assets/*`: the build's content-hashed JS, CSS, fonts and images. A changed file gets a new name,
 * so browsers may keep each one for a year without revalidating. Precompressed `.br`/`.gz`
 * siblings are used when the build wrote them.
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
  });
};
