import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { cohortAround, shippedSiteConfigJson } from '../support/site-config-fixture';
import { describeOnDatabases, NOW, type OpsDatabase, opsWithEnv } from './support/ops-harness';
import { order, seedOrders } from './support/seed';

const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE).toISOString();

/** A configuration with cohort 3 started, cohort 4 open (3 seats) and cohort 5 not yet open. */
function writeConfig(dir: string): string {
  const cohorts = [
    cohortAround(NOW, { number: 3, startInDays: -10, earlyBirdInDays: -20 }),
    cohortAround(NOW, { number: 4, startInDays: 30, earlyBirdInDays: 10, capacity: 3 }),
    cohortAround(NOW, { number: 5, startInDays: 120, earlyBirdInDays: 90, opensInDays: 40 }),
  ];
  const path = join(dir, 'site.json');
  writeFileSync(path, JSON.stringify({ ...shippedSiteConfigJson(), cohorts }));
  return path;
}

async function seed(db: OpsDatabase) {
  const buyer = (id: string, at: string, fields: Parameters<typeof order>[2]) => ({
    order: order(id, at, fields),
    firstName: 'ნინო',
    lastName: 'ბერიძე',
  });
  await db.withStore((store) =>
    seedOrders(store, [
      buyer('p3', '2025-09-01T08:00:00Z', {
        status: 'completed',
        cohortNumber: 3,
        priceTetri: 250_000,
      }),
      buyer('p4', minutesAgo(120), { status: 'payment_completed', cohortNumber: 4 }),
      buyer('late', minutesAgo(90), {
        status: 'payment_completed',
        cohortNumber: 4,
        priceTetri: 270_000,
        overbookedAt: new Date(minutesAgo(50)),
      }),
      buyer('held', minutesAgo(10), { status: 'payment_initiated', cohortNumber: 4 }),
      buyer('gone', minutesAgo(40), { status: 'payment_initiated', cohortNumber: 4 }),
    ]),
  );
}

const cells = (line: string | undefined) => line?.split(/\s{2,}/);

describeOnDatabases('ops cohort', (db) => {
  it('shows each cohort’s dates, sale state now, seats, revenue and overbooked orders', async () => {
    await seed(db());
    const env = { SITE_CONFIG_PATH: writeConfig(db().dir) };
    const run = await opsWithEnv(db(), env, 'cohort', 'status');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const lines = run.stdout.trimEnd().split('\n');
    expect(cells(lines[0])).toEqual([
      'cohort',
      'start (Tbilisi)',
      'registration (Tbilisi)',
      'sale now',
      'capacity',
      'paid',
      'reserved',
      'left',
      'revenue (GEL)',
      'overbooked',
    ]);
    expect(cells(lines[2])?.slice(3)).toEqual(['closed', '30', '1', '0', '29', '2500.00', '0']);
    // Two paid (one of them late and overbooked) and one live hold: the 40-minute-old hold is gone.
    expect(cells(lines[3])?.slice(3)).toEqual(['full', '3', '2', '1', '0', '5200.00', '1']);
    expect(cells(lines[4])?.slice(3)).toEqual(['not_yet_open', '30', '0', '0', '30', '0.00', '0']);
    expect(cells(lines[2])?.[1]).toBe('2025-09-21 16:00');
    expect(lines[5]).toContain('1 overbooked order');
    console.info(`[${db().kind}] ops cohort status\n${run.stdout}`);
  });

  it('filters orders by cohort and shows the cohort and the overbooked time', async () => {
    await seed(db());
    const run = await opsWithEnv(db(), {}, 'orders', 'list', '--cohort', '4');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const ids = [...run.stdout.matchAll(/order-(\w+)/g)].map((match) => match[1]);
    expect(ids).toEqual(['held', 'gone', 'late', 'p4']);
    const late = run.stdout.split('\n').find((line) => line.includes('order-late'));
    expect(cells(late)?.slice(2, 4)).toEqual(['payment_completed', '4']);
    expect(cells(late)?.at(-1)).toBe('2025-10-01 15:10');
    const bad = await opsWithEnv(db(), {}, 'orders', 'list', '--cohort', 'four');
    expect(bad.code).toBe(2);
  });

  it('fails with the configuration’s own message when the file is broken', async () => {
    const path = join(db().dir, 'broken.json');
    writeFileSync(path, JSON.stringify({ ...shippedSiteConfigJson(), cohorts: [] }));
    const run = await opsWithEnv(db(), { SITE_CONFIG_PATH: path }, 'cohort', 'status');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('cohorts: must list at least one cohort');
  });
});
