import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** A server process a bench started. */
export interface BenchServer {
  readonly child: ChildProcess;
  /** User + system CPU time of the process and all its threads so far, in milliseconds (/proc). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Builds dist/ when an input changed since the last build (as `npm start` does). */
export function buildIfStale(): void {
  execFileSync(process.execPath, ['scripts/build/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

function status(url: string): Promise<number> {
  return new Promise((resolve) => {
    request(url, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', () => resolve(0))
      .end();
  });
}

/**
 * Spawns `node <args>` in the repository (stdout to /dev/null: production's log writes are paid,
 * the terminal stays quiet) and waits until `readyUrl` answers 200.
 */
export async function startServerProcess(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
): Promise<BenchServer> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while ((await status(readyUrl)) !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${readyUrl} did not answer (exit code ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    child,
    cpuMs() {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      // After the command name (which may hold spaces), utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
