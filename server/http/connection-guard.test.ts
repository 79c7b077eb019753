import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardConnections } from './connection-guard';
import { STALE_AFTER_MS } from './open-connections';

let server: Server;
let port: number;
let clock = 0;
const sockets: Socket[] = [];

beforeEach(async () => {
  clock = 1_000_000;
  server = createServer((_request, response) => response.end('ok'));
  guardConnections(server, { maxConnections: 4, maxConnectionsPerIp: 2, now: () => clock });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** A client that is closed or not, as seen from its side. */
interface Client {
  readonly socket: Socket;
  readonly closed: () => boolean;
}

/** Opens a connection from a loopback source address; `headers` starts a request it never ends. */
async function open(from: string, mode: 'slow-headers' | 'keep-alive-idle'): Promise<Client> {
  const socket = connect({ host: '127.0.0.1', port, localAddress: from });
  sockets.push(socket);
  let closed = false;
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  if (mode === 'slow-headers') socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
  else {
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => socket.once('data', resolve));
  }
  await settle();
  return { socket, closed: () => closed };
}

describe('guardConnections (docs/security.md "Slow and hostile clients")', () => {
  it('refuses a newcomer when every connection of its address is busy and fresh', async () => {
    const first = await open('127.0.0.1', 'slow-headers');
    const second = await open('127.0.0.1', 'slow-headers');
    const third = await open('127.0.0.1', 'slow-headers');
    expect([first.closed(), second.closed(), third.closed()]).toEqual([false, false, true]);
  });

  it("closes the address's longest-waiting request once it is stale, to admit the newcomer", async () => {
    const first = await open('127.0.0.1', 'slow-headers');
    clock += 10;
    const second = await open('127.0.0.1', 'slow-headers');
    clock += STALE_AFTER_MS;
    const third = await open('127.0.0.1', 'slow-headers');
    expect([first.closed(), second.closed(), third.closed()]).toEqual([true, false, false]);
  });

  it('leaves other addresses alone when one address is at its cap', async () => {
    const other = await open('127.0.0.2', 'slow-headers');
    await open('127.0.0.1', 'slow-headers');
    await open('127.0.0.1', 'slow-headers');
    clock += STALE_AFTER_MS;
    await open('127.0.0.1', 'slow-headers');
    expect(other.closed()).toBe(false);
  });

  it('frees a global slot from an idle keep-alive connection before any busy one', async () => {
    const busy = await open('127.0.0.2', 'slow-headers');
    clock += 10;
    const idle = await open('127.0.0.3', 'keep-alive-idle');
    await open('127.0.0.4', 'slow-headers');
    await open('127.0.0.5', 'slow-headers');
    clock += STALE_AFTER_MS;
    const newcomer = await open('127.0.0.6', 'slow-headers');
    expect([busy.closed(), idle.closed(), newcomer.closed()]).toEqual([false, true, false]);
  });

  it('frees a global slot from the stalest request when none is idle, else refuses', async () => {
    const oldest = await open('127.0.0.2', 'slow-headers');
    clock += 10;
    const others = [
      await open('127.0.0.3', 'slow-headers'),
      await open('127.0.0.4', 'slow-headers'),
      await open('127.0.0.5', 'slow-headers'),
    ];
    const refused = await open('127.0.0.6', 'slow-headers');
    expect(refused.closed()).toBe(true);
    clock += STALE_AFTER_MS;
    const admitted = await open('127.0.0.6', 'slow-headers');
    expect([oldest.closed(), admitted.closed(), ...others.map((c) => c.closed())]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('caps Node itself just above the guard, as a backstop', () => {
    expect(server.maxConnections).toBeGreaterThan(4);
    expect(server.maxConnections).toBeLessThanOrEqual(4 + 16);
  });
});
