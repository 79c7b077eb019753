import type { FastifyPluginAsync } from 'fastify';
import type { CalendarWarning } from '../../core/config-warnings/calendar-warnings';
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

/** `work`'s answer, or `fallback` when it fails or takes longer than the ping time-out. */
async function withinTimeout<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work().catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What `/health` reads: the database, Redis when `REDIS_URL` is set, the outbox worker's circuits. */
export interface HealthRoutesOptions {
  readonly store: HealthStore;
  readonly redis?: { ping(): Promise<boolean> };
  readonly circuits?: () => CircuitStates | undefined;
  /** The site calendar's warnings at the moment of the request (no I/O: the configuration is in memory). */
  readonly calendar?: () => readonly CalendarWarning[];
}

/**
 * `GET /health`: 503 only when the database does not answer; outbox trouble, Redis down and
 * calendar warnings keep 200, as dropping instances would fix none (docs/operations.md
 * "Outbox: follow-up deliveries", docs/security.md "Shared state across instances",
 * docs/operations.md "Site configuration").
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (
  app,
  { store, redis, circuits, calendar },
) => {
  app.get('/health', async (_request, reply) => {
    const [outbox, redisUp] = await Promise.all([
      withinTimeout(() => readOutbox(store), null),
      redis === undefined ? undefined : withinTimeout(() => redis.ping(), false),
    ]);
    const redisField =
      redisUp === undefined ? {} : { redis: redisUp ? ('ok' as const) : ('unavailable' as const) };
    const calendarField = calendar === undefined ? {} : { calendar: { warnings: calendar() } };
    reply.header('cache-control', 'no-store');
    if (outbox === null) {
      return reply
        .code(503)
        .send({ status: 'unavailable', database: 'unavailable', ...redisField, ...calendarField });
    }
    const status = redisUp === false ? 'degraded' : 'ok';
    const states = circuits?.();
    return reply.code(200).send({
      status,
      database: 'ok',
      ...redisField,
      outbox: { ...outbox, ...(states && { circuits: states }) },
      ...calendarField,
    });
  });
};
