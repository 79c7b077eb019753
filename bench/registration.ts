/**
 * `npm run bench:registration` (docs/performance.md "Registration"): the
 * route's throughput as a ratio to a bare insert loop into the same SQLite file in the same run,
 * and its p99 latency at 10 connections. Rounds alternate A B A B A B; each figure is the median of
 * three. The server is production's: the compiled `node dist/server/main.js` (built first when
 * stale) with the default configuration — info-level logs to stdout (here /dev/null, so their cost
 * is paid), no spreadsheet URL, so every sheet row stays pending and piles up as on a site without
 * its webhook, the console SMS sender, in-process SMS caps and its outbox worker. Only the per-IP
 * form limit is lifted (one client sends everything). Each request is one of a hundred people.
 * The bare loop writes the same rows (a lead and its sheet row, one transaction each) through the
 * store, in this process. The load generator is a third process on the same two cores: that is
 * why only ratios count; the server's CPU time per registration is printed too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCryptoIds } from '../adapters/ids/crypto-ids';
import { createSqliteStore } from '../adapters/store/sqlite';
import { sheetLeadMessage } from '../server/use-cases/lead-outbox-messages';
import { freePort } from '../tests/probes/support/timed-server';
import { type LoadResult, runLoad } from './support/load';
import { buildIfStale, startServerProcess } from './support/server-process';

const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

buildIfStale();
// BENCH_DIR=/dev/shm puts the database in memory: no fsync, only the CPU (for profiling).
const root = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'bench-registration-'));
const filename = join(root, 'site.db');
const port = await freePort();
const address = `http://127.0.0.1:${port}`;
const server = await startServerProcess(
  ['dist/server/main.js'],
  {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: filename,
    EXCHANGE_RATES: 'fallback',
    FORM_RATE_LIMIT_PER_MINUTE: '1000000',
  },
  `${address}/health`,
);
// The same file, opened as the server opened it (WAL, synchronous=FULL): the loop's own connection.
const store = await createSqliteStore({ filename });
const ids = createCryptoIds();
const clock = { now: () => new Date() };

/** A hundred different people (e-mail addresses), sent in turn. */
const requests = Array.from({ length: 100 }, (_, index) => ({
  body: JSON.stringify({
    fullName: 'ნინო ბერიძე',
    phoneNumber: '555123456',
    email: `nino.${index}@example.ge`,
    linkedinProfile: 'https://www.linkedin.com/in/nino-beridze',
    language: 'ka',
  }),
}));

/** CPU time of this process (all its threads), in microseconds. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** One round of load on the route; also the server's CPU time per answered request. */
async function routeRound(
  seconds = ROUND_SECONDS,
): Promise<LoadResult & { cpuPerRequest: number }> {
  const before = server.cpuMs();
  const load = await runLoad({
    url: `${address}/api/registration`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    requests,
  });
  const cpuPerRequest = ((server.cpuMs() - before) * 1000) / Math.max(1, load.requests.total);
  return { ...load, cpuPerRequest };
}

/** The same writes as the route (lead row + its sheet outbox row, one transaction), no HTTP. */
async function insertRound(
  seconds = ROUND_SECONDS,
): Promise<{ perSecond: number; cpuPerInsert: number }> {
  const before = cpuMicros();
  const end = Date.now() + seconds * 1000;
  let count = 0;
  while (Date.now() < end) {
    const lead = {
      id: ids.newId(),
      fullName: 'ნინო ბერიძე',
      email: `nino.${count}@example.ge`,
      phone: '+995555123456',
      linkedIn: 'https://www.linkedin.com/in/nino-beridze',
      city: 'Tbilisi',
      source: 'hero_registration_form',
      utm: {},
      createdAt: clock.now(),
    };
    await store.transaction(async (tx) => {
      await tx.insertLead(lead);
      await tx.enqueueOutbox([sheetLeadMessage(lead, ids)]);
    });
    count += 1;
  }
  return { perSecond: count / seconds, cpuPerInsert: (cpuMicros() - before) / count };
}

const routeRates: number[] = [];
const routeCpu: number[] = [];
const p99s: number[] = [];
const p50s: number[] = [];
const insertRates: number[] = [];
const insertCpu: number[] = [];
let failures = 0;
// A short unmeasured round of each first: neither side's first round pays the JIT's compilations.
await routeRound(2);
await insertRound(1);
for (let round = 1; round <= ROUNDS; round += 1) {
  const load = await routeRound();
  routeRates.push(load.requests.average);
  routeCpu.push(load.cpuPerRequest);
  p99s.push(load.latency.p99);
  p50s.push(load.latency.p50);
  failures += load.non2xx + load.errors + load.timeouts;
  const loop = await insertRound();
  insertRates.push(loop.perSecond);
  insertCpu.push(loop.cpuPerInsert);
  console.log(
    `round ${round}: route ${load.requests.average.toFixed(0)} req/s (p50 ${load.latency.p50} ms, ` +
      `p99 ${load.latency.p99} ms, ${load.cpuPerRequest.toFixed(0)} µs CPU each), ` +
      `bare insert loop ${loop.perSecond.toFixed(0)} tx/s (${loop.cpuPerInsert.toFixed(0)} µs CPU each)`,
  );
}

const route = median(routeRates);
const bare = median(insertRates);
const ratio = route / bare;
const p99 = median(p99s);
const pass = ratio >= 0.5 && p99 <= 10 && failures === 0;
console.log('');
console.log(
  `POST /api/registration  ${route.toFixed(0)} req/s (median of ${ROUNDS}, ${CONNECTIONS} connections, ${ROUND_SECONDS} s rounds)`,
);
console.log(
  `bare insert loop        ${bare.toFixed(0)} tx/s (same rows, same database, in-process)`,
);
console.log(
  `ratio                   ${ratio.toFixed(2)} (target >= 0.5) ${ratio >= 0.5 ? 'PASS' : 'FAIL'}`,
);
console.log(
  `p99 latency             ${p99} ms (target <= 10 ms) ${p99 <= 10 ? 'PASS' : 'FAIL'}; p50 ${median(p50s)} ms`,
);
console.log(`failed requests         ${failures} (target 0) ${failures === 0 ? 'PASS' : 'FAIL'}`);
console.log(
  `server CPU              ${median(routeCpu).toFixed(0)} µs per registration, ${median(insertCpu).toFixed(0)} µs per bare insert (server process; bare loop in this one)`,
);
console.log(
  `outbox rows written     ${(await store.countOutbox('pending')) + (await store.countOutbox('delivered'))}`,
);
process.exitCode = pass ? 0 : 1;

await server.stop();
await store.close();

rmSync(root, { recursive: true, force: true });
