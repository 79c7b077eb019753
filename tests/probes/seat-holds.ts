/**
 * `npm run probe:holds`: seat holds against the compiled server (`dist/server/main.js`, as
 * `npm start` runs it) over real HTTP, each client on a loopback address of its own (Linux routes
 * all of 127.0.0.0/8 to loopback), with the default rate limit of 10 checkouts a minute per address
 * (docs/purchase.md "Seats").
 *
 * 1. A 30-seat cohort: sixty unpaid checkouts from six addresses (ten each), then one buyer from a
 *    seventh address. Prints the answers, the seats held and left, and whether the buyer got in.
 * 2. A 3-seat cohort: ten buyers from ten addresses at once; every accepted buyer pays with the
 *    local Flitt's approved test card, whose callbacks follow. Prints the answers and how many
 *    orders are paid (never more than 3).
 *
 * Needs a current `dist/` (`npm run build`). Exits 1 when a figure is not what the rules promise.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Agent, fetch } from 'undici';
import type { CohortConfigInput } from '../../core/site-config/cohort-config-schema';
import { type SiteServer, startSiteServer } from '../e2e/support/site-server';
import { cohortAround, shippedSiteConfigJson } from '../support/site-config-fixture';

const COHORT = 4;
/** Open holds one client address may have in a cohort (core/cohort/checkout-holds.ts). */
const HOLDS_PER_ADDRESS = 3;
const problems: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'probe-holds-'));

function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
}

/**
 * A connection pool whose sockets leave from `127.0.0.<n>`: one client address. undici 7 takes
 * `localAddress` as the pool's own option; inside `connect` the pool's own (none) overrides it.
 */
const agents = new Map<number, Agent>();
function from(n: number): Agent {
  const agent = agents.get(n) ?? new Agent({ localAddress: `127.0.0.${n}` });
  agents.set(n, agent);
  return agent;
}

/** The site on a configuration whose only cohort is open now with `capacity` seats. */
async function siteWith(capacity: number): Promise<SiteServer> {
  const cohort: CohortConfigInput = cohortAround(new Date(), {
    number: COHORT,
    startInDays: 30,
    earlyBirdInDays: 10,
    opensInDays: -1,
    capacity,
  });
  const path = join(dir, `site-${capacity}.json`);
  writeFileSync(path, JSON.stringify({ ...shippedSiteConfigJson(), cohorts: [cohort] }));
  return startSiteServer({
    SITE_CONFIG_PATH: path,
    FLITT_MODE: 'demo',
    FLITT_DEMO_CALLBACKS: 'deliver',
  });
}

/** Buyer `i`: an e-mail and a Georgian mobile number of their own. */
const buyer = (i: number) => ({
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  email: `probe.buyer${i}@example.ge`,
  phoneNumber: `599 ${String(i).padStart(6, '0')}`,
  language: 'ka',
});

interface Answer {
  readonly status: number;
  readonly code: string | undefined;
  readonly checkoutToken: string | undefined;
  readonly orderToken: string | undefined;
}

async function checkout(server: SiteServer, address: number, i: number): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buyer(i)),
    dispatcher: from(address),
  });
  const body = (await response.json()) as {
    error?: { code?: string };
    checkoutToken?: string;
    orderToken?: string;
  };
  return {
    status: response.status,
    code: body.error?.code,
    checkoutToken: body.checkoutToken,
    orderToken: body.orderToken,
  };
}

const label = (answer: Answer) => `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;

function tally(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[label(answer)] = (counts[label(answer)] ?? 0) + 1;
  return counts;
}

async function seatsLeft(server: SiteServer): Promise<number | undefined> {
  const catalogue = (await (await fetch(`${server.baseUrl}/api/catalogue`)).json()) as {
    sale?: { seatsLeft?: number };
  };
  return catalogue.sale?.seatsLeft;
}

/** Rows of the server's own SQLite file, opened read-only. */
function query(server: SiteServer, sql: string): Record<string, unknown>[] {
  const db = new BetterSqlite3(server.sqlitePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

async function sixtyAndOne(): Promise<void> {
  const server = await siteWith(30);
  try {
    const addresses = [11, 12, 13, 14, 15, 16];
    const answers = await Promise.all(
      addresses.flatMap((address, a) =>
        Array.from({ length: 10 }, (_, i) => checkout(server, address, a * 10 + i)),
      ),
    );
    console.log(`60 checkouts from 6 addresses: ${JSON.stringify(tally(answers))}`);
    const held = answers.filter((answer) => answer.status === 201).length;
    check(held === addresses.length * HOLDS_PER_ADDRESS, `seats held by the 60: ${held}`);
    const real = await checkout(server, 20, 99);
    console.log(`the buyer from a seventh address: ${label(real)}`);
    check(real.status === 201, 'the buyer from a seventh address gets a seat');
    const left = await seatsLeft(server);
    check(left === 30 - held - 1, `seats left: ${left} of 30`);
  } finally {
    await server.stop();
  }
}

/** Polls the thank-you lookup until every order has a final status, for at most 20 s. */
async function settled(server: SiteServer, orderTokens: readonly string[]): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const statuses = await Promise.all(
      orderTokens.map(async (token) => {
        const answer = await fetch(`${server.baseUrl}/api/payment/customer/${token}`);
        return ((await answer.json()) as { paymentStatus?: string }).paymentStatus ?? 'none';
      }),
    );
    if (statuses.every((status) => status !== 'pending') || Date.now() > deadline) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function tenForThree(): Promise<void> {
  const server = await siteWith(3);
  try {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => checkout(server, 31 + i, 100 + i)),
    );
    console.log(`10 buyers from 10 addresses for 3 seats: ${JSON.stringify(tally(answers))}`);
    const accepted = answers.filter((answer) => answer.status === 201);
    check(accepted.length === 3, `checkouts opened: ${accepted.length}`);
    const results = await Promise.all(
      accepted.map(async (answer) => {
        const paid = await fetch(`${server.baseUrl}/flitt-demo/api/demo/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            token: answer.checkoutToken ?? '',
            card_number: '4444555511116666',
            expiry: '12/39',
            cvv: '111',
          }).toString(),
        });
        return ((await paid.json()) as { result?: string }).result;
      }),
    );
    console.log(`card form answers: ${JSON.stringify(results)}`);
    const statuses = await settled(
      server,
      accepted.map((answer) => answer.orderToken ?? ''),
    );
    console.log(`after the approve callbacks: ${JSON.stringify(statuses)}`);
    const [row] = query(
      server,
      `SELECT COUNT(*) AS paid, SUM(overbooked_at IS NOT NULL) AS overbooked FROM registrations
        WHERE cohort_number = ${COHORT} AND status IN ('payment_completed', 'completed')`,
    );
    const paid = Number(row?.paid ?? 0);
    console.log(`paid orders: ${paid}, overbooked: ${Number(row?.overbooked ?? 0)}`);
    check(paid <= 3, `never more than 3 paid: ${paid}`);
    check(
      paid === results.filter((result) => result === 'approved').length,
      'every approval recorded',
    );
  } finally {
    await server.stop();
  }
}

try {
  await sixtyAndOne();
  await tenForThree();
} finally {
  await Promise.all([...agents.values()].map((agent) => agent.close()));
  rmSync(dir, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nseat holds: all figures as promised');
