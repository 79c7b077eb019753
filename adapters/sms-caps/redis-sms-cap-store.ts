import type { Redis } from 'ioredis';
import { errAsync, ResultAsync } from 'neverthrow';
import { domainError } from '../../core/errors/domain-error';
import type {
  SmsCapReservation,
  SmsCapStore,
  SmsCapStoreError,
} from '../../core/ports/sms-cap-store';
import {
  decideSmsSendFromCounts,
  SMS_CAP_RETENTION_MS,
  SMS_CAP_WINDOW_MS,
  type SmsCapDecision,
  type SmsCaps,
} from '../../core/sms/sms-caps';
import { tbilisiDayStartOf } from '../../core/time/tbilisi-time';
import { createSerialQueue } from '../store/serial-queue';

/** What the Redis cap store needs. */
export interface RedisSmsCapStoreOptions {
  /**
   * A connection of its own: WATCH belongs to a connection, so no other command may be sent on it
   * between WATCH and EXEC (the rate limiter's connection would interleave its scripts).
   */
  readonly connection: Redis;
  /** Prepended to every key, e.g. `course-site:` (one Redis may serve several sites). */
  readonly keyPrefix: string;
  /** Optimistic retries when another instance changed the same counts in between. */
  readonly maxAttempts?: number;
}

/** Another reservation touched the watched counts first: read them again. */
const CONFLICT = Symbol('conflict');

/** Epoch-ms instants from `ZRANGEBYSCORE … WITHSCORES` (member, score, member, score…). */
function scores(reply: readonly string[]): number[] {
  return reply.filter((_, index) => index % 2 === 1).map(Number);
}

/**
 * The SMS caps' counts shared by every instance through Redis (docs/security.md
 * "Shared state across instances"): a reservation WATCHes its keys, decides with core's rule
 * (`decideSmsSendFromCounts`) and writes in MULTI/EXEC, reading again if another instance wrote
 * first. Any Redis error or time-out answers `sms.caps_unavailable`.
 */
export function createRedisSmsCapStore(options: RedisSmsCapStoreOptions): SmsCapStore {
  const { connection: redis, keyPrefix } = options;
  const maxAttempts = options.maxAttempts ?? 20;
  const queue = createSerialQueue();
  // One hash tag, so the keys of a reservation would share a slot on a Redis Cluster too.
  const key = (...parts: readonly (string | number)[]) =>
    `${keyPrefix}{sms-caps}:${parts.join(':')}`;

  const attempt = async (
    reservation: SmsCapReservation,
    caps: SmsCaps,
  ): Promise<SmsCapDecision | typeof CONFLICT> => {
    const now = reservation.at.getTime();
    const phoneKey = key('phone', reservation.phone);
    const ipKey = reservation.ip === undefined ? undefined : key('ip', reservation.ip);
    const dayKey = key('day', tbilisiDayStartOf(reservation.at).getTime());
    const markerKey = key('message', reservation.key);
    await redis.watch(markerKey, phoneKey, dayKey, ...(ipKey === undefined ? [] : [ipKey]));
    // Up to +inf: a send another instance stamped a moment later (it won the race) still counts.
    const windowStart = `(${now - SMS_CAP_WINDOW_MS}`;
    const [counted, phoneTimes, ipTimes, sentToday] = await Promise.all([
      redis.exists(markerKey),
      redis.zrangebyscore(phoneKey, windowStart, '+inf', 'WITHSCORES'),
      ipKey === undefined ? [] : redis.zrangebyscore(ipKey, windowStart, '+inf', 'WITHSCORES'),
      redis.get(dayKey),
    ]);
    if (counted === 1) {
      await redis.unwatch();
      return { kind: 'allow' };
    }
    const counts = {
      sentToday: Number(sentToday ?? 0),
      phoneSendTimes: scores(phoneTimes),
      ipSendTimes: scores(ipTimes),
    };
    const decision = decideSmsSendFromCounts(counts, reservation, caps);
    if (decision.kind === 'refuse') {
      await redis.unwatch();
      return decision;
    }
    const expired = now - SMS_CAP_RETENTION_MS;
    const write = redis.multi();
    for (const setKey of ipKey === undefined ? [phoneKey] : [phoneKey, ipKey]) {
      write
        .zadd(setKey, now, reservation.key)
        .zremrangebyscore(setKey, '-inf', expired)
        .pexpire(setKey, SMS_CAP_RETENTION_MS);
    }
    write
      .incr(dayKey)
      .pexpire(dayKey, SMS_CAP_RETENTION_MS)
      .set(markerKey, '1', 'PX', SMS_CAP_RETENTION_MS);
    const results = await write.exec();
    if (results === null) return CONFLICT;
    const failed = results.find(([error]) => error !== null);
    if (failed !== undefined) throw failed[0];
    return decision;
  };

  const reserveNow = async (reservation: SmsCapReservation, caps: SmsCaps) => {
    for (let tries = 0; tries < maxAttempts; tries += 1) {
      try {
        const outcome = await attempt(reservation, caps);
        if (outcome !== CONFLICT) return outcome;
      } catch (error) {
        // Leave no WATCH behind on the connection for the next reservation (best effort).
        await redis.unwatch().catch(() => undefined);
        throw error;
      }
    }
    throw new Error(`SMS cap reservation still contended after ${maxAttempts} attempts`);
  };

  return {
    reserve(reservation, caps) {
      if (redis.status !== 'ready') {
        return errAsync<SmsCapDecision, SmsCapStoreError>(domainError('sms.caps_unavailable'));
      }
      return ResultAsync.fromPromise(
        queue.run(() => reserveNow(reservation, caps)),
        (): SmsCapStoreError => domainError('sms.caps_unavailable'),
      );
    },
  };
}
