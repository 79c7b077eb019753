import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** What the server's `ready` log line says about its own start (server/main.ts). */
export interface ReadyFigures {
  /** From the server process's start to listening (wall clock). */
  readonly startupMs: number;
  /** CPU time, all threads, until listening: comparable even when the machine is busy. */
  readonly startupCpuMs: number;
}

/** A server process started by a probe, with how long it took to answer `/health`. */
export interface StartedServer {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** From spawn to the first 200 from `/health`, in milliseconds. */
  readonly listeningMs: number;
  readonly output: () => string;
  /** The `ready` line's figures (needs LOG_LEVEL info or lower); waits up to a second for it. */
  ready(): Promise<ReadyFigures>;
  /** SIGTERM, then the exit code and how long the graceful shutdown took. */
  stop(): Promise<{ code: number | null; ms: number }>;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

function readyFigures(output: string): ReadyFigures | undefined {
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"ready"')) continue;
    const { startupMs, startupCpuMs } = JSON.parse(line) as ReadyFigures;
    return { startupMs, startupCpuMs };
  }
  return undefined;
}

/** A free loopback port (the OS picks it, then releases it for the server). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Spawns `command args` in `cwd` and polls `/health` every 10 ms until it answers 200, the process
 * exits, or `deadlineMs` passes (then the process is killed and the error carries its output).
 */
export async function startServer(options: {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly port: number;
  readonly deadlineMs?: number;
}): Promise<StartedServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  let output = '';
  const started = performance.now();
  // Its own process group: `npm start` runs the server as a grandchild, and stop() ends them all.
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = started + (options.deadlineMs ?? 30_000);
  while (!(await healthy(`${baseUrl}/health`))) {
    if (child.exitCode !== null || performance.now() > deadline) {
      killGroup(child, 'SIGKILL');
      throw new Error(`the server did not become healthy (exit ${child.exitCode}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const listeningMs = performance.now() - started;
  return {
    child,
    baseUrl,
    listeningMs,
    output: () => output,
    async ready() {
      for (let waited = 0; waited < 1000; waited += 10) {
        const figures = readyFigures(output);
        if (figures !== undefined) return figures;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no "ready" log line (is LOG_LEVEL above info?):\n${output}`);
    },
    async stop() {
      const stopping = performance.now();
      if (child.exitCode !== null) return { code: child.exitCode, ms: 0 };
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      killGroup(child, 'SIGTERM');
      const code = await exited;
      return { code, ms: performance.now() - stopping };
    },
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
