import { createMemoryPaymentProvider } from '../../adapters/payments/memory-payment-provider';
import { describePaymentProvider } from './payment-provider.contract';

describePaymentProvider('in-memory twin', async () => {
  const provider = createMemoryPaymentProvider();
  return {
    gateway: provider.gateway,
    verifier: provider.verifier,
    settle: async (orderId, status) => provider.settle(orderId, status),
    received: (orderId) => {
      const order = provider.orders().find((o) => o.request.orderId === orderId);
      return order && { amount: String(order.request.amount), currency: order.request.currency };
    },
    cleanup: async () => undefined,
  };
});
