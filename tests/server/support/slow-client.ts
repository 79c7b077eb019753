import { connect, type Socket } from 'node:net';

/** How one slow connection ended, as the client saw it. */
export interface SlowClientOutcome {
  /** The status line's code, if the server answered before closing. */
  readonly status: number | undefined;
  /** Everything the server sent. */
  readonly answer: string;
  /** From the connection opening to its close; undefined while it is still open. */
  readonly closedAfterMs: number | undefined;
}

/** One hostile connection: slow headers, or complete headers and a trickled body. */
export interface SlowClient {
  readonly connected: Promise<boolean>;
  readonly outcome: () => SlowClientOutcome;
  readonly closed: Promise<SlowClientOutcome>;
  destroy(): void;
}

/** Where and how slowly to trickle. */
export interface SlowClientOptions {
  readonly port: number;
  readonly kind: 'body' | 'headers';
  readonly everyMs: number;
  /** Source address on the loopback range (127.0.0.0/8): lets one process play many clients. */
  readonly localAddress?: string;
  readonly path?: string;
}

/**
 * Starts one connection that never finishes its request: `body` sends complete headers announcing
 * 10,000 bytes and then one byte every `everyMs`; `headers` sends one header line every `everyMs`.
 * Loopback only.
 */
export function openSlowClient(options: SlowClientOptions): SlowClient {
  const opened = Date.now();
  const path = options.path ?? '/api/registration';
  let answer = '';
  let closedAfterMs: number | undefined;
  const socket: Socket = connect({
    host: '127.0.0.1',
    port: options.port,
    ...(options.localAddress === undefined ? {} : { localAddress: options.localAddress }),
  });
  socket.setNoDelay(true);
  const outcome = (): SlowClientOutcome => {
    const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
    return { status: status === undefined ? undefined : Number(status), answer, closedAfterMs };
  };
  let ticker: NodeJS.Timeout | undefined;
  const connected = new Promise<boolean>((resolve) => {
    socket.once('connect', () => {
      const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`;
      if (options.kind === 'body') {
        socket.write(`${head}Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`);
      } else {
        socket.write(head);
      }
      let count = 0;
      ticker = setInterval(() => {
        count += 1;
        if (socket.destroyed || !socket.writable) return;
        socket.write(options.kind === 'body' ? ' ' : `X-Slow-${count}: ${count}\r\n`);
      }, options.everyMs);
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<SlowClientOutcome>((resolve) => {
    socket.once('close', () => {
      clearInterval(ticker);
      closedAfterMs = Date.now() - opened;
      resolve(outcome());
    });
  });
  return { connected, outcome, closed, destroy: () => socket.destroy() };
}
