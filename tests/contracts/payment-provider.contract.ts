import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tetriConstant } from '../../core/money/money';
import type { OrderStatus } from '../../core/order/order-status';
import type { PaymentCallbackVerifier } from '../../core/ports/payment-callback-verifier';
import type {
  PaymentGateway,
  PaymentOrderRequest,
  RefundRequest,
} from '../../core/ports/payment-gateway';

/** A fresh provider twin or adapter pair, and how to drive the provider's side of it. */
export interface PaymentProviderUnderTest {
  readonly gateway: PaymentGateway;
  readonly verifier: PaymentCallbackVerifier;
  /** The provider moves the order and posts its server callback; resolves with the fields received. */
  readonly settle: (orderId: string, status: OrderStatus) => Promise<Record<string, string>>;
  /** Amount and currency the provider recorded for an order it accepted. */
  readonly received: (orderId: string) => { amount: string; currency: string } | undefined;
  /** The latest server callback the provider posted for an order (after a refund, say). */
  readonly lastCallback: (orderId: string) => Promise<Record<string, string>>;
  /** The next refund is made but its answer is lost: the caller times out. */
  readonly loseNextRefundAnswer: () => void;
  /** How many refunds of the order took money back. */
  readonly refundsApplied: (orderId: string) => number;
  readonly cleanup: () => Promise<void>;
}

let sequence = 0;

/** A course order of 2500 ₾ with a fresh id. */
export function aPaymentOrder(overrides: Partial<PaymentOrderRequest> = {}): PaymentOrderRequest {
  sequence += 1;
  return {
    orderId: `tc-contract-${Date.now()}-${sequence}`,
    amount: tetriConstant(250_000),
    currency: 'GEL',
    description: 'კურსი / Course',
    language: 'ka',
    resultUrl: 'https://example.ge/api/payment/return?lang=ka&token=t',
    callbackUrl: 'https://example.ge/api/payment/payment-callback',
    customerEmail: 'nino@example.ge',
    ...overrides,
  };
}

/** A refund of `amount` tetri of an order, named `<order>-<name>` at the provider. */
export function aRefund(orderId: string, amount: number, name = 'r1'): RefundRequest {
  return {
    orderId,
    amount: tetriConstant(amount),
    currency: 'GEL',
    reverseId: `${orderId}-${name}`,
    comment: 'თანხის დაბრუნება / refund',
  };
}

/**
 * What every card-provider pair shares (the memory twin, Flitt against its local fake): orders
 * are registered with exactly the amount asked, ids are unique, the status API follows payments,
 * only the provider's own callbacks verify — any changed or added field is refused — and refunds
 * follow Flitt's rules (docs/integrations.md "Flitt refunds").
 */
