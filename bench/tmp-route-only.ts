/**
 * `npm run bench:registration` (docs/performance.md "Budgets"; issue 13 acceptance): the
 * route's throughput as a ratio to a bare insert loop into the same SQLite database in the same run,
 * and its p99 latency at 10 connections. Rounds alternate A B A B A B; each figure is the median of
 * three. The app is the production composition (`makeDependencies`, the default configuration):
 * info-level logs (written to /dev/null, so their cost is paid), no spreadsheet URL, so every sheet
 * row stays pending and piles up as it would on a site without its webhook, the console SMS sender
 * and the in-process SMS caps; each request is a different person (a fresh e-mail address). Only
 * the per-IP form rate limit is lifted. The outbox worker runs as in production, so its claims
 * compete for the database too. Honest numbers: the load generator shares the machine's cores.
 */
import { mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { parseConfig } from '../server/config';
import { makeDependencies } from '../server/dependencies';
import { loadSiteConfig, siteConfigPath } from '../server/site-config/load-site-config';
import { sheetLeadMessage } from '../server/use-cases/lead-outbox-messages';
import { createSiteFixture } from '../tests/server/support/site-fixture';
import { type LoadResult, runLoad } from './support/load';

const ROOT = join(import.meta.dirname, '..');
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// BENCH_DIR=/dev/shm puts the database in memory: no fsync, only the CPU (for profiling).
const root = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'bench-registration-'));
const fixture = createSiteFixture();
const config = parseConfig({
  SITE_DIR: fixture.siteDir,
  LOCALES_DIR: fixture.localesDir,
  SQLITE_PATH: join(root, 'site.db'),
  EXCHANGE_RATES: 'fallback',
  ...(process.env.XLOG ? { LOG_LEVEL: process.env.XLOG } : {}),
  // One client sends every request: the per-IP form limit (10 a minute) would refuse nearly all.
  FORM_RATE_LIMIT_PER_MINUTE: '1000000',
})._unsafeUnwrap();
const production = await makeDependencies(
  config,
  loadSiteConfig(siteConfigPath(process.env, ROOT)),
);
const { store, ids, clock } = production;
// BENCH_WORKER=off measures the request path alone: the worker finds nothing to claim.
const workerOn = process.env.BENCH_WORKER !== 'off';
const devNull = openSync('/dev/null', 'w');
const app = buildApp({
  config,
  dependencies: workerOn
    ? production
    : { ...production, store: { ...store, claimDueOutbox: async () => [] } },
  // Production logs go to stdout synchronously; /dev/null keeps the write but not the terminal.
  logStream: { write: (line) => void writeSync(devNull, line) },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

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

/** One round of load on the route; also this process's CPU time per answered request. */
async function routeRound(): Promise<LoadResult & { cpuPerRequest: number }> {
  const before = cpuMicros();
  // The load generator is its own process, so this process's CPU time is the server's alone.
  const load = await runLoad({
    url: `${address}/api/registration`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    headers: { 'content-type': 'application/json' },
    requests,
  });
  return { ...load, cpuPerRequest: (cpuMicros() - before) / Math.max(1, load.requests.total) };
}

/** The same writes as the route (lead row + its sheet outbox row, one transaction), no HTTP. */
async function insertRound(): Promise<{ perSecond: number; cpuPerInsert: number }> {
  const before = cpuMicros();
  const end = Date.now() + ROUND_SECONDS * 1000;
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
  return { perSecond: count / ROUND_SECONDS, cpuPerInsert: (cpuMicros() - before) / count };
}

const routeRates: number[] = [];
const routeCpu: number[] = [];
const p99s: number[] = [];
const p50s: number[] = [];
const insertRates: number[] = [];
const insertCpu: number[] = [];
let failures = 0;
for (let round = 1; round <= ROUNDS; round += 1) {
  const load = await routeRound();
  routeRates.push(load.requests.average);
  routeCpu.push(load.cpuPerRequest);
  p99s.push(load.latency.p99);
  p50s.push(load.latency.p50);
  failures += load.non2xx + load.errors + load.timeouts;
  const loop = { perSecond: 1, cpuPerInsert: 1 };
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
  `server CPU              ${median(routeCpu).toFixed(0)} µs per registration, ${median(insertCpu).toFixed(0)} µs per bare insert (the load generator is another process)`,
);
console.log(
  `outbox rows written     ${(await store.countOutbox('pending')) + (await store.countOutbox('delivered'))}`,
);
process.exitCode = pass ? 0 : 1;

await app.close();
fixture.remove();

rmSync(root, { recursive: true, force: true });
