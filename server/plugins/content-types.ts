import fp from 'fastify-plugin';

/**
 * Removes Fastify's `text/plain` parser: browsers send it cross-site without a preflight, so JSON
 * routes answer 415 instead (docs/security.md "Input, output, headers"). Routes that take form
 * bodies register their own parser in their plugin.
 */
export const contentTypesPlugin = fp(
  async (app) => {
    app.removeContentTypeParser('text/plain');
  },
  { name: 'content-types', fastify: '5.x' },
);
