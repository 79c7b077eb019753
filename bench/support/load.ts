import { fork } from 'node:child_process';
import { join } from 'node:path';
import type autocannon from 'autocannon';

/** The part of autocannon's result the benches read. */
export interface LoadResult {
  readonly requests: { readonly average: number; readonly total: number };
  readonly latency: { readonly p99: number; readonly p50: number };
  readonly throughput: { readonly total: number };
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
}

/**
 * Runs one bounded autocannon load (its `duration` or `amount`) from a child process: the load
 * generator still shares the machine's cores, but not the caller's process, so the caller's
 * `process.cpuUsage()` over the run is the server's own cost.
 */
export function runLoad(options: autocannon.Options): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'load-process.ts'), {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
    });
    child.send(options);
  });
}
