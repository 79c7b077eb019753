/**
 * `npm run probe:slow-clients` (docs/security.md "Slow and hostile clients"): the heavy version of
 * tests/server/slow-clients.test.ts. Starts the real server (fixture site, own SQLite file) on
 * loopback, attacks it with trickling clients and prints the figures:
 *
 * A. 300 connections trickling a body (one byte every 1.5 s) from ten addresses: all closed by
 *    the request deadline within 30 s.
 * B. 1,124 slow connections against a server under `ulimit -n 1024`, from one address and then
 *    spread over twenty: 20 of 20 legitimate requests answered while they hold on.
 * C. SIGTERM while slow clients hold connections: exit 0 within 10 s, database closed cleanly.
 *
 * Bounded and self-stopping: every client and server is closed at the end; exits 1 if a bar fails.
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import Database from 'better-sqlite3';
import { type RealServer, startRealServer } from '../server/support/real-server';
import { openSlowClient, type SlowClient } from '../server/support/slow-client';

const TRICKLE_EVERY_MS = 1500;
const failures: string[] = [];

function bar(ok: boolean, text: string): void {
  console.log(`  ${ok ? 'PASS' : 'FAIL'} ${text}`);
  if (!ok) failures.push(text);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens `count` trickling clients in batches (the listen backlog is finite), from `addresses`. */
async function openMany(
  port: number,
  count: number,
  addresses: readonly string[],
): Promise<SlowClient[]> {
  const clients: SlowClient[] = [];
  for (let index = 0; index < count; index += 1) {
    const localAddress = addresses[index % addresses.length];
    clients.push(
      openSlowClient({
        port,
        kind: 'body',
        everyMs: TRICKLE_EVERY_MS,
        ...(localAddress === undefined ? {} : { localAddress }),
      }),
    );
    if (index % 100 === 99) await sleep(50);
  }
  await Promise.all(clients.map((client) => client.connected));
  return clients;
}

