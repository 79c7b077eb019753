import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startRealServer } from './support/real-server';
import { createSiteFixture } from './support/site-fixture';
import { openSlowClient } from './support/slow-client';
import { buildTestApp } from './support/test-app';

/*
 * The fast version of `npm run probe:slow-clients` (docs/security.md "Slow and hostile clients"): a
 * few hostile connections against short configured deadlines.
 */

const withinMs = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms),
    ),
  ]);

describe('slow clients are bounded by the request deadlines', () => {
  it('answers a trickled body or slow headers 408 with the coded body and headers, then closes', {
    timeout: 15_000,
  }, async () => {
    const fixture = createSiteFixture();
    const { app } = buildTestApp(fixture, {
      REQUEST_TIMEOUT_MS: '800',
      HEADERS_TIMEOUT_MS: '400',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const clients = [
        ...[1, 2, 3].map(() => openSlowClient({ port, kind: 'body', everyMs: 100 })),
        ...[1, 2].map(() => openSlowClient({ port, kind: 'headers', everyMs: 100 })),
      ];
      await Promise.all(clients.map((client) => client.connected));
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);

      const outcomes = await withinMs(Promise.all(clients.map((client) => client.closed)), 4000);
      for (const outcome of outcomes) {
        expect(outcome.status).toBe(408);
        expect(outcome.answer).toContain('{"error":{"code":"REQUEST_TIMEOUT"}}');
        expect(outcome.answer).toContain('x-frame-options: DENY');
        expect(outcome.answer).toContain("content-security-policy: default-src 'self'");
        expect(outcome.closedAfterMs).toBeLessThan(3000);
      }
    } finally {
      await app.close();
      fixture.remove();
    }
  });
});

describe('SIGTERM with a slow client still connected (docs/security.md "Graceful shutdown")', () => {
  it('drops the straggler after the grace, closes the database cleanly and exits 0', {
    timeout: 30_000,
  }, async () => {
    const server = await startRealServer({
      env: { SHUTDOWN_GRACE_MS: '500', REQUEST_TIMEOUT_MS: '60000', HEADERS_TIMEOUT_MS: '60000' },
    });
    try {
      const registered = await fetch(`${server.baseUrl}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'shutdown.g1@example.ge',
          source: 'exit_intent',
          offer: 'career_checklist',
        }),
      });
      expect(registered.status).toBe(201);
      const clients = [1, 2].map(() =>
        openSlowClient({ port: server.port, kind: 'body', everyMs: 200 }),
      );
      await Promise.all(clients.map((client) => client.connected));
      await new Promise((resolve) => setTimeout(resolve, 300));

      const exit = await server.stop('SIGTERM');

      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.elapsedMs).toBeLessThan(5000);
      expect(server.output()).toContain('shutdown grace over');
      expect(server.output()).toContain('"msg":"database closed"');
      expect(server.output()).toContain('"exitCode":0');
      expect(existsSync(`${server.sqlitePath}-wal`)).toBe(false);
      const database = new Database(server.sqlitePath, { readonly: true });
      expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
      database.close();
      for (const client of clients) expect(client.outcome().closedAfterMs).toBeDefined();
    } finally {
      await server.stop('SIGKILL');
      server.remove();
    }
  });
});
