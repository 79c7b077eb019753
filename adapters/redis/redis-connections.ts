import { Redis } from 'ioredis';

/** Whether Redis was last seen answering. */
export type RedisStatus = 'up' | 'down';

/** The site's connections to the Redis named by `REDIS_URL` (docs/operations.md "Redis"). */
export interface RedisConnections {
  /** For @fastify/rate-limit's Redis store (its counters are one Lua script per request). */
  readonly rateLimit: Redis;
  /** Only for SMS-cap reservations: WATCH belongs to a connection, so they get their own. */
  readonly smsCaps: Redis;
  /** True when both connections answer a PING within the command time-out. */
  ping(): Promise<boolean>;
  /**
   * Calls `listener` each time Redis goes down or comes back, once per change (not per failed
   * reconnect), and at once if it is already down.
   */
  onStatusChange(listener: (status: RedisStatus, error?: Error) => void): void;
  /** Waits for pending replies, then closes both connections. */
  close(): Promise<void>;
}

/** How long to wait for Redis: short, so a request never hangs on it (docs/security.md "Shared state across instances"). */
export interface RedisTimeouts {
  /** Connecting (TCP and the ready check). */
  readonly connectTimeoutMs: number;
  /** One command's reply. */
  readonly commandTimeoutMs: number;
}

const DEFAULT_TIMEOUTS: RedisTimeouts = { connectTimeoutMs: 1_000, commandTimeoutMs: 500 };

/**
 * Opens the connections (ioredis). Commands never wait for a connection: without one they fail at
 * once (`enableOfflineQueue: false`), and a reply slower than the command time-out fails the command,
 * so the callers' fail-open (rate limits) or fail-closed (SMS caps) choice applies within half a
 * second. ioredis keeps reconnecting in the background, every 2 s at most.
 */
export function connectRedis(
  url: string,
  timeouts: RedisTimeouts = DEFAULT_TIMEOUTS,
): RedisConnections {
  const rateLimit = openConnection(url, 'course-site-rate-limit', timeouts);
  const smsCaps = openConnection(url, 'course-site-sms-caps', timeouts);
  const status = watchStatus([rateLimit, smsCaps]);
  return {
    rateLimit,
    smsCaps,
    ping: async () => (await Promise.all([pingOne(rateLimit), pingOne(smsCaps)])).every(Boolean),
    onStatusChange: status.onStatusChange,
    close: async () => {
      status.stopTelling();
      await Promise.all([closeOne(rateLimit), closeOne(smsCaps)]);
    },
  };
}

type StatusListener = (status: RedisStatus, error?: Error) => void;

function openConnection(url: string, name: string, timeouts: RedisTimeouts): Redis {
  return new Redis(url, {
    connectionName: name,
    connectTimeout: timeouts.connectTimeoutMs,
    commandTimeout: timeouts.commandTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
}

/** Follows the connections' events: up when every one is ready, down at the first error or close. */
function watchStatus(connections: readonly Redis[]): {
  onStatusChange(listener: StatusListener): void;
  stopTelling(): void;
} {
  const listeners: StatusListener[] = [];
  let status: RedisStatus | undefined;
  let lastError: Error | undefined;
  const change = (next: RedisStatus, error?: Error) => {
    if (status === next) return;
    status = next;
    lastError = error;
    for (const listener of listeners) listener(next, error);
  };
  for (const connection of connections) {
    // A listener is required: ioredis prints unhandled 'error' events to stderr otherwise.
    connection.on('error', (error: Error) => change('down', error));
    connection.on('close', () => change('down'));
    connection.on('ready', () => {
      if (connections.every((each) => each.status === 'ready')) change('up');
    });
  }
  return {
    onStatusChange(listener) {
      listeners.push(listener);
      if (status === 'down') listener('down', lastError);
    },
    stopTelling: () => {
      listeners.length = 0;
    },
  };
}

function pingOne(connection: Redis): Promise<boolean> {
  return connection.status === 'ready'
    ? connection.ping().then(
        (reply) => reply === 'PONG',
        () => false,
      )
    : Promise.resolve(false);
}

async function closeOne(connection: Redis): Promise<void> {
  if (connection.status === 'ready') await connection.quit().catch(() => undefined);
  connection.disconnect();
}
