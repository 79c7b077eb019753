import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createFlittPaymentGateway } from '../../adapters/payments/flitt-payment-gateway';
import { createHttpFlittTransport } from '../../adapters/payments/flitt-transport';
import { type FlittFake, payWithApprovedTestCard, startFlittFake } from '../fakes/flitt-fake';
import {
  type MerchantCallbackCatcher,
  startMerchantCallbackCatcher,
} from '../fakes/merchant-callback-catcher';
import { cohortAround, shippedSiteConfigJson } from '../support/site-config-fixture';
import { describeOnDatabases, NOW, opsWithEnv } from './support/ops-harness';
import { order, seedOrders } from './support/seed';

// Each test runs several console commands against the local Flitt; on a loaded machine that is
// more than the default 5 seconds.
vi.setConfig({ testTimeout: 30_000 });
afterAll(() => vi.resetConfig());

// docs/purchase.md "Refunds": the console refunds through live Flitt (here the local one on its own
// port); the store learns the refund from the console's answer alone, since no site is running.

const PRICE = 250_000;
const ORDER = 'order-paid';
/** 29 September 2025, 12:30 in Tbilisi: two days before the console's clock. */
const PAID_AT = new Date('2025-09-29T08:30:00Z');
const EXPRESS_ASKED_AT = new Date('2025-09-29T08:25:00Z');

const cells = (line: string | undefined) => line?.split(/\s{2,}/);

/** Cohort 4 starts 30 days after the console's clock (31 October 2025, 16:00 in Tbilisi). */
function writeConfig(dir: string): string {
  const path = join(dir, 'site.json');
  const cohorts = [cohortAround(NOW, { number: 4, startInDays: 30, earlyBirdInDays: 10 })];
  writeFileSync(path, JSON.stringify({ ...shippedSiteConfigJson(), cohorts }));
  return path;
}

