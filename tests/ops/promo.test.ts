import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { cohortAround, shippedSiteConfigJson } from '../support/site-config-fixture';
import { describeOnDatabases, NOW, type OpsDatabase, opsWithEnv } from './support/ops-harness';
import { order, seedOrders } from './support/seed';

const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE).toISOString();
const cells = (line: string | undefined) => line?.split(/\s{2,}/);

/** Codes of every kind at the console's clock (1 October 2025): capped, open-ended, ahead, over. */
const PROMO_CODES = [
  {
    code: 'partner10',
    percentOff: 10,
    cohorts: [4, 5],
    validFrom: '2025-09-15T00:00:00+04:00',
    validUntil: '2025-11-01T00:00:00+04:00',
    maxUses: 3,
  },
  { code: 'COLLEAGUE', amountOff: 30_000 },
  { code: 'SPRING', percentOff: 15, validFrom: '2026-03-01T00:00:00+04:00' },
  { code: 'SUMMER', percentOff: 5, validUntil: '2025-09-01T00:00:00+04:00' },
];

function writeConfig(dir: string, promoCodes: unknown[] = PROMO_CODES): string {
  const cohorts = [
    cohortAround(NOW, { number: 4, startInDays: 30, earlyBirdInDays: 10 }),
    cohortAround(NOW, { number: 5, startInDays: 120, earlyBirdInDays: 90, opensInDays: 40 }),
  ];
  const path = join(dir, 'site.json');
  writeFileSync(path, JSON.stringify({ ...shippedSiteConfigJson(), cohorts, promoCodes }));
  return path;
}

/** PARTNER10: two paid (one partly refunded), one holding, one whose hold ran out; a retired code. */
async function seed(db: OpsDatabase) {
  const partner = { code: 'PARTNER10', discountTetri: 27_000 };
  const buyer = (id: string, at: string, fields: Parameters<typeof order>[2]) => ({
    order: order(id, at, { priceTetri: 243_000, ...fields }),
    firstName: 'ნინო',
    lastName: 'ბერიძე',
  });
  await db.withStore((store) =>
    seedOrders(store, [
      buyer('paid', minutesAgo(600), { status: 'completed', promo: partner }),
      buyer('part', minutesAgo(500), {
        status: 'partially_refunded',
        promo: partner,
        refundedTetri: 50_000,
      }),
      buyer('held', minutesAgo(10), { status: 'payment_initiated', promo: partner }),
      buyer('gone', minutesAgo(40), { status: 'pending', promo: partner }),
      buyer('old', '2025-08-01T08:00:00Z', {
        status: 'completed',
        priceTetri: 200_000,
        promo: { code: 'AUGUST', discountTetri: 70_000 },
      }),
      buyer('plain', minutesAgo(300), { status: 'completed', priceTetri: 270_000 }),
    ]),
  );
}

describeOnDatabases('ops promo', (db) => {
  it('shows each code’s terms, state now, uses, revenue and discount, then retired codes', async () => {
    await seed(db());
    const env = { SITE_CONFIG_PATH: writeConfig(db().dir) };
    const run = await opsWithEnv(db(), env, 'promo', 'status');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const lines = run.stdout.trimEnd().split('\n');
    expect(cells(lines[0])).toEqual([
      'code',
      'discount',
      'cohorts',
      'valid from (Tbilisi)',
      'valid until (Tbilisi)',
      'now',
      'paid',
      'held',
      'cap',
      'revenue (GEL)',
      'discount given (GEL)',
    ]);
    // Two paid and one holding reach the cap of 3: the next buyer is refused until a hold runs out.
    // Revenue is net of the 500 ₾ refund; the discount is what the paid orders were given.
    expect(cells(lines[2])).toEqual([
      'PARTNER10',
      '10%',
      '4, 5',
      '2025-09-15 00:00',
      '2025-11-01 00:00',
      'used up',
      '2',
      '1',
      '3',
      '4360.00',
      '540.00',
    ]);
    expect(cells(lines[3])).toEqual([
      'COLLEAGUE',
      '300.00 ₾',
      'all',
      '—',
      '—',
      'active',
      '0',
      '0',
      '—',
      '0.00',
      '0.00',
    ]);
    expect(cells(lines[4])?.slice(0, 6)).toEqual([
      'SPRING',
      '15%',
      'all',
      '2026-03-01 00:00',
      '—',
      'not yet valid',
    ]);
    expect(cells(lines[5])?.slice(4, 6)).toEqual(['2025-09-01 00:00', 'expired']);
    // A code the file no longer lists still shows what its orders brought.
    expect(cells(lines[6])).toEqual(['AUGUST', 'not configured', '1', '0', '2000.00', '700.00']);
    expect(lines[7]).toBe('4 configured codes, 1 no longer configured (found on orders)');
    console.info(`[${db().kind}] ops promo status\n${run.stdout}`);
  });

  it('prints an empty table when no code is configured or used', async () => {
    await db().withStore(async () => {});
    const env = { SITE_CONFIG_PATH: writeConfig(db().dir, []) };
    const run = await opsWithEnv(db(), env, 'promo', 'status');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.trimEnd().split('\n').slice(2)).toEqual([
      '0 configured codes, 0 no longer configured (found on orders)',
    ]);
  });
});
