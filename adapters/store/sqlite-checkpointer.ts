import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A thread that copies the write-ahead log into the database file, off the event loop. */
export interface Checkpointer {
  /** Stops the thread after its checkpoint in progress, and closes its connection. */
  stop(): Promise<void>;
}

/** Options of the checkpoint thread. */
export interface CheckpointerOptions {
  readonly filename: string;
  readonly intervalMs: number;
  readonly busyTimeoutMs: number;
}

// The thread's code, plain CommonJS (it runs as is, in the source tree and in the compiled server).
// Its own connection, synchronous=FULL like the store's: the checkpoint syncs the database file
// before the log it copied may be reused, so a crash after it loses nothing.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename, { timeout: workerData.busyTimeoutMs });
db.pragma('synchronous = FULL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or failing: the next tick tries again; the store's own autocheckpoint is the backstop.
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** How long `stop` waits for the thread before ending it. */
const STOP_GRACE_MS = 2000;

/**
 * Checkpoints the SQLite write-ahead log every `intervalMs` from a thread of its own, off the event
 * loop where a COMMIT's checkpoint set the route's p99 (docs/performance.md "Registration").
 * PASSIVE never waits for the writer, so commits go on while it copies.
 */
export function startCheckpointer(options: CheckpointerOptions): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD, { eval: true, workerData: { ...options, driver } });
  // The thread never keeps the process alive, and its failure never takes the server down.
  worker.unref();
  worker.on('error', () => undefined);
  return {
    async stop() {
      if (worker.threadId === -1) return;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      const timer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
