import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RefundRecord, RegistrationRecord } from '../ports/order-store';
import { planRefund } from './refund-plan';

const NOW = new Date('2026-11-28T10:00:00Z');
const PRICE = 250_000;
const order = (status: RegistrationRecord['status'], refundedTetri = 0) =>
  ({ status, priceTetri: PRICE, refundedTetri }) as RegistrationRecord;
const refund = (overrides: Partial<RefundRecord>): RefundRecord => ({
  id: 'ref-1',
  registrationId: 'reg-1',
  reverseId: 'tc-1-r1',
  amountTetri: 50_000,
  status: 'approved',
  origin: 'console',
  reason: null,
  requestedAt: new Date(NOW.getTime() - 60_000),
  settledAt: NOW,
  ...overrides,
});

describe('planRefund', () => {
  it('asks for everything still paid by default, or the amount asked', () => {
    expect(planRefund(order('completed', 50_000), [], {}, NOW)).toEqual({
      kind: 'new',
      amountTetri: 200_000,
    });
    expect(planRefund(order('payment_completed'), [], { amountTetri: 100 }, NOW)).toEqual({
      kind: 'new',
      amountTetri: 100,
    });
  });

  it('refuses a seat a company paid by bank transfer: the card provider holds none of it', () => {
    const seat = { ...order('completed'), paymentMethod: 'invoice' } as RegistrationRecord;
    expect(planRefund(seat, [], {}, NOW)).toMatchObject({ refusal: { code: 'PAID_BY_TRANSFER' } });
    const card = { ...order('completed'), paymentMethod: 'card' } as RegistrationRecord;
    expect(planRefund(card, [], {}, NOW)).toMatchObject({ kind: 'new', amountTetri: PRICE });
  });

  it('refuses an order that is not paid, or more than is still paid', () => {
    expect(planRefund(order('pending'), [], {}, NOW)).toMatchObject({
      refusal: { code: 'CANNOT_REFUND', status: 'pending' },
    });
    expect(planRefund(order('refunded', PRICE), [], {}, NOW)).toMatchObject({
      refusal: { code: 'CANNOT_REFUND' },
    });
    expect(
      planRefund(order('partially_refunded', 50_000), [], { amountTetri: 200_001 }, NOW),
    ).toMatchObject({ refusal: { code: 'REFUND_AMOUNT_INVALID', remainingTetri: 200_000 } });
  });

  it('retries the unanswered refund, and refuses a different amount meanwhile', () => {
    const pending = refund({ status: 'requested', settledAt: null });
    expect(planRefund(order('payment_completed'), [pending], {}, NOW)).toEqual({
      kind: 'retry',
      pending,
    });
    expect(
      planRefund(order('payment_completed'), [pending], { amountTetri: 1 }, NOW),
    ).toMatchObject({ refusal: { code: 'REFUND_PENDING' } });
  });

  it('takes the same amount again within a day for a retry already done, unless told again', () => {
    const made = refund({});
    const partly = order('partially_refunded', 50_000);
    expect(planRefund(partly, [made], { amountTetri: 50_000 }, NOW)).toMatchObject({
      refusal: { code: 'REFUND_ALREADY_MADE', made },
    });
    expect(planRefund(partly, [made], { amountTetri: 50_000, again: true }, NOW)).toEqual({
      kind: 'new',
      amountTetri: 50_000,
    });
    const dayLater = new Date(made.requestedAt.getTime() + 24 * 60 * 60 * 1_000);
    expect(planRefund(partly, [made], { amountTetri: 50_000 }, dayLater)).toMatchObject({
      kind: 'new',
    });
  });

  it('never plans more than is still paid, nor a refund of an unpaid order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'pending',
          'payment_completed',
          'completed',
          'partially_refunded',
          'failed' as const,
        ),
        fc.integer({ min: 0, max: PRICE - 1 }),
        fc.option(fc.integer({ min: -5, max: PRICE + 5 }), { nil: undefined }),
        (status, refunded, amountTetri) => {
          const plan = planRefund(
            order(status, status === 'partially_refunded' ? refunded : 0),
            [],
            amountTetri === undefined ? {} : { amountTetri },
            NOW,
          );
          if (plan.kind !== 'new') return;
          expect(['payment_completed', 'completed', 'partially_refunded']).toContain(status);
          expect(plan.amountTetri).toBeGreaterThan(0);
          const paid = PRICE - (status === 'partially_refunded' ? refunded : 0);
          expect(plan.amountTetri).toBeLessThanOrEqual(paid);
        },
      ),
    );
  });
});
