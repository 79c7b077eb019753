import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { COMPILED_SERVER } from '../../support/compiled-server';
import { launchChromium } from './browser';

/**
 * A running copy of the real site, the compiled server as production runs it
 * (`node dist/server/main.js`, built by the project's global set-up), on a free loopback port and
 * its own SQLite file (or the caller's `DATABASE_URL`).
 */
export interface SiteServer {
  readonly baseUrl: string;
  /** The server's own SQLite file (unless `extraEnv` chose another), for read-only checks. */
  readonly sqlitePath: string;
  readonly output: () => string;
  /** The process's exit code once it has exited (0 after a clean SIGTERM shutdown), else null. */
  readonly exitCode: () => number | null;
  stop(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
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

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  deadlineMs: number,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy within ${deadlineMs} ms`);
}

/** Extra variables, or a function of the server's own base URL (e.g. PAYMENT_CALLBACK_ORIGIN). */
export type SiteServerEnv = Record<string, string> | ((baseUrl: string) => Record<string, string>);

/** Starts the built site exactly as `npm start` does once dist/ is current. */
export async function startSiteServer(env_: SiteServerEnv = {}): Promise<SiteServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const extraEnv = typeof env_ === 'function' ? env_(baseUrl) : env_;
  const sqlitePath = join(dataDir, 'site.db');
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_ORIGIN: 'http://localhost:3000',
    SQLITE_PATH: sqlitePath,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  // SQLite unless the caller names a PostgreSQL database itself (never the developer's own).
  if (extraEnv.DATABASE_URL === undefined) delete env.DATABASE_URL;
  // Plain node, no TypeScript loader: half the CPU of a start through tsx (docs/performance.md "Start-up").
  const child = spawn(process.execPath, [COMPILED_SERVER], { cwd: ROOT, env });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    await waitForHealth(baseUrl, child, 20_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return {
    baseUrl,
    sqlitePath: env.SQLITE_PATH ?? sqlitePath,
    output: () => output,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A journey file's site server and its connection to the shared Chromium, opened for the file. */
export interface SiteContext {
  readonly server: SiteServer;
  readonly browser: Browser;
}

/**
 * Starts a site server (shipped configuration) and connects to the shared Chromium before the
 * file's tests, and closes both after them. The fields are there once `beforeAll` has run.
 */
export function setUpSite(): SiteContext {
  const context = {} as { server: SiteServer; browser: Browser };
  beforeAll(async () => {
    [context.server, context.browser] = await Promise.all([startSiteServer(), launchChromium()]);
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.server?.stop();
  });
  return context;
}
