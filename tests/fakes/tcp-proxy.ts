import { connect, createServer, type Server, type Socket } from 'node:net';

/** How the proxy treats traffic: pass it on, swallow it (a hung server), or drop every connection. */
export type TcpProxyMode = 'forward' | 'freeze' | 'down';

/** A loopback TCP proxy in front of a real server (Redis), to make it hang or vanish on demand. */
export interface TcpProxy {
  /** `redis://127.0.0.1:<port>` style address of the proxy: host and port. */
  readonly port: number;
  setMode(mode: TcpProxyMode): void;
  stop(): Promise<void>;
}

/** Starts a proxy on 127.0.0.1 to `target` (host, port), forwarding until told otherwise. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: TcpProxyMode = 'forward';
  const pairs = new Set<[Socket, Socket]>();
  const server: Server = createServer((client) => {
    if (mode === 'down') {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (mode === 'forward') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    setMode(next) {
      mode = next;
      if (next === 'down')
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
    },
    stop: async () => {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
