import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tetriConstant } from '../../core/money/money';
import type { OrderStatus } from '../../core/payment/order-status';
import type { PaymentCallbackVerifier } from '../../core/ports/payment-callback-verifier';
import type { PaymentGateway, PaymentOrderRequest } from '../../core/ports/payment-gateway';

/** A fresh provider twin or adapter pair, and how to drive the provider's side of it. */
export interface PaymentProviderUnderTest {
  readonly gateway: PaymentGateway;
  readonly verifier: PaymentCallbackVerifier;
  /** The provider moves the order and posts its server callback; resolves with the fields received. */
  readonly settle: (orderId: string, status: OrderStatus) => Promise<Record<string, string>>;
  /** Amount and currency the provider recorded for an order it accepted. */
  readonly received: (orderId: string) => { amount: string; currency: string } | undefined;
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

/**
 * What every card-provider pair shares (the memory twin, Flitt against its local fake): orders
 * are registered with exactly the amount asked, ids are unique, the status API follows payments,
 * and only the provider's own callbacks verify — any changed or added field is refused.
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
  });
}
