import type { FastifyPluginAsync } from 'fastify';
import type { UsdRateCache } from '../rates/usd-rate-cache';

/** Browsers and shared caches may keep the answer a little; the server holds it for an hour. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * `GET /api/rates/usd` (docs/architecture.md "Flow 3: calculator"): `{ gelPerUsd, asOf, source }` where `source` is
 * `nbg` or `fallback`. Always 200: a missing rate is not the visitor's problem (docs/calculator.md "Inputs and limits").
 */
export const ratesRoutes: FastifyPluginAsync<{ usdRate: UsdRateCache }> = async (app, options) => {
  app.get(
    '/api/rates/usd',
    { config: { rateLimit: { max: 120, timeWindow: 60_000 } } },
    async (_request, reply) => {
      const rate = await options.usdRate.current();
      reply.header('cache-control', CACHE_CONTROL);
      return reply.send({ gelPerUsd: rate.gelPerUsd, asOf: rate.asOf, source: rate.source });
    },
  );
};
