import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { COMPILED_SERVER } from '../../support/compiled-server';
import { createLeadDeliveryWorkspace } from './lead-delivery-app';

const ROOT = join(import.meta.dirname, '../../..');

/** How a stopped server ended. */
export interface ServerExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** From the signal to the process's exit. */
  readonly elapsedMs: number;
}

/** The real server (compiled `server/main.ts`) in a child process, on a fixture site and its own SQLite file. */
export interface RealServer {
  readonly port: number;
  readonly baseUrl: string;
  readonly sqlitePath: string;
  /** Everything the process wrote to stdout and stderr so far. */
  readonly output: () => string;
  /** Sends `signal` and waits for the exit (SIGKILL after `killAfterMs`). */
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<ServerExit>;
  /** Removes the fixture site and the database folder (after `stop`). */
  remove(): void;
}

/** What to start: extra environment and, optionally, a soft open-files limit for the child. */
export interface RealServerOptions {
  /** Extra variables, or a function of the server's own base URL (e.g. PAYMENT_CALLBACK_ORIGIN). */
  readonly env?:
    | Readonly<Record<string, string>>
    | ((baseUrl: string) => Readonly<Record<string, string>>);
  /** Runs the child under `ulimit -n` this value (through bash). */
  readonly openFilesLimit?: number;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function launch(options: RealServerOptions, env: NodeJS.ProcessEnv): ChildProcess {
  const args = [COMPILED_SERVER];
  if (options.openFilesLimit === undefined) {
    return spawn(process.execPath, args, { cwd: ROOT, env });
  }
  // `exec` keeps one process, so the signal reaches the server itself.
  const script = `ulimit -n ${options.openFilesLimit} && exec "$0" "$@"`;
  return spawn('bash', ['-c', script, process.execPath, ...args], { cwd: ROOT, env });
}

/**
 * Starts the server with the default settings except where it must differ to run beside other
 * tests: a free loopback port, a fixture site and a fresh SQLite file. `LOG_LEVEL` is left unset
 * (the default applies) unless `env` sets it.
 */
export async function startRealServer(options: RealServerOptions = {}): Promise<RealServer> {
  const workspace = createLeadDeliveryWorkspace();
  const port = await freePort();
  const sqlitePath = join(workspace.dir, 'site.db');
  const baseUrl = `http://127.0.0.1:${port}`;
  const extra = typeof options.env === 'function' ? options.env(baseUrl) : (options.env ?? {});
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: sqlitePath,
    SITE_DIR: workspace.fixture.siteDir,
    LOCALES_DIR: workspace.fixture.localesDir,
    ...extra,
  };
  if (extra.LOG_LEVEL === undefined) delete env.LOG_LEVEL;
  delete env.DATABASE_URL;
  const child = launch(options, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const health = await fetch(`${baseUrl}/health`).catch(() => null);
    if (health?.status === 200) break;
    if (Date.now() - started > 20_000) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy within 20 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    baseUrl,
    sqlitePath,
    output: () => output,
    async stop(signal = 'SIGTERM', killAfterMs = 15_000) {
      const sent = Date.now();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const killer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        await exited;
        clearTimeout(killer);
      }
      return { code: child.exitCode, signal: child.signalCode, elapsedMs: Date.now() - sent };
    },
    remove: () => workspace.remove(),
  };
}
