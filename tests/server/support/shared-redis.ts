import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * A key prefix of its own for one test run: Redis is shared by every test and helper, so a run writes
 * only under `test-redis-helper:<random>:` and deletes exactly those keys (never FLUSHDB).
 */
export function freshRedisPrefix(): string {
  return `test-redis-helper:${randomBytes(6).toString('hex')}:`;
}

/** Deletes the keys under `prefix` (SCAN, never KEYS or FLUSHDB). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const admin = new Redis(url, { lazyConnect: true });
  await admin.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await admin.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    admin.disconnect();
  }
}
