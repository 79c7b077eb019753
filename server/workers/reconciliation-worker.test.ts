import { describe, expect, it } from 'vitest';
import { createCryptoIds } from '../../adapters/ids/crypto-ids';
import { createMemoryPaymentProvider } from '../../adapters/payments/memory-payment-provider';
import { createMemoryStore } from '../../adapters/store/memory';
import { tetriConstant } from '../../core/money/money';
import { statusCheckDueAt, statusCheckPolicy } from '../../core/payment/status-check-schedule';
import type { RegistrationRecord } from '../../core/ports/order-store';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import { applyPaymentSnapshot } from '../use-cases/apply-payment-snapshot';
import type { ReconciliationPass } from './reconciliation-pass';
import { createReconciliationWorker } from './reconciliation-worker';

const start = new Date('2026-11-23T10:00:00Z');
const NINA = {
  firstName: 'Nina',
  lastName: 'Beridze',
  email: 'nina@example.ge',
  phone: '+995555123456',
  city: null,
  linkedIn: null,
};
const MINUTE = 60_000;
const schedule = statusCheckPolicy(10 * MINUTE, MINUTE);

async function setUp(
  options: { budgetPerPass?: number; gateway?: (inner: PaymentGateway) => PaymentGateway } = {},
) {
  let now = start.getTime();
  const clock = { now: () => new Date(now) };
  const store = createMemoryStore();
  const provider = createMemoryPaymentProvider();
  const deps = { store, clock, ids: createCryptoIds(), cohorts: () => [] };
  const order = (id: string, status: RegistrationRecord['status']): RegistrationRecord => ({
    id,
    customerId: 'c1',
    contact: NINA,
    priceTetri: 250_000,
    currency: 'GEL',
    status,
    source: 'checkout',
    utm: {},
    publicToken: `token-${id}`,
    merchantOrderId: `tc-${id}`,
    transactionId: null,
    paymentTimestamp: null,
    createdAt: clock.now(),
    updatedAt: clock.now(),
    completedAt: null,
    cancelledAt: null,
    paymentStatus: null,
    language: 'en',
    cohortNumber: 4,
    overbookedAt: null,
    statusCheckedAt: null,
    statusCheckDueAt: statusCheckDueAt({ createdAt: clock.now(), lastCheckedAt: null }, schedule),
    marketingOptIn: false,
    expressStartRequestedAt: null,
    // Consented to advertising: the paid order's Purchase conversion is part of what is checked.
    advertisingConsent: true,
    refundedTetri: 0,
    refundedAt: null,
    holdAddressKey: null,
    paymentMethod: 'card',
    holdCountsFrom: null,
    promo: null,
  });
  await store.transaction(async (tx) => {
    await tx.findOrCreateCustomerByEmail({ ...NINA, id: 'c1', at: clock.now() });
    for (const [id, status] of [
      ['paid', 'payment_initiated'],
      ['lost', 'pending'],
      ['down', 'payment_initiated'],
    ] as const) {
      await tx.insertRegistration(order(id, status));
    }
  });
  for (const id of ['paid', 'down']) {
    await provider.gateway.createCheckout({
      orderId: `tc-${id}`,
      amount: tetriConstant(250_000),
      currency: 'GEL',
      description: 'Course',
      language: 'en',
      resultUrl: 'https://example.ge/r',
      callbackUrl: 'https://example.ge/c',
    });
  }
  provider.settle('tc-paid', 'approved');
  const worker = createReconciliationWorker({
    store,
    clock,
    gateway: options.gateway?.(provider.gateway) ?? provider.gateway,
    apply: (snapshot) => applyPaymentSnapshot(deps, snapshot, 'status_api'),
    schedule,
    budgetPerPass: options.budgetPerPass ?? 50,
  });
  return { store, provider, worker, advance: (ms: number) => (now += ms) };
}

const outcomes = (pass: ReconciliationPass) =>
  pass.entries.map((e) => [e.orderId, e.outcome]).sort();

describe('reconciliation worker', () => {
  it('leaves orders alone until they are due, then settles each through the transition', async () => {
    const { store, provider, worker, advance } = await setUp();
    expect(await worker.runOnce()).toEqual({ claimed: 0, entries: [] });
    advance(10 * MINUTE);
    provider.failNext('payment_gateway.unavailable');
    // Created together: asked oldest first, then by id. The first call fails (provider down).
    expect(outcomes(await worker.runOnce())).toEqual([
      ['tc-down', 'provider_error'],
      ['tc-lost', 'unknown_to_provider'],
      ['tc-paid', 'moved'],
    ]);
    expect(await store.findRegistrationById('paid')).toMatchObject({ status: 'payment_completed' });
    // Flitt does not know `lost` yet, but its lifetime is not over: asked again, not failed.
    expect(await store.findRegistrationById('lost')).toMatchObject({
      status: 'pending',
      statusCheckedAt: new Date(start.getTime() + 10 * MINUTE),
      statusCheckDueAt: new Date(start.getTime() + 20 * MINUTE),
    });
    // Within the interval nothing is asked twice; after it, the unanswered one is asked again.
    expect((await worker.runOnce()).claimed).toBe(0);
    advance(MINUTE);
    expect(outcomes(await worker.runOnce())).toEqual([['tc-down', 'unchanged']]);
    const purchases = (await store.listOutbox()).filter((m) => m.kind === 'conversion.purchase');
    expect(purchases).toHaveLength(1);
  });

  it('backs off an abandoned order and gives up on an unknown one once Flitt has settled', async () => {
    const { store, worker, advance } = await setUp();
    const asked: Record<string, number[]> = {};
    for (let minute = 1; minute <= 120; minute += 1) {
      advance(MINUTE);
      for (const entry of (await worker.runOnce()).entries) {
        asked[entry.orderId] = [...(asked[entry.orderId] ?? []), minute];
      }
    }
    // Ages 10, 20, then the check after Flitt's 29-minute lifetime plus 5, then doubling.
    expect(asked['tc-down']).toEqual([10, 20, 34, 68]);
    expect(asked['tc-lost']).toEqual([10, 20, 34]);
    expect(asked['tc-paid']).toEqual([10]);
    expect(await store.findRegistrationById('lost')).toMatchObject({ status: 'failed' });
  });

  it('asks at most the budget per pass and the rest at the next one', async () => {
    const { worker, advance } = await setUp({ budgetPerPass: 2 });
    advance(10 * MINUTE);
    const first = await worker.runOnce();
    expect(first.claimed).toBe(2);
    advance(MINUTE);
    const second = await worker.runOnce();
    expect(second.entries.map((e) => e.orderId)).toEqual(['tc-paid']);
  });

  it('stops asking once the lease of its claim has run out (slow provider)', async () => {
    let advanceDuringCall = (_ms: number) => 0;
    const { worker, advance } = await setUp({
      gateway: (inner) => ({
        ...inner,
        fetchOrderStatus: (orderId) => {
          advanceDuringCall(MINUTE);
          return inner.fetchOrderStatus(orderId);
        },
      }),
    });
    advanceDuringCall = advance;
    advance(10 * MINUTE);
    const slow = await worker.runOnce();
    expect(slow.claimed).toBe(3);
    expect(slow.entries).toHaveLength(1);
    // The two left are due again at the lease's end and asked then.
    const next = await worker.runOnce();
    expect(next.claimed).toBe(2);
  });
});
