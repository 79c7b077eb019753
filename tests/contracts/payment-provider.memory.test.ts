import { createMemoryPaymentProvider } from '../../adapters/payments/memory-payment-provider';
import { describePaymentProvider } from './payment-provider.contract';

describePaymentProvider('in-memory twin', async () => {
  const provider = createMemoryPaymentProvider();
  const orderNamed = (orderId: string) => {
    const order = provider.orders().find((o) => o.request.orderId === orderId);
    if (order === undefined) throw new Error(`unknown order ${orderId}`);
    return order;
  };
  return {
    gateway: provider.gateway,
    verifier: provider.verifier,
    settle: async (orderId, status) => provider.settle(orderId, status),
    received: (orderId) => {
      const order = provider.orders().find((o) => o.request.orderId === orderId);
      return order && { amount: String(order.request.amount), currency: order.request.currency };
    },
    lastCallback: async (orderId) => {
      const callback = provider.lastCallback(orderId);
      if (callback === undefined) throw new Error('no callback was issued');
      return callback;
    },
    loseNextRefundAnswer: () => provider.failNextRefund({ kind: 'timeout-after-applying' }),
    refundsApplied: (orderId) => orderNamed(orderId).reversals.appliedCount(),
    cleanup: async () => undefined,
  };
});