/** One legitimate GET on a new connection from `localAddress`; its status, or 0 on failure. */
function legitimateGet(port: number, path: string, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, localAddress, agent: false, timeout: 5000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function legitimateRequests(port: number, from: string, count: number): Promise<number> {
  let answered = 0;
  for (let index = 0; index < count; index += 1) {
    const path = index % 2 === 0 ? '/health' : '/api/catalogue';
    if ((await legitimateGet(port, path, from)) === 200) answered += 1;
  }
  return answered;
}

const stillOpen = (clients: readonly SlowClient[]) =>
  clients.filter((client) => client.outcome().closedAfterMs === undefined).length;

function closeAll(clients: readonly SlowClient[]): void {
  for (const client of clients) client.destroy();
}

async function withServer<T>(
  options: Parameters<typeof startRealServer>[0],
  run: (server: RealServer) => Promise<T>,
): Promise<T> {
  const server = await startRealServer({ ...options, env: { LOG_LEVEL: 'warn', ...options?.env } });
  try {
    return await run(server);
  } finally {
    await server.stop('SIGKILL');
    server.remove();
  }
}

async function trickledBodies(): Promise<void> {
  console.log('\nA. 300 connections trickling a body (1 byte / 1.5 s), default deadlines');
  await withServer({}, async (server) => {
    const addresses = Array.from({ length: 10 }, (_, index) => `127.0.0.${index + 2}`);
    const clients = await openMany(server.port, 300, addresses);
    const opened = Date.now();
    while (stillOpen(clients) > 0 && Date.now() - opened < 30_000) await sleep(250);
    const outcomes = clients.map((client) => client.outcome());
    const times = outcomes.map((outcome) => outcome.closedAfterMs ?? Number.POSITIVE_INFINITY);
    const statuses = new Map<string, number>();
    for (const outcome of outcomes) {
      const key = String(outcome.status ?? 'none');
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    console.log(`  closed within 30 s: ${300 - stillOpen(clients)} of 300`);
    // 429: the form's rate limit answered before the body was complete; the deadline still closed it.
    const tally = [...statuses].map(([status, count]) => `${status}: ${count}`).join(', ');
    console.log(`  answers before closing (status: connections): ${tally}`);
    console.log(
      `  closed after: first ${(Math.min(...times) / 1000).toFixed(1)} s, last ${(Math.max(...times) / 1000).toFixed(1)} s`,
    );
    bar(stillOpen(clients) === 0, 'all 300 trickling connections closed within 30 s');
    closeAll(clients);
  });
}

async function crowdUnderLowLimit(label: string, spread: number) {
  return await withServer({ openFilesLimit: 1024 }, async (server) => {
    const addresses = Array.from({ length: spread }, (_, index) => `127.0.1.${index + 1}`);
    const clients = await openMany(server.port, 1124, addresses);
    // Real visitors arrive while the slow connections hold on.
    await sleep(1500);
    const fromOther = await legitimateRequests(server.port, '127.0.0.2', 10);
    const fromSame = await legitimateRequests(server.port, addresses[0] ?? '127.0.0.1', 10);
    const open = stillOpen(clients);
    const alive = (await legitimateGet(server.port, '/health', '127.0.0.3')) === 200;
    console.log(`  ${label}`);
    console.log(`    slow connections still open during the requests: ${open} of 1124`);
    console.log(`    legitimate requests answered 200: ${fromOther + fromSame} of 20`);
    console.log(`      (${fromOther} from another address, ${fromSame} from an attacking one)`);
    console.log(`    server alive afterwards: ${alive}`);
    closeAll(clients);
    return { answered: fromOther + fromSame, alive };
  });
}

async function slowCrowd(): Promise<void> {
  console.log('\nB. 1,124 slow connections, server under ulimit -n 1024');
  const single = await crowdUnderLowLimit('from one address (default caps):', 1);
  bar(
    single.answered === 20 && single.alive,
    '20 of 20 legitimate requests answered (one address)',
  );
  const spread = await crowdUnderLowLimit('spread over 20 addresses (default caps):', 20);
  bar(
    spread.answered === 20 && spread.alive,
    '20 of 20 legitimate requests answered (20 addresses)',
  );
}

async function sigtermWithSlowClients(): Promise<void> {
  console.log('\nC. SIGTERM while 5 clients trickle bodies and 1 keep-alive connection idles');
  const server = await startRealServer({ env: { LOG_LEVEL: 'info' } });
  try {
    const stored = await fetch(`${server.baseUrl}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'probe.g1@example.ge',
        source: 'exit_intent',
        offer: 'career_checklist',
      }),
    });
    const clients = await openMany(server.port, 5, ['127.0.0.1']);
    await legitimateGet(server.port, '/health', '127.0.0.1');
    await sleep(500);
    const exit = await server.stop('SIGTERM', 20_000);
    const walLeft = existsSync(`${server.sqlitePath}-wal`);
    const database = new Database(server.sqlitePath, { readonly: true });
    const integrity = database.pragma('integrity_check', { simple: true });
    const leads = database.prepare('SELECT count(*) AS n FROM leads').get() as { n: number };
    database.close();
    const closedLine = server
      .output()
      .split('\n')
      .find((line) => line.includes('"msg":"database closed"'));
    console.log(
      `  lead stored before the signal: ${stored.status} (rows in the database: ${leads.n})`,
    );
    console.log(`  exit code ${exit.code} after ${(exit.elapsedMs / 1000).toFixed(2)} s`);
    console.log(`  -wal file left: ${walLeft}; integrity_check: ${integrity}`);
    console.log(`  log: ${closedLine ?? '(no "database closed" line)'}`);
    bar(
      exit.code === 0 && exit.elapsedMs < 10_000,
      'SIGTERM with slow clients exits 0 within 10 s',
    );
    bar(!walLeft && integrity === 'ok' && closedLine !== undefined, 'database closed cleanly');
    closeAll(clients);
  } finally {
    await server.stop('SIGKILL');
    server.remove();
  }
}

await trickledBodies();
await slowCrowd();
await sigtermWithSlowClients();
console.log(failures.length === 0 ? '\nall bars met' : `\n${failures.length} bar(s) failed`);
process.exit(failures.length === 0 ? 0 : 1);
