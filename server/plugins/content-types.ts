import fp from 'fastify-plugin';

/**
 * Removes Fastify's default `text/plain` parser. Browsers send `text/plain` cross-site without a CORS
 * preflight, so accepting it on JSON routes would allow CSRF; without a parser Fastify answers 415
 * before any handler runs (docs/security.md "Payment callbacks"). Routes that need form bodies (the Flitt callback)
 * register their own parser inside their encapsulated plugin.
 */
export const contentTypesPlugin = fp(
  async (app) => {
    app.removeContentTypeParser('text/plain');
  },
  { name: 'content-types', fastify: '5.x' },
);