export function describePaymentProvider(
  name: string,
  make: () => Promise<PaymentProviderUnderTest>,
): void {
  describe(`PaymentGateway and PaymentCallbackVerifier contract: ${name}`, () => {
    let subject: PaymentProviderUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('registers an instalment application and answers the page the buyer applies on', async () => {
      const order = aPaymentOrder();
      const orderId = `${order.orderId}-inst`;
      const handle = (
        await subject.gateway.createInstalmentCheckout({
          ...order,
          orderId,
          lifetimeSeconds: 172_800,
        })
      )._unsafeUnwrap();
      expect(handle.checkoutUrl).toMatch(/^https?:\/\/\S+token=[a-f0-9]{40}$/);
      expect(subject.received(orderId)).toEqual({ amount: '250000', currency: 'GEL' });
      expect((await subject.gateway.fetchOrderStatus(orderId))._unsafeUnwrap().status).toBe(
        'created',
      );
      // The bank approves: paid in full, as a card order is.
      const fields = await subject.settle(orderId, 'approved');
      const verified = (await subject.verifier.verify(fields))._unsafeUnwrap();
      expect(verified).toMatchObject({ orderId, status: 'approved', amount: 250_000 });
    });

    it('registers the order with the amount and currency asked and returns a token', async () => {
      const order = aPaymentOrder();
      const handle = (await subject.gateway.createCheckout(order))._unsafeUnwrap();
      expect(handle.token).toMatch(/^[A-Za-z0-9]{16,}$/);
      expect(subject.received(order.orderId)).toEqual({ amount: '250000', currency: 'GEL' });
    });

    it('refuses a repeated order id', async () => {
      const order = aPaymentOrder();
      await subject.gateway.createCheckout(order);
      const again = await subject.gateway.createCheckout(order);
      expect(again._unsafeUnwrapErr()).toMatchObject({
        type: 'payment_gateway.rejected',
        params: { providerCode: '1013' },
      });
    });

    it('answers the status of a new order and not_found for an unknown one', async () => {
      const order = aPaymentOrder();
      await subject.gateway.createCheckout(order);
      const status = (await subject.gateway.fetchOrderStatus(order.orderId))._unsafeUnwrap();
      expect(status).toMatchObject({
        orderId: order.orderId,
        status: 'created',
        amount: 250_000,
        currency: 'GEL',
      });
      const unknown = await subject.gateway.fetchOrderStatus('tc-never-created');
      expect(unknown._unsafeUnwrapErr().type).toBe('payment_gateway.not_found');
    });

    it.each<OrderStatus>(['approved', 'declined', 'expired'])(
      'verifies its own %s callback and reports the same status through the status API',
      async (status) => {
        const order = aPaymentOrder();
        await subject.gateway.createCheckout(order);
        const callback = await subject.settle(order.orderId, status);
        const verified = (await subject.verifier.verify(callback))._unsafeUnwrap();
        expect(verified).toMatchObject({ orderId: order.orderId, status, amount: 250_000 });
        expect(verified.paymentId).toMatch(/^\d+$/);
        const polled = (await subject.gateway.fetchOrderStatus(order.orderId))._unsafeUnwrap();
        expect(polled).toMatchObject({ status, paymentId: verified.paymentId });
      },
    );

    it('reports a full reversal with its amount', async () => {
      const order = aPaymentOrder();
      await subject.gateway.createCheckout(order);
      await subject.settle(order.orderId, 'approved');
      const callback = await subject.settle(order.orderId, 'reversed');
      const verified = (await subject.verifier.verify(callback))._unsafeUnwrap();
      expect(verified).toMatchObject({ status: 'reversed', reversalAmount: 250_000 });
    });

    it('refuses a callback with a changed, added or missing field', async () => {
      const order = aPaymentOrder();
      await subject.gateway.createCheckout(order);
      const callback = await subject.settle(order.orderId, 'declined');
      const { signature: _, ...unsigned } = callback;
      const forgeries = [
        { ...callback, order_status: 'approved' },
        { ...callback, amount: '10' },
        { ...callback, currency: 'USD' },
        { ...callback, order_id: `${order.orderId}x` },
        { ...callback, signature: '0'.repeat(40) },
        { ...callback, unexpected_key: '1' },
        { ...callback, order_status: 'approved\u0000' },
        unsigned,
      ];
      for (const forged of forgeries) {
        expect((await subject.verifier.verify(forged)).isErr()).toBe(true);
      }
    });

    describe('refunds', () => {
      const paidOrder = async () => {
        const order = aPaymentOrder();
        await subject.gateway.createCheckout(order);
        await subject.settle(order.orderId, 'approved');
        return order.orderId;
      };
      const refund = (orderId: string, amount: number, name?: string) =>
        subject.gateway.refund(aRefund(orderId, amount, name));
      const status = async (orderId: string) =>
        (await subject.gateway.fetchOrderStatus(orderId))._unsafeUnwrap();
      const lastCallback = async (orderId: string) =>
        (await subject.verifier.verify(await subject.lastCallback(orderId)))._unsafeUnwrap();

      it('refunds a paid order in full: approved, then reversed with the whole amount', async () => {
        const orderId = await paidOrder();
        const outcome = (await refund(orderId, 250_000))._unsafeUnwrap();
        expect(outcome).toMatchObject({
          status: 'approved',
          reverseId: `${orderId}-r1`,
          refundedTetri: 250_000,
        });
        expect(outcome.transactionId).toMatch(/^\d+$/);
        expect(await status(orderId)).toMatchObject({
          status: 'reversed',
          reversalAmount: 250_000,
        });
        expect(await lastCallback(orderId)).toMatchObject({
          orderId,
          status: 'reversed',
          reversalAmount: 250_000,
          tranType: 'reverse',
        });
      });

      it('takes two partial refunds up to the amount, each its own transaction', async () => {
        const orderId = await paidOrder();
        const first = (await refund(orderId, 100_000, 'r1'))._unsafeUnwrap();
        expect(first).toMatchObject({ status: 'approved', refundedTetri: 100_000 });
        expect(await status(orderId)).toMatchObject({
          status: 'approved',
          reversalAmount: 100_000,
        });
        // A partial refund's callback says `approved`: it is not a new payment.
        expect(await lastCallback(orderId)).toMatchObject({
          status: 'approved',
          reversalAmount: 100_000,
          tranType: 'reverse',
        });
        const second = (await refund(orderId, 150_000, 'r2'))._unsafeUnwrap();
        expect(second).toMatchObject({ status: 'approved', refundedTetri: 250_000 });
        expect(second.transactionId).not.toBe(first.transactionId);
        expect(await status(orderId)).toMatchObject({
          status: 'reversed',
          reversalAmount: 250_000,
        });
        expect(subject.refundsApplied(orderId)).toBe(2);
      });

      it('refuses a refund over what is left and changes nothing', async () => {
        const orderId = await paidOrder();
        await refund(orderId, 100_000, 'r1');
        expect((await refund(orderId, 150_001, 'r2'))._unsafeUnwrapErr()).toMatchObject({
          type: 'payment_gateway.rejected',
          params: { providerCode: '1023' },
        });
        expect(await status(orderId)).toMatchObject({
          status: 'approved',
          reversalAmount: 100_000,
        });
        expect(subject.refundsApplied(orderId)).toBe(1);
      });

      it('answers a retried reverse_id with its first answer and refunds once', async () => {
        const orderId = await paidOrder();
        const first = (await refund(orderId, 100_000, 'r1'))._unsafeUnwrap();
        const again = (await refund(orderId, 100_000, 'r1'))._unsafeUnwrap();
        expect(again).toEqual(first);
        expect(await status(orderId)).toMatchObject({ reversalAmount: 100_000 });
        expect(subject.refundsApplied(orderId)).toBe(1);
        const otherAmount = await refund(orderId, 50_000, 'r1');
        expect(otherAmount._unsafeUnwrapErr().type).toBe('payment_gateway.rejected');
        expect(subject.refundsApplied(orderId)).toBe(1);
      });

      it('does not know a refund of an unknown order', async () => {
        const unknown = await refund('tc-never-created', 1_000);
        expect(unknown._unsafeUnwrapErr().type).toBe('payment_gateway.not_found');
      });

      it.each<OrderStatus>(['created', 'declined', 'expired'])(
        'refuses to refund a %s order, which took no money',
        async (orderStatus) => {
          const order = aPaymentOrder();
          await subject.gateway.createCheckout(order);
          if (orderStatus !== 'created') await subject.settle(order.orderId, orderStatus);
          const answer = await refund(order.orderId, 1_000);
          expect(answer._unsafeUnwrapErr().type).toBe('payment_gateway.rejected');
          expect(subject.refundsApplied(order.orderId)).toBe(0);
        },
      );

      it('refunds once when the answer is lost and the refund is retried with its reverse_id', async () => {
        const orderId = await paidOrder();
        subject.loseNextRefundAnswer();
        const lost = await refund(orderId, 250_000, 'r1');
        expect(lost._unsafeUnwrapErr().type).toBe('payment_gateway.unavailable');
        const retried = (await refund(orderId, 250_000, 'r1'))._unsafeUnwrap();
        expect(retried).toMatchObject({ status: 'approved', refundedTetri: 250_000 });
        expect(await status(orderId)).toMatchObject({
          status: 'reversed',
          reversalAmount: 250_000,
        });
        expect(subject.refundsApplied(orderId)).toBe(1);
      });
    });
  });
}
