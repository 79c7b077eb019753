import type { FastifyPluginAsync } from 'fastify';
import type { RegistrationStore } from '../../core/ports/registration-store';

/** A probe that hangs is as bad as one that fails: give up after this long. */
const PING_TIMEOUT_MS = 2000;

async function databaseAnswers(store: Pick<RegistrationStore, 'ping'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([store.ping().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /health`: 200 when the database answers, 503 otherwise (load balancers, e2e start-up). */
export const healthRoutes: FastifyPluginAsync<{ store: Pick<RegistrationStore, 'ping'> }> = async (
  app,
  { store },
) => {
  app.get('/health', async (_request, reply) => {
    const healthy = await databaseAnswers(store);
    reply.header('cache-control', 'no-store');
    return healthy
      ? reply.code(200).send({ status: 'ok', database: 'ok' })
      : reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
  });
};
