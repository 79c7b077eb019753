import type * as v from 'valibot';
import { afterEach } from 'vitest';
import { createMemoryStore } from '../../../adapters/store/memory';
import type { promoCodeSchema } from '../../../core/site-config/promo-code-schema';
import { cohortAround, siteConfigFixture } from '../../support/site-config-fixture';
import { createTestClock } from './lead-delivery-app';
import { buildPaymentsApp, type PaymentsApp } from './payments-app';
import { createSiteFixture, type SiteFixture } from './site-fixture';
import type { DisposableStore, STORE_KINDS } from './store-kinds';

/** One of the stores the server runs on (memory, SQLite, PostgreSQL when configured). */
export type StoreKind = (typeof STORE_KINDS)[number];

/** The in-memory store, for tests about rules rather than databases. */
export const MEMORY_STORE: StoreKind = {
  name: 'memory',
  make: async () => ({ store: createMemoryStore(), dispose: async () => undefined }),
};

/** The cohort a seat test sells: its number, seats and the instant the test starts at. */
export interface CohortSaleOptions {
  readonly capacity: number;
  readonly now: Date;
  readonly number?: number;
  readonly kind?: StoreKind;
  readonly env?: Record<string, string>;
  /** The promo codes on offer, written as in the configuration file. */
  readonly promoCodes?: readonly v.InferInput<typeof promoCodeSchema>[];
  /** False: the configuration offers the card alone (the shipped one offers bank instalments). */
  readonly instalments?: boolean;
}

/** The cohort configuration a seat test sells: registration open, start in 30 days, early bird for 10. */
export function saleCohort(options: Pick<CohortSaleOptions, 'capacity' | 'now' | 'number'>) {
  return cohortAround(options.now, {
    number: options.number ?? 4,
    startInDays: 30,
    earlyBirdInDays: 10,
    capacity: options.capacity,
  });
}

/**
 * The payments app with one open cohort (registration open, start in 30 days, early bird for 10),
 * on a store of the given kind and a test clock at `now`; everything a test opened is closed and
 * removed after it. Call once per test file, at its top level.
 */
export function cohortSaleApps(): (options: CohortSaleOptions) => Promise<PaymentsApp> {
  let fixture: SiteFixture | undefined;
  let payments: PaymentsApp | undefined;
  let disposable: DisposableStore | undefined;
  afterEach(async () => {
    await payments?.app.close();
    await disposable?.dispose();
    fixture?.remove();
    payments = undefined;
    disposable = undefined;
    fixture = undefined;
  });
  return async (options) => {
    fixture = createSiteFixture();
    disposable = await (options.kind ?? MEMORY_STORE).make();
    const cohort = saleCohort(options);
    payments = await buildPaymentsApp(fixture, {
      env: { LOG_LEVEL: 'error', ...options.env },
      store: disposable.store,
      clock: createTestClock(options.now),
      siteConfig: siteConfigFixture([cohort], {
        promoCodes: options.promoCodes ?? [],
        ...(options.instalments === false ? { instalments: undefined } : {}),
      }),
    });
    return payments;
  };
}

/** Pays an opened checkout with the local Flitt's approved test card; answers the widget's result. */
export async function payWithApprovedCard(
  app: PaymentsApp,
  checkoutToken: string,
): Promise<string> {
  const paid = await app.app.inject({
    method: 'POST',
    url: '/flitt-demo/api/demo/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: checkoutToken,
      card_number: '4444555511116666',
      expiry: '12/39',
      cvv: '111',
    }).toString(),
  });
  await app.flitt.provider.settled();
  return (paid.json() as { result: string }).result;
}
