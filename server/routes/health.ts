import type { FastifyPluginAsync } from 'fastify';
import type { RegistrationStore } from '../../core/ports/registration-store';

/** A probe that hangs is as bad as one that fails: give up after this long. */
const PING_TIMEOUT_MS = 2000;

/** What `/health` reads: numbers only, never a message or anything personal. */
type HealthStore = Pick<RegistrationStore, 'ping' | 'countOutbox'>;

/** The outbox backlog: messages waiting for delivery, and dead letters waiting for an operator. */
interface OutboxHealth {
  readonly pending: number;
  readonly dead: number;
}

async function readOutbox(store: HealthStore): Promise<OutboxHealth | null> {
  if (!(await store.ping())) return null;
  const [pending, dead] = await Promise.all([
    store.countOutbox('pending'),
    store.countOutbox('dead'),
  ]);
  return { pending, dead };
}

async function probe(store: HealthStore): Promise<OutboxHealth | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([readOutbox(store).catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /health`: 200 when the database answers, 503 otherwise (load balancers, e2e start-up).
 * A backlog or dead letters do not make it fail: they are for operators (docs/operations.md), and
 * taking the site out of a load balancer would not deliver them.
 */
export const healthRoutes: FastifyPluginAsync<{ store: HealthStore }> = async (app, { store }) => {
  app.get('/health', async (_request, reply) => {
    const outbox = await probe(store);
    reply.header('cache-control', 'no-store');
    return outbox === null
      ? reply.code(503).send({ status: 'unavailable', database: 'unavailable' })
      : reply.code(200).send({ status: 'ok', database: 'ok', outbox });
  });
};
