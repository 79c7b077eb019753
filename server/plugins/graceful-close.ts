import fp from 'fastify-plugin';
import { sendError } from '../errors/http-errors';

/**
 * Shutdown without stragglers (docs/security.md "Graceful shutdown"): responses in flight ask the
 * client to close the connection, a request arriving once closing began is answered 503 through the
 * app, and after `graceMs` every connection still open is destroyed.
 */
export const gracefulClosePlugin = fp<{ readonly graceMs: number }>(
  async (app, options) => {
    let closing = false;
    let dropStragglers: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      closing = true;
      dropStragglers = setTimeout(() => {
        app.log.info('shutdown grace over: dropping the connections still open');
        app.server.closeAllConnections();
      }, options.graceMs);
      dropStragglers.unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(dropStragglers);
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (closing) return sendError(reply, 'SERVICE_UNAVAILABLE');
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close', fastify: '5.x' },
);
