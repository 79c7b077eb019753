import fp from 'fastify-plugin';

/**
 * Once the app is closing, every response still being written asks the client to close its
 * connection. Node's `server.close()` reaps only connections idle at that moment, so a keep-alive
 * connection whose request was in flight would otherwise hold shutdown open until its keep-alive
 * timeout, past the 10 s budget (docs/security.md "Graceful shutdown").
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close', fastify: '5.x' },
);
