import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../errors/http-errors';

/**
 * Any `/api` path no route group claims answers 404 JSON, never the HTML not-found page, for every
 * method. Route groups registered later win because find-my-way prefers static paths to wildcards.
 */
export const apiNotFoundRoutes: FastifyPluginAsync = async (app) => {
  app.all('/api', (_request, reply) => sendError(reply, 'NOT_FOUND'));
  app.all('/api/*', (_request, reply) => sendError(reply, 'NOT_FOUND'));
};
