import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './timed-server';

const ROOT = join(import.meta.dirname, '../../..');

/** The real server (`server/main.ts`) in one Node process of its own, so SIGKILL hits it directly. */
export interface ServerProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** stderr so far (warnings and errors at the probes' log level). */
  readonly output: () => string;
  /** kill -9, resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, resolved with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the server on 127.0.0.1 with `env` over the current environment; waits for /health. */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${chosen}`;
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(chosen),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  if (env.DATABASE_URL === undefined) delete merged.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: merged,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const health = await fetch(`${baseUrl}/health`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      return child.exitCode;
    },
  };
}

/** Polls `condition` every 50 ms until it holds; false when `timeoutMs` passes first. */
export async function pollUntil(
  condition: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