describeOnDatabases('ops orders refund', (db) => {
  let flitt: FlittFake;
  let catcher: MerchantCallbackCatcher;
  let env: Record<string, string>;

  beforeEach(async () => {
    [flitt, catcher] = await Promise.all([startFlittFake(), startMerchantCallbackCatcher()]);
    env = {
      FLITT_MODE: 'live',
      FLITT_MERCHANT_ID: flitt.merchantId,
      FLITT_SECRET_KEY: flitt.secretKey,
      FLITT_BASE_URL: flitt.baseUrl,
      // A lost answer ends the command after a second instead of Flitt's 15.
      FLITT_TIMEOUT_MS: '1000',
      SITE_CONFIG_PATH: writeConfig(db().dir),
    };
  });
  afterEach(async () => {
    await Promise.all([flitt.stop(), catcher.stop()]);
  });

  const ops = (...argv: string[]) => opsWithEnv(db(), env, ...argv);
  const refund = (...argv: string[]) => ops('orders', 'refund', ...argv);
  const stored = async () => {
    const found = await db().withStore((store) => store.findRegistrationByMerchantOrderId(ORDER));
    if (found === null) throw new Error(`${ORDER} is not stored`);
    return found;
  };
  const refundRows = async () => {
    const { id } = await stored();
    return db().withStore((store) => store.listRefunds(id));
  };
  const atFlitt = async () => {
    const gateway = createFlittPaymentGateway({
      merchantId: flitt.merchantId,
      secretKey: flitt.secretKey,
      transport: createHttpFlittTransport({ baseUrl: flitt.baseUrl, timeoutMs: 5_000 }),
    });
    return (await gateway.fetchOrderStatus(ORDER))._unsafeUnwrap();
  };
  const listedRow = async () => {
    const run = await ops('orders', 'list');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    return cells(run.stdout.split('\n').find((line) => line.includes(ORDER)));
  };
  const exportedRow = async () => {
    const run = await ops('orders', 'export');
    expect(run).toMatchObject({ code: 0 });
    const [header, ...rows] = parse(run.stdout, { bom: true }) as string[][];
    expect(header?.slice(-2)).toEqual(['refunded (GEL)', 'refunded at (Tbilisi)']);
    return rows.find((row) => row[1] === ORDER);
  };
  const paidSeats = async () => {
    const run = await ops('cohort', 'status');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const line = run.stdout.split('\n').find((text) => text.startsWith('4 '));
    return cells(line)?.[5];
  };

  /** The buyer paid 2500 ₾ at the local Flitt with a test card, and the store recorded it. */
  async function seedPaidOrder() {
    const paid = await payWithApprovedTestCard(flitt, {
      orderId: ORDER,
      amountTetri: PRICE,
      callbackUrl: catcher.url,
    });
    await db().withStore((store) =>
      seedOrders(store, [
        {
          order: order('paid', '2025-09-29T08:20:00Z', {
            status: 'payment_completed',
            priceTetri: PRICE,
            cohortNumber: 4,
            paymentStatus: 'approved',
            paymentTimestamp: PAID_AT,
            transactionId: paid.payment_id ?? null,
            expressStartRequestedAt: EXPRESS_ASKED_AT,
          }),
          firstName: 'ნინო',
          lastName: 'ბერიძე',
        },
      ]),
    );
    return stored();
  }

  it('without --yes prints the order’s money and windows and refunds nothing', async () => {
    const before = await seedPaidOrder();
    const run = await refund(ORDER);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`Order ${ORDER} (payment_completed), cohort 4, starts 2025-10-31 16:00`);
    expect(lines.slice(2)).toEqual([
      'Price: 2500.00 GEL; refunded so far 0.00; still paid 2500.00',
      `Paid: 2025-09-29 12:30 (Tbilisi), transaction ${before.transactionId}`,
      'Express start asked: yes, 2025-09-29 12:25',
      '14-day withdrawal: until 2025-10-13 — inside it today (no reason needed)',
      '30-day guarantee: 2025-10-31 – 2025-11-29 — not begun yet',
      '  conditions: attended at least 2 live sessions; gave feedback on what did not work; completed less than 50% of the materials',
      'Nothing refunded yet: run again with --yes to refund 2500.00 GEL.',
    ]);
    expect(flitt.provider.reversals()).toHaveLength(0);
    expect(await stored()).toEqual(before);
    expect(await refundRows()).toEqual([]);
  });

  it('with --yes refunds everything: refunded in list and CSV, the seat back, the receipt queued, reversed at Flitt', async () => {
    await seedPaidOrder();
    expect(await paidSeats()).toBe('1');
    const run = await refund(ORDER, '--reason', 'withdrawal', '--yes');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(
      `Refunded 2500.00 GEL (${ORDER}-r1). The order is refunded, refunded in total 2500.00 GEL`,
    );
    expect((await listedRow())?.slice(2)).toEqual([
      'refunded',
      '4',
      '2500.00',
      'card',
      'ნინო ბერიძე',
      'paid@example.ge',
      '+995577112233',
      'checkout',
      'instagram//webinar',
      '2025-09-29 12:30',
      (await stored()).transactionId,
      '2500.00',
      '2025-10-01 16:00',
    ]);
    expect((await exportedRow())?.slice(-2)).toEqual(['2500.00', '2025-10-01 16:00:00']);
    expect(await paidSeats()).toBe('0');
    const [made] = await refundRows();
    expect(made).toMatchObject({ status: 'approved', origin: 'console', reason: 'withdrawal' });
    const receipts = await db().withStore((store) => store.listOutbox());
    expect(
      receipts
        .filter((m) => m.kind.endsWith('.refund_receipt'))
        .map((m) => m.idempotencyKey)
        .sort(),
    ).toEqual([`${made?.id}:email.refund_receipt`, `${made?.id}:sms.refund_receipt`]);
    expect(receipts.find((m) => m.kind === 'email.refund_receipt')?.payload).toMatchObject({
      orderId: ORDER,
      amountTetri: PRICE,
    });
    expect(await atFlitt()).toMatchObject({ status: 'reversed', reversalAmount: PRICE });
  });

  it('refunds 500 ₾ (partially_refunded, the seat still taken), then the rest (refunded)', async () => {
    await seedPaidOrder();
    const part = await refund(ORDER, '--amount', '500', '--yes');
    expect(part).toMatchObject({ code: 0, stderr: '' });
    expect((await listedRow())?.slice(2, 3)).toEqual(['partially_refunded']);
    expect((await listedRow())?.slice(-2)).toEqual(['500.00', '2025-10-01 16:00']);
    expect((await exportedRow())?.slice(-2)).toEqual(['500.00', '2025-10-01 16:00:00']);
    expect(await paidSeats()).toBe('1');
    expect(await atFlitt()).toMatchObject({ status: 'approved', reversalAmount: 50_000 });

    const rest = await refund(ORDER, '--yes');
    expect(rest).toMatchObject({ code: 0, stderr: '' });
    expect(rest.stdout).toContain(`Refunded 2000.00 GEL (${ORDER}-r2)`);
    expect(await stored()).toMatchObject({ status: 'refunded', refundedTetri: PRICE });
    expect((await listedRow())?.slice(-2)).toEqual(['2500.00', '2025-10-01 16:00']);
    expect(await paidSeats()).toBe('0');
    expect(flitt.provider.refundsApplied(ORDER)).toBe(2);
    expect(await atFlitt()).toMatchObject({ status: 'reversed', reversalAmount: PRICE });
  });

  it('a refund whose answer was lost, run again, refunds once', async () => {
    await seedPaidOrder();
    // One-shot: the fault meets the next refund call only, so the retry finds it switched off.
    flitt.provider.failNextReverse({ kind: 'timeout-after-applying' });
    const lost = await refund(ORDER, '--amount', '500', '--yes');
    expect(lost.code).toBe(1);
    expect(lost.stderr).toContain('REFUND_NO_ANSWER');
    expect(flitt.provider.refundsApplied(ORDER)).toBe(1);
    expect(await stored()).toMatchObject({ status: 'payment_completed', refundedTetri: 0 });
    expect((await refundRows()).map((r) => r.status)).toEqual(['requested']);
    const shown = await refund(ORDER);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(shown.stdout).toContain(
      `Nothing refunded yet: the refund ${ORDER}-r1 of 500.00 GEL has no answer; run again with --yes`,
    );

    const retried = await refund(ORDER, '--amount', '500', '--yes');
    expect(retried).toMatchObject({ code: 0, stderr: '' });
    expect(flitt.provider.refundsApplied(ORDER)).toBe(1);
    expect(
      flitt.provider.reversals().map((call) => [call.result, call.request.reverse_id]),
    ).toEqual([
      ['approved', `${ORDER}-r1`],
      ['replayed', `${ORDER}-r1`],
    ]);
    expect(await stored()).toMatchObject({ status: 'partially_refunded', refundedTetri: 50_000 });
    expect((await refundRows()).map((r) => [r.status, r.amountTetri])).toEqual([
      ['approved', 50_000],
    ]);
    expect(await atFlitt()).toMatchObject({ reversalAmount: 50_000 });
  });

  it('the same partial refund again within a day refunds nothing; with --again a second one', async () => {
    await seedPaidOrder();
    expect((await refund(ORDER, '--amount', '500', '--yes')).code).toBe(0);
    const repeated = await refund(ORDER, '--amount', '500', '--yes');
    expect(repeated.code).toBe(1);
    expect(repeated.stderr).toContain('REFUND_ALREADY_MADE: 500.00 GEL was refunded');
    expect(flitt.provider.reversals()).toHaveLength(1);
    expect(await stored()).toMatchObject({ refundedTetri: 50_000 });

    const again = await refund(ORDER, '--amount', '500', '--yes', '--again');
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toContain(`Refunded 500.00 GEL (${ORDER}-r2)`);
    expect(flitt.provider.refundsApplied(ORDER)).toBe(2);
    expect(await stored()).toMatchObject({ status: 'partially_refunded', refundedTetri: 100_000 });
    expect(await atFlitt()).toMatchObject({ reversalAmount: 100_000 });
  });

  it('refuses an unknown order, an unpaid one, more than is still paid, and an amount that is no number', async () => {
    await seedPaidOrder();
    await db().withStore((store) =>
      seedOrders(store, [
        {
          order: order('unpaid', '2025-10-01T11:50:00Z', { status: 'payment_initiated' }),
          firstName: 'გიორგი',
          lastName: 'მამულაშვილი',
        },
      ]),
    );
    const unknown = await refund('order-nobody', '--yes');
    expect(unknown).toMatchObject({ code: 1, stdout: '' });
    expect(unknown.stderr).toContain('ORDER_NOT_FOUND');
    // Without --yes too: the refusal is told before the operator confirms.
    for (const confirm of [[], ['--yes']]) {
      const unpaid = await refund('order-unpaid', ...confirm);
      expect(unpaid.code).toBe(1);
      expect(unpaid.stdout).toContain('Not paid: nothing to refund.');
      expect(unpaid.stderr).toContain('CANNOT_REFUND: the order is payment_initiated');
      const tooMuch = await refund(ORDER, '--amount', '2500.01', ...confirm);
      expect(tooMuch.code).toBe(1);
      expect(tooMuch.stdout).toContain('still paid 2500.00');
      expect(tooMuch.stderr).toContain(
        'REFUND_AMOUNT_INVALID: at most 2500.00 GEL can be refunded.',
      );
    }
    const notANumber = await refund(ORDER, '--amount', 'abc', '--yes');
    expect(notANumber).toMatchObject({ code: 2, stdout: '' });
    expect(notANumber.stderr).toContain(
      "option '--amount <lari>' argument 'abc' is invalid. Expected an amount in lari, e.g. 150 or 49.90.",
    );
    expect(flitt.provider.reversals()).toHaveLength(0);
    expect(await refundRows()).toEqual([]);
    expect(await stored()).toMatchObject({ status: 'payment_completed', refundedTetri: 0 });
  });
});
