import { describe, expect, it } from 'vitest';
import { createCryptoIds } from '../../adapters/ids/crypto-ids';
import { createMemoryPaymentProvider } from '../../adapters/payments/memory-payment-provider';
import { createMemoryStore } from '../../adapters/store/memory';
import { tetriConstant } from '../../core/money/money';
import type { RegistrationRecord } from '../../core/ports/registration-store';
import { applyPaymentSnapshot } from '../use-cases/apply-payment-snapshot';
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

async function setUp() {
  let now = start.getTime();
  const clock = { now: () => new Date(now) };
  const store = createMemoryStore();
  const provider = createMemoryPaymentProvider();
  const deps = { store, clock, ids: createCryptoIds(), cohorts: [] };
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
    gateway: provider.gateway,
    apply: (snapshot) => applyPaymentSnapshot(deps, snapshot, 'status_api'),
    afterMs: 10 * 60_000,
    intervalMs: 60_000,
  });
  return { store, provider, worker, advance: (ms: number) => (now += ms) };
}

describe('reconciliation worker', () => {
  it('leaves orders alone for ten minutes, then settles each through the transition', async () => {
    const { store, provider, worker, advance } = await setUp();
    expect(await worker.runOnce()).toEqual([]);
    advance(10 * 60_000 + 1);
    provider.failNext('payment_gateway.unavailable');
    const entries = await worker.runOnce();
    // Same last change: by id. The first call fails (provider down), the others go through.
    expect(entries.map((e) => [e.orderId, e.outcome])).toEqual([
      ['tc-down', 'provider_error'],
      ['tc-lost', 'failed_unknown_to_provider'],
      ['tc-paid', 'moved'],
    ]);
    const again = await worker.runOnce();
    expect(again.map((e) => [e.orderId, e.outcome])).toEqual([['tc-down', 'unchanged']]);
    expect(await store.findRegistrationById('paid')).toMatchObject({ status: 'payment_completed' });
    expect(await store.findRegistrationById('lost')).toMatchObject({ status: 'failed' });
    const purchases = (await store.listOutbox()).filter((m) => m.kind === 'conversion.purchase');
    expect(purchases).toHaveLength(1);
  });
});
