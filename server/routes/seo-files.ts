import type { FastifyPluginAsync } from 'fastify';
import { compressFile } from '../site/compressed-file';
import { sendCompressed } from '../site/send-compressed';
import { buildRobots, buildSitemap } from '../site/sitemap';

const SEO_CACHE_CONTROL = 'public, max-age=3600';

/** `/robots.txt` and `/sitemap.xml`, built once from the route table and SITE_ORIGIN. */
export const seoFilesRoutes: FastifyPluginAsync<{ siteOrigin: string }> = async (app, options) => {
  const [robots, sitemap] = await Promise.all([
    compressFile('text/plain; charset=utf-8', Buffer.from(buildRobots(options.siteOrigin))),
    compressFile('application/xml; charset=utf-8', Buffer.from(buildSitemap(options.siteOrigin))),
  ]);
  app.get('/robots.txt', (request, reply) =>
    sendCompressed(request, reply, robots, { cacheControl: SEO_CACHE_CONTROL }),
  );
  app.get('/sitemap.xml', (request, reply) =>
    sendCompressed(request, reply, sitemap, { cacheControl: SEO_CACHE_CONTROL }),
  );
};
