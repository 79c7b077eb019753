import type { FastifyPluginAsync } from 'fastify';
import { isLanguage } from '../../core/language/languages';
import { sendError } from '../errors/http-errors';
import { loadLocales, NAMESPACE_FILE } from '../locales/load-locales';
import { sendCompressed } from '../site/send-compressed';

/** Short, so a deploy's new texts reach visitors quickly; the ETag makes revalidation cheap. */
const LOCALE_CACHE_CONTROL = 'public, max-age=300';

/**
 * `GET /locales/:lng/:ns.json` serves a translation namespace from memory (docs/site.md "Languages"). Only
 * names found at start-up are served, so no request path ever reaches the file system.
 */
export const localesRoutes: FastifyPluginAsync<{ localesDir: string }> = async (app, options) => {
  const catalogue = await loadLocales(options.localesDir);

  app.get<{ Params: { lng: string; file: string } }>('/locales/:lng/:file', (request, reply) => {
    const { lng, file } = request.params;
    const namespace = NAMESPACE_FILE.exec(file)?.[1];
    const found =
      isLanguage(lng) && namespace !== undefined ? catalogue[lng].get(namespace) : undefined;
    if (!found) return sendError(reply, 'NOT_FOUND');
    return sendCompressed(request, reply, found, { cacheControl: LOCALE_CACHE_CONTROL });
  });

  // The original client could post missing keys here; saving is off (docs/site.md "Languages"), so the
  // route answers as if it did not exist.
  app.post('/locales/add/:lng/:ns', (_request, reply) => sendError(reply, 'NOT_FOUND'));
};
