import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFlittParams } from '../../adapters/payments/flitt-signature';
import {
  buildPaymentsApp,
  type PaymentsApp,
  signedCallback,
  startCheckout,
} from './support/payments-app';
import { createSiteFixture, type SiteFixture } from './support/site-fixture';

/** How many forged or mutated callbacks the property posts (docs/security.md P1). */
const RUNS = Number(process.env.FORGED_CALLBACK_RUNS ?? 10_000);

let fixture: SiteFixture;
let payments: PaymentsApp;
let orderId: string;
let orderToken: string;

beforeAll(async () => {
  fixture = createSiteFixture();
  payments = await buildPaymentsApp(fixture, { env: { LOG_LEVEL: 'error' } });
  ({ merchantOrderId: orderId, orderToken } = await startCheckout(payments));
});
afterAll(async () => {
  await payments.app.close();
  fixture.remove();
});

type Params = Record<string, string>;
/** One forgery: how the body is encoded and what it contains. */
interface Forgery {
  readonly label: string;
  readonly format: 'json' | 'form' | 'raw-json' | 'text';
  readonly body: Params | string;
}

const approved = () => signedCallback(orderId);
const anyText = fc.string({ maxLength: 12 });
const CONTROL = fc.constantFrom('\u0000', '\n', '\r', '\t', '\u001b', '\u007f', '\u0085', '\u2028');
const hex40 = fc.stringMatching(/^[0-9a-f]{40}$/);
const field = fc.constantFrom(
  'order_id',
  'merchant_id',
  'amount',
  'currency',
  'order_status',
  'payment_id',
  'actual_amount',
  'reversal_amount',
  'additional_info',
);

/** Changes that break the signature (the attacker does not know the key). */
const unsignedMutation: fc.Arbitrary<Forgery> = fc.oneof(
  hex40.map((signature) => ({
    label: 'random signature',
    format: 'json' as const,
    body: { ...approved(), signature },
  })),
  fc.constantFrom('upper', 'short', 'missing', 'empty').map((kind) => {
    const body = approved();
    const signature =
      kind === 'upper'
        ? body.signature?.toUpperCase()
        : kind === 'short'
          ? body.signature?.slice(1)
          : kind === 'empty'
            ? ''
            : undefined;
    const { signature: _, ...rest } = body;
    return {
      label: `signature ${kind}`,
      format: 'json' as const,
      body: signature === undefined ? rest : { ...rest, signature },
    };
  }),
  fc.integer({ min: 0, max: 10 ** 9 }).map((amount) => ({
    label: 'amount',
    format: 'json' as const,
    body: { ...approved(), amount: String(amount === 250_000 ? 1 : amount) },
  })),
  fc.constantFrom('USD', 'EUR', 'gel', 'GEL ', 'UAH').map((currency) => ({
    label: 'currency',
    format: 'form' as const,
    body: { ...approved(), currency },
  })),
  fc
    .constantFrom('declined', 'processing', 'reversed', 'expired', 'created', 'APPROVED', 'paid')
    .map((order_status) => ({
      label: 'status',
      format: 'json' as const,
      body: { ...approved(), order_status },
    })),
  fc.stringMatching(/^\d{1,9}$/).map((merchant_id) => ({
    label: 'merchant',
    format: 'form' as const,
    body: { ...approved(), merchant_id: merchant_id === '1549901' ? '1' : merchant_id },
  })),
  fc
    .tuple(
      field,
      anyText.filter((s) => s !== ''),
    )
    .map(([key, suffix]) => ({
      label: `appended ${key}`,
      format: 'json' as const,
      body: { ...approved(), [key]: `${approved()[key] ?? ''}${suffix}` },
    })),
  fc.tuple(fc.stringMatching(/^[a-z_]{1,20}$/), anyText).map(([key, value]) => ({
    label: 'extra key',
    format: 'form' as const,
    body: { ...approved(), [`x_${key}`]: value },
  })),
  fc.string({ minLength: 1, maxLength: 40 }).map((key) => ({
    label: 'signed with another key',
    format: 'json' as const,
    body: signedCallback(orderId, {}, key === 'test' ? 'test2' : key),
  })),
);

