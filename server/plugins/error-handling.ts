import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { classifyError, HTTP_STATUS_BY_ERROR_CODE, sendError } from '../errors/http-errors';

/**
 * The one error handler and the JSON not-found answer for the whole app. Unexpected errors are
 * logged and answered with a generic 500 body: no message or stack reaches the client
 * (docs/security.md "Input, output, headers").
 */
export const errorHandlingPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const code = classifyError(error);
      if (HTTP_STATUS_BY_ERROR_CODE[code] >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code, reason: error.code }, 'request rejected');
      }
      return sendError(reply, code);
    });

    app.setNotFoundHandler((_request, reply) => sendError(reply, 'NOT_FOUND'));
  },
  { name: 'error-handling', fastify: '5.x' },
);
