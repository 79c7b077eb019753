/**
 * `npm run bench:registration` (docs/performance.md "Budgets"; issue 3 acceptance): the
 * route's throughput as a ratio to a bare insert loop into the same SQLite database in the same run,
 * and its p99 latency at 10 connections. Rounds alternate A B A B A B; each figure is the median of
 * three. The outbox worker runs as in production (memory sinks), so its claims and marks compete
 * for the database too. Honest numbers: the load generator shares the machine's cores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createCryptoIds } from '../adapters/ids/crypto-ids';
import { createMemoryLeadSink } from '../adapters/leads/memory-lead-sink';
import { createMemorySmsSender } from '../adapters/sms/memory-sms-sender';
import { createMemorySmsCapStore } from '../adapters/sms-caps/memory-sms-cap-store';
import { createSqliteStore } from '../adapters/store/sqlite';
import { DEFAULT_SMS_CAPS } from '../core/sms/sms-caps';
import { buildApp } from '../server/app';
import { parseConfig } from '../server/config';
import { createSmsGuard } from '../server/sms/sms-guard';
import { sheetLeadMessage } from '../server/use-cases/lead-outbox-messages';
import { createSiteFixture } from '../tests/server/support/site-fixture';

const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

/** The part of autocannon's result this script reads. */
interface LoadResult {
  readonly requests: { readonly average: number };
  readonly latency: { readonly p99: number; readonly p50: number };
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const root = mkdtempSync(join(tmpdir(), 'bench-registration-'));
const fixture = createSiteFixture();
const store = await createSqliteStore({ filename: join(root, 'site.db') });
// BENCH_WORKER=off measures the request path alone: the worker finds nothing to claim.
const workerOn = process.env.BENCH_WORKER !== 'off';
const appStore = workerOn ? store : { ...store, claimDueOutbox: async () => [] };
const clock = { now: () => new Date() };
const ids = createCryptoIds();
const config = parseConfig({
  SITE_DIR: fixture.siteDir,
  LOCALES_DIR: fixture.localesDir,
  LOG_LEVEL: 'warn',
  FORM_RATE_LIMIT_PER_MINUTE: '1000000',
})._unsafeUnwrap();
const app = buildApp({
  config,
  dependencies: {
    store: appStore,
    clock,
    ids,
    delivery: {
      leadSink: createMemoryLeadSink(),
      smsSender: createMemorySmsSender(),
      // Production caps: one client repeating one phone gets one SMS, so each later registration
      // writes the lead and its sheet row, the same rows as the loop below.
      smsGuard: createSmsGuard({ caps: DEFAULT_SMS_CAPS, clock, store: createMemorySmsCapStore() }),
      random: Math.random,
    },
  },
  logStream: { write: () => undefined },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const body = JSON.stringify({
  fullName: 'ნინო ბერიძე',
  phoneNumber: '555123456',
  email: 'nino.beridze@example.ge',
  linkedinProfile: 'https://www.linkedin.com/in/nino-beridze',
  language: 'ka',
});

async function routeRound(): Promise<LoadResult> {
  return (await autocannon({
    url: `${address}/api/registration`,
    method: 'POST',
    connections: CONNECTIONS,
    // The load generator runs in a worker thread, so it does not share the server's event loop
    // (it still shares the machine's two cores).
    workers: 1,
    duration: ROUND_SECONDS,
    headers: { 'content-type': 'application/json' },
    body,
  })) as LoadResult;
}

/** The same writes as the route (lead row + its sheet outbox row, one transaction), no HTTP. */
async function insertRound(): Promise<number> {
  const end = Date.now() + ROUND_SECONDS * 1000;
  let count = 0;
  while (Date.now() < end) {
    const lead = {
      id: ids.newId(),
      fullName: 'ნინო ბერიძე',
      email: 'nino.beridze@example.ge',
      phone: '+995555123456',
      linkedIn: 'https://www.linkedin.com/in/nino-beridze',
      city: 'Tbilisi',
      source: 'hero_registration_form',
      utm: {},
      createdAt: clock.now(),
    };
    await store.transaction(async (tx) => {
      await tx.insertLead(lead);
      // Due in a year: the worker must not spend the route's rounds delivering the loop's rows.
      const later = { nextAttemptAt: new Date(lead.createdAt.getTime() + 365 * 86_400_000) };
      await tx.enqueueOutbox([{ ...sheetLeadMessage(lead, ids), ...later }]);
    });
    count += 1;
  }
  return count / ROUND_SECONDS;
}

const routeRates: number[] = [];
const p99s: number[] = [];
const p50s: number[] = [];
const insertRates: number[] = [];
let failures = 0;
for (let round = 1; round <= 3; round += 1) {
  const load = await routeRound();
  routeRates.push(load.requests.average);
  p99s.push(load.latency.p99);
  p50s.push(load.latency.p50);
  failures += load.non2xx + load.errors + load.timeouts;
  insertRates.push(await insertRound());
  console.log(
    `round ${round}: route ${load.requests.average.toFixed(0)} req/s (p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms), bare insert loop ${insertRates.at(-1)?.toFixed(0)} tx/s`,
  );
}

const route = median(routeRates);
const bare = median(insertRates);
const ratio = route / bare;
const p99 = median(p99s);
console.log('');
console.log(
  `POST /api/registration  ${route.toFixed(0)} req/s (median of 3, ${CONNECTIONS} connections, ${ROUND_SECONDS} s rounds)`,
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
  `outbox rows written     ${(await store.countOutbox('pending')) + (await store.countOutbox('delivered'))}`,
);

await app.close();
fixture.remove();
rmSync(root, { recursive: true, force: true });
