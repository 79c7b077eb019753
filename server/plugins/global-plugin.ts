import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as non-encapsulated, so the hooks and handlers it sets apply to the whole app.
 * This is exactly what `fastify-plugin` does (the `skip-override` symbol), without adding a dependency.
 */
export function globalPlugin<Options extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
