import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisConnections } from '../../adapters/redis/redis-connections';
import { createRedisSmsCapStore } from '../../adapters/sms-caps/redis-sms-cap-store';
import { startTcpProxy, type TcpProxy } from '../fakes/tcp-proxy';
import { deleteRedisKeys, freshRedisPrefix } from '../server/support/shared-redis';
import { describeSmsCapStore } from './sms-cap-store.contract';

// Runs only against a real server: TEST_REDIS_URL=redis://127.0.0.1:6379
const url = process.env.TEST_REDIS_URL ?? '';
const CAPS = { phoneCooldownMs: 600_000, perPhonePerDay: 3, perIpPerDay: 10, globalPerDay: 300 };
const reservation = { phone: '+995555000001', key: 'lead-1:sms', at: new Date() };

const freshPrefix = freshRedisPrefix;
const deleteKeys = (prefix: string) => deleteRedisKeys(url, prefix);

async function whenUp(connections: RedisConnections): Promise<RedisConnections> {
  for (let tries = 0; tries < 100 && !(await connections.ping()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return connections;
}

describe.runIf(url !== '')('redis', () => {
  // Two "instances": each its own connections, both on one Redis under one prefix.
  describeSmsCapStore('redis', async () => {
    const keyPrefix = freshPrefix();
    const instances = await Promise.all([whenUp(connectRedis(url)), whenUp(connectRedis(url))]);
    const [first, second] = instances.map((connections) =>
      createRedisSmsCapStore({ connection: connections.smsCaps, keyPrefix }),
    );
    if (first === undefined || second === undefined) throw new Error('two stores expected');
    return {
      stores: [first, second],
      cleanup: async () => {
        await Promise.all(instances.map((connections) => connections.close()));
        await deleteKeys(keyPrefix);
      },
    };
  });

  describe('when Redis fails (docs/security.md "Shared state across instances")', () => {
    let proxy: TcpProxy;
    beforeAll(async () => {
      const target = new URL(url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    });
    afterAll(async () => {
      await proxy.stop();
    });

    it('answers sms.caps_unavailable at once when nothing listens, and reports the loss', async () => {
      const closed = await new Promise<number>((resolve) => {
        const server = createServer();
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
        });
      });
      const connections = connectRedis(`redis://127.0.0.1:${closed}`);
      const statuses: string[] = [];
      connections.onStatusChange((status) => statuses.push(status));
      const store = createRedisSmsCapStore({
        connection: connections.smsCaps,
        keyPrefix: freshPrefix(),
      });
      const started = Date.now();
      const result = await store.reserve(reservation, CAPS);
      expect(result._unsafeUnwrapErr()).toEqual({ type: 'sms.caps_unavailable' });
      expect(await connections.ping()).toBe(false);
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(statuses).toEqual(['down']);
      await connections.close();
    });

    it('gives up within the command time-out when Redis hangs, and works again after', async () => {
      const keyPrefix = freshPrefix();
      const connections = await whenUp(connectRedis(`redis://127.0.0.1:${proxy.port}`));
      const store = createRedisSmsCapStore({ connection: connections.smsCaps, keyPrefix });
      proxy.setMode('freeze');
      const started = Date.now();
      const frozen = await store.reserve(reservation, CAPS);
      expect(frozen._unsafeUnwrapErr().type).toBe('sms.caps_unavailable');
      expect(Date.now() - started).toBeLessThan(2_000);
      // Back: the connection that timed out may be replaced; reservations pass again.
      proxy.setMode('down');
      proxy.setMode('forward');
      await whenUp(connections);
      const after = await store.reserve({ ...reservation, key: 'lead-2:sms' }, CAPS);
      expect(after._unsafeUnwrap()).toEqual({ kind: 'allow' });
      await connections.close();
      await deleteKeys(keyPrefix);
    });
  });
});
