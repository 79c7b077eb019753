import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Registers @fastify/rate-limit with no global limit: routes opt in with `config.rateLimit`
 * (the thank-you lookup, SMS, forms; docs/security.md "Thank-you lookup"). The builder's error goes through the
 * app's error handler, which answers 429 `RATE_LIMITED` with the usual body.
 */
export const rateLimitingPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limiting', fastify: '5.x' },
);
