import fp from 'fastify-plugin';
import { sendError } from '../errors/http-errors';

/**
 * Shutdown without stragglers (docs/security.md "Graceful shutdown"):
 * - every response still being written asks the client to close its connection: Node's
 *   `server.close()` reaps only connections idle at that moment, so a keep-alive connection whose
 *   request was in flight would otherwise hold shutdown open until its keep-alive timeout;
 * - a request arriving on an open connection once closing began is answered 503 through the app
 *   (coded body, security headers) instead of Fastify's bare 503;
 * - after `graceMs`, every connection still open is destroyed: in-flight work had its chance, and a
 *   trickling or non-reading client must not hold the database open past the 10 s budget.
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
