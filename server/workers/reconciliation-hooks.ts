import type { FastifyInstance } from 'fastify';
import type { PaymentOrderSnapshot } from '../../core/order/payment-order-snapshot';
import type { Clock } from '../../core/ports/clock';
import type { OrderStore } from '../../core/ports/order-store';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { ReconciliationConfig } from '../config/payments';
import type { SnapshotOutcome } from '../use-cases/apply-payment-snapshot';
import { createReconciliationWorker, type ReconciliationWorker } from './reconciliation-worker';

/** What the app's reconciliation job needs. */
export interface ReconciliationHooksOptions {
  readonly config: ReconciliationConfig;
  readonly store: OrderStore & Pick<RegistrationStore, 'transaction'>;
  readonly clock: Clock;
  readonly gateway: Pick<PaymentGateway, 'fetchOrderStatus'>;
  /** The verified-snapshot path shared with the callback route. */
  readonly apply: (snapshot: PaymentOrderSnapshot) => Promise<SnapshotOutcome>;
}

/** The reconciliation job, started when the app is ready and stopped before the database closes. */
export function attachReconciliationWorker(
  app: FastifyInstance,
  options: ReconciliationHooksOptions,
): ReconciliationWorker {
  const budget = options.config.budgetPerPass;
  const reconciliation = createReconciliationWorker({
    store: options.store,
    clock: options.clock,
    gateway: options.gateway,
    apply: options.apply,
    schedule: options.config.schedule,
    budgetPerPass: budget,
    onResult: (entry) => app.log.info({ reconciliation: entry }, 'order reconciled'),
    // A full pass means orders may be waiting longer than one interval (docs/purchase.md "Reconciliation").
    onPass: (pass) => {
      if (pass.claimed >= budget) {
        app.log.warn(
          { claimed: pass.claimed, budgetPerPass: budget },
          'reconciliation pass used its whole budget; due orders wait for the next pass',
        );
      }
    },
    onError: (error) => app.log.error({ err: error }, 'reconciliation failed'),
  });
  app.addHook('onReady', async () => reconciliation.start());
  app.addHook('preClose', async () => reconciliation.stop());
  return reconciliation;
}
