import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** Where the counters live: this process (default) or Redis shared by every instance. */
export interface RateLimitingOptions {
  readonly redis?: {
    readonly client: Redis;
    /** Prepended to every counter's key (`REDIS_KEY_PREFIX` + `rate-limit:`). */
    readonly nameSpace: string;
  };
}

/**
 * Registers @fastify/rate-limit with no global limit: routes opt in with `config.rateLimit`, and a
 * refusal answers the app's 429 `RATE_LIMITED`. While Redis fails a request is let through
 * (`skipOnError`, docs/security.md "Shared state across instances").
 */
export const rateLimitingPlugin = fp<RateLimitingOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
      ...(options.redis === undefined
        ? {}
        : { redis: options.redis.client, nameSpace: options.redis.nameSpace, skipOnError: true }),
    });
  },
  { name: 'rate-limiting', fastify: '5.x' },
);
