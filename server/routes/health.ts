import type { FastifyPluginAsync } from 'fastify';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { CircuitStates } from '../workers/outbox-circuits';

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

/** What `/health` reads: the store, and the outbox worker's circuits when one runs. */
interface HealthOptions {
  readonly store: HealthStore;
  readonly circuits?: () => CircuitStates | undefined;
}

/**
 * `GET /health`: 200 when the database answers, 503 otherwise (load balancers, e2e start-up).
 * A backlog, dead letters or an open circuit do not make it fail: they are for operators
 * (docs/operations.md "Outbox: follow-up deliveries"), and taking the site out of a load balancer
 * would not deliver them.
 */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  app.get('/health', async (_request, reply) => {
    const outbox = await probe(options.store);
    reply.header('cache-control', 'no-store');
    if (outbox === null) {
      return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
    }
    const circuits = options.circuits?.();
    return reply
      .code(200)
      .send({ status: 'ok', database: 'ok', outbox: { ...outbox, ...(circuits && { circuits }) } });
  });
};
