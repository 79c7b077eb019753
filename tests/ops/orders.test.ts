import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { describeOnDatabases, ops } from './support/ops-harness';
import { order, seedOrders } from './support/seed';

describeOnDatabases('ops orders', (db) => {
  const seed = () =>
    db().withStore((store) =>
      seedOrders(store, [
        { order: order('a', '2025-09-29T08:00:00Z'), firstName: 'გიორგი', lastName: 'მამულაშვილი' },
        {
          order: order('b', '2025-09-30T21:00:00Z', {
            status: 'completed',
            priceTetri: 270_005,
            promo: { code: 'PARTNER10', discountTetri: 30_000 },
            paymentMethod: 'instalment',
            transactionId: '123456789',
            paymentTimestamp: new Date('2025-09-30T21:05:00Z'),
          }),
          firstName: 'ნინო',
          lastName: 'ბერიძე',
        },
        { order: order('c', '2025-10-01T08:00:00Z'), firstName: '@eka', lastName: 'Lee' },
      ]),
    );

  it('lists orders newest first with their buyers, payment methods and promo codes, filtered by status', async () => {
    await seed();
    const all = await ops(db(), 'orders', 'list');
    expect(all).toMatchObject({ code: 0, stderr: '' });
    const ids = [...all.stdout.matchAll(/order-[abc]/g)].map((match) => match[0]);
    expect(ids).toEqual(['order-c', 'order-b', 'order-a']);
    expect(all.stdout).toMatch(/\n3 orders\n$/);
    const done = await ops(db(), 'orders', 'list', '--status', 'completed');
    const lines = done.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]?.split(/\s{2,}/)).toEqual([
      '2025-10-01 01:00',
      'order-b',
      'completed',
      '4',
      '2700.05',
      'instalment',
      'PARTNER10',
      '300.00',
      'ნინო ბერიძე',
      'b@example.ge',
      '+995577112233',
      'checkout',
      'instagram//webinar',
      '2025-10-01 01:05',
      '123456789',
    ]);
  });

  it('exports the orders of a Tbilisi day range as CSV with every column, the method and promo code too', async () => {
    await seed();
    const out = join(db().dir, 'orders.csv');
    const run = await ops(db(), 'orders', 'export', '--from', '2025-10-01', '--out', out);
    expect(run).toMatchObject({ code: 0, stderr: `Wrote 2 rows to ${out}\n` });
    const [header, ...rows] = parse(readFileSync(out, 'utf8'), { bom: true }) as string[][];
    expect(header).toEqual([
      'created (Tbilisi)',
      'merchant order id',
      'status',
      'cohort',
      'amount (GEL)',
      'method',
      'promo code',
      'promo discount (GEL)',
      'customer name',
      'e-mail',
      'phone',
      'source',
      'utm',
      'paid at (Tbilisi)',
      'transaction id',
      'overbooked at (Tbilisi)',
      'refunded (GEL)',
      'refunded at (Tbilisi)',
    ]);
    expect(rows).toEqual([
      [
        '2025-10-01 12:00:00',
        'order-c',
        'pending',
        '4',
        '2500.00',
        'card',
        '',
        '',
        "'@eka Lee",
        'c@example.ge',
        "'+995577112233",
        'checkout',
        'instagram//webinar',
        '',
        '',
        '',
        '',
        '',
      ],
      [
        '2025-10-01 01:00:00',
        'order-b',
        'completed',
        '4',
        '2700.05',
        'instalment',
        'PARTNER10',
        '300.00',
        'ნინო ბერიძე',
        'b@example.ge',
        "'+995577112233",
        'checkout',
        'instagram//webinar',
        '2025-10-01 01:05:00',
        '123456789',
        '',
        '',
        '',
      ],
    ]);
  });

  // docs/security.md "Order contact details": a second checkout with the same e-mail opens its own
  // order and leaves the first one's buyer as entered.
  it('shows each order with the details entered for it, even when orders share an e-mail', async () => {
    await db().withStore((store) =>
      seedOrders(store, [
        { order: order('a', '2025-09-29T08:00:00Z'), firstName: 'ნინო', lastName: 'ბერიძე' },
        {
          order: order('b', '2025-09-30T08:00:00Z'),
          firstName: 'Mallory',
          lastName: 'Stranger',
          email: 'a@example.ge',
          phone: '+995599998877',
        },
      ]),
    );
    const run = await ops(db(), 'orders', 'export');
    const [, ...rows] = parse(run.stdout, { bom: true }) as string[][];
    expect(rows.map((row) => [row[1], row[8], row[9], row[10]])).toEqual([
      ['order-b', 'Mallory Stranger', 'a@example.ge', "'+995599998877"],
      ['order-a', 'ნინო ბერიძე', 'a@example.ge', "'+995577112233"],
    ]);
  });

  it('refuses an unknown status with exit code 2 and lists the valid ones', async () => {
    const run = await ops(db(), 'orders', 'list', '--status', 'paid');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('pending, payment_initiated, payment_completed, completed');
  });
});
