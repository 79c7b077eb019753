import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { describe, expect, it, vi } from 'vitest';
import { shutDownGracefully } from '../../server/shutdown';
import { createSiteFixture } from './support/site-fixture';
import { buildTestApp } from './support/test-app';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown (docs/security.md "Graceful shutdown" G1)', () => {
  it('closes the store exactly once when the app closes', async () => {
    const fixture = createSiteFixture();
    const { app, store } = buildTestApp(fixture);
    await app.ready();
    expect(store.closeCalls()).toBe(0);
    await app.close();
    expect(store.closeCalls()).toBe(1);
    fixture.remove();
  });

  it('lets an in-flight request finish, refuses new connections, then closes the store', async () => {
    const fixture = createSiteFixture();
    const { app, store } = buildTestApp(fixture);
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const requestStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/api/slow', async () => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { finished: true, storeClosedWhileRunning: store.closeCalls() > 0 };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const slow = get(port, '/api/slow');
    await requestStarted;
    const closing = shutDownGracefully(app, { timeoutMs: 5000, exit: vi.fn() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(get(port, '/health')).rejects.toThrow();
    release();

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ finished: true, storeClosedWhileRunning: false });
    await closing;
    expect(store.closeCalls()).toBe(1);
    fixture.remove();
  });

  it('answers a request that arrives while closing 503 through the app', async () => {
    const fixture = createSiteFixture();
    const { app } = buildTestApp(fixture);
    // Holds the close between the app's own preClose (closing begins) and the listener's close:
    // registered after the app's plugins, so its hook runs after theirs.
    let release: () => void = () => undefined;
    app.register(
      fp(async (root) => {
        root.addHook('preClose', () => {
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        });
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const response = await fetch(`http://127.0.0.1:${port}/health`);
    release();
    await closing;

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('connection')).toBe('close');
    fixture.remove();
  });

  it('exits 0 after a clean close', async () => {
    const exit = vi.fn();
    await shutDownGracefully({ close: async () => undefined }, { timeoutMs: 1000, exit });
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('exits 1 when closing fails', async () => {
    const exit = vi.fn();
    const onError = vi.fn();
    await shutDownGracefully(
      { close: async () => Promise.reject(new Error('stuck')) },
      { timeoutMs: 1000, exit, onError },
    );
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('forces exit 1 when closing takes longer than the budget', async () => {
    vi.useFakeTimers();
    try {
      const exit = vi.fn();
      void shutDownGracefully(
        { close: () => new Promise(() => undefined) },
        { timeoutMs: 10_000, exit },
      );
      vi.advanceTimersByTime(9_999);
      expect(exit).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