/** Changes signed with our own key (as if it leaked, or a callback for another order): the stored order still refuses them. */
const signedMismatch: fc.Arbitrary<Forgery> = fc.oneof(
  fc
    .integer({ min: 1, max: 10 ** 9 })
    .filter((a) => a !== 250_000)
    .map((amount) => ({
      label: 'signed amount',
      format: 'json' as const,
      body: signedCallback(orderId, { amount: String(amount) }),
    })),
  fc.constantFrom('USD', 'EUR').map((currency) => ({
    label: 'signed currency',
    format: 'form' as const,
    body: signedCallback(orderId, { currency }),
  })),
  fc
    .stringMatching(/^\d{1,9}$/)
    .filter((m) => m !== '1549901')
    .map((merchant_id) => ({
      label: 'signed merchant',
      format: 'json' as const,
      body: signedCallback(orderId, { merchant_id }),
    })),
  fc.tuple(fc.stringMatching(/^[a-z]{1,10}$/), anyText).map(([key, value]) => ({
    label: 'signed extra key',
    format: 'json' as const,
    body: signedCallback(orderId, { [`zz_${key}`]: value }),
  })),
  fc.tuple(field, CONTROL).map(([key, control]) => ({
    label: 'signed control character',
    format: 'form' as const,
    body: signFlittParams({ ...approved(), [key]: `${approved()[key] ?? ''}${control}` }, 'test'),
  })),
  fc.stringMatching(/^tc-[a-z0-9-]{1,30}$/).map((other) => ({
    label: 'signed unknown order',
    format: 'json' as const,
    body: signedCallback(other),
  })),
);

/** Bodies that are not a flat object at all. */
const malformedBody: fc.Arbitrary<Forgery> = fc.oneof(
  fc
    .jsonValue()
    .filter(
      (v) =>
        typeof v !== 'object' ||
        v === null ||
        Array.isArray(v) ||
        Object.keys(v).length === 0 ||
        Object.values(v).some((x) => typeof x === 'object' || typeof x === 'boolean'),
    )
    .map((value) => ({
      label: 'json value',
      format: 'raw-json' as const,
      body: JSON.stringify(value),
    })),
  fc
    .string({ maxLength: 200 })
    .map((text) => ({ label: 'text', format: 'text' as const, body: text })),
  fc
    .string({ maxLength: 200 })
    .map((text) => ({ label: 'broken json', format: 'raw-json' as const, body: `{${text}` })),
  fc.constant({
    label: 'repeated form key',
    format: 'text' as const,
    body: `${new URLSearchParams(approved()).toString()}&order_status=declined`,
  }),
  fc.constant({
    label: 'nested',
    format: 'raw-json' as const,
    body: JSON.stringify({ ...approved(), additional_info: { transaction_id: 1 } }),
  }),
);

const forgery = fc.oneof(
  { weight: 5, arbitrary: unsignedMutation },
  { weight: 4, arbitrary: signedMismatch },
  { weight: 1, arbitrary: malformedBody },
);

function post(item: Forgery) {
  const form =
    item.format === 'form' || (item.format === 'text' && item.label === 'repeated form key');
  const type = form
    ? 'application/x-www-form-urlencoded'
    : item.format === 'text'
      ? 'text/plain'
      : 'application/json';
  const payload =
    typeof item.body === 'string'
      ? item.body
      : form
        ? new URLSearchParams(item.body).toString()
        : JSON.stringify(item.body);
  return payments.app.inject({
    method: 'POST',
    url: '/api/payment/payment-callback',
    headers: { 'content-type': type },
    payload,
  });
}

describe('forged and mutated callbacks (docs/security.md P1)', () => {
  it(`refuses ${RUNS} of them with a 4xx and a code, changing nothing`, async () => {
    const statuses = new Map<number, number>();
    const codes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(forgery, async (item) => {
        const response = await post(item);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, item.label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, item.label).toBeLessThan(500);
        const code = (response.json() as { error?: { code?: string } }).error?.code;
        expect(code, item.label).toMatch(/^[A-Z_]+$/);
        codes.add(String(code));
      }),
      { numRuns: RUNS },
    );
    const order = await payments.store.findRegistrationByPublicToken(orderToken);
    expect(order).toMatchObject({
      status: 'payment_initiated',
      paymentStatus: null,
      transactionId: null,
    });
    expect(
      await payments.store.listOrders({
        statuses: ['payment_completed', 'failed', 'cancelled'],
      }),
    ).toEqual([]);
    const kinds = (await payments.store.listOutbox()).map((m) => m.kind);
    expect(kinds).toEqual(['conversion.initiate_checkout']);
    // The run's figures, for the log: how many were posted and how each was answered.
    console.info(
      `forged callbacks: ${RUNS}, answers by status ${JSON.stringify(Object.fromEntries(statuses))}, codes ${[...codes].sort().join(' ')}`,
    );
    // The genuine callback still works afterwards: the refusals left no state behind.
    const genuine = await payments.app.inject({
      method: 'POST',
      url: '/api/payment/payment-callback',
      payload: approved(),
    });
    expect(genuine.statusCode).toBe(200);
  }, 600_000);
});
