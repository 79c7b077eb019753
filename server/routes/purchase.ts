import type { FastifyPluginAsync } from 'fastify';
import type { PaymentOrderSnapshot } from '../../core/payment/payment-order-snapshot';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { Cohort } from '../../core/site-config/site-config';
import type { PaymentDependencies } from '../app-dependencies';
import type { PaymentsConfig } from '../config-payments';
import type { SnapshotOutcome } from '../use-cases/apply-payment-snapshot';
import { createReturnStatusCheck } from '../use-cases/check-status-on-return';
import { checkoutRoutes } from './checkout';
import { paymentCallbackRoutes } from './payment-callback';
import { paymentResultRoutes } from './payment-result';

/** Options of the purchase route group. */
export interface PurchaseRoutesOptions {
  readonly config: PaymentsConfig;
  readonly store: RegistrationStore;
  readonly clock: Clock;
  readonly ids: Ids;
  /** The configured cohorts (config/site.json): what is on sale, seats and overbooking. */
  readonly cohorts: readonly Cohort[];
  /** The site's public origin (SITE_ORIGIN). */
  readonly siteOrigin: string;
  readonly payments: PaymentDependencies;
  /** Wakes the outbox worker after rows were enqueued. */
  readonly onEnqueued: () => void;
  /** The status API's path into the verified-snapshot transition (shared with reconciliation). */
  readonly applyStatusAnswer: (snapshot: PaymentOrderSnapshot) => Promise<SnapshotOutcome>;
}

/**
 * The purchase funnel's routes (docs/purchase.md): checkout initiation, the Flitt callback, the
 * browser return with its server-to-server status check, the thank-you lookup, and the offline
 * demo's local Flitt when it is configured. The reconciliation job is a worker, attached in `app.ts`.
 */
export const purchaseRoutes: FastifyPluginAsync<PurchaseRoutesOptions> = async (app, options) => {
  const { config, store, clock, ids, payments, onEnqueued } = options;
  app.register(checkoutRoutes, {
    store,
    clock,
    ids,
    gateway: payments.gateway,
    cohorts: options.cohorts,
    callbackOrigin: config.callbackOrigin,
    rateLimitPerMinute: config.checkoutRateLimitPerMinute,
    widget: payments.widget,
    onEnqueued,
  });
  app.register(paymentCallbackRoutes, {
    store,
    clock,
    ids,
    cohorts: options.cohorts,
    siteOrigin: options.siteOrigin,
    verifier: payments.verifier,
    allowedIps: config.callbackIps,
    onEnqueued,
  });
  app.register(paymentResultRoutes, {
    store,
    lookupRateLimitPerMinute: config.lookupRateLimitPerMinute,
    statusCheck: createReturnStatusCheck({
      clock,
      gateway: payments.gateway,
      apply: options.applyStatusAnswer,
      onResult: (entry) =>
        app.log.info({ returnStatusCheck: entry }, 'order status asked on return'),
    }),
  });
  if (payments.demo !== undefined) {
    app.register(payments.demo.plugin, { prefix: payments.demo.prefix });
    // The default keeps `npm start` working offline; a production operator must see it at once.
    app.addHook('onReady', async () => {
      app.log.warn(
        { flittMode: 'demo' },
        'payments run on the offline local Flitt (FLITT_MODE=demo): test cards only, no money moves',
      );
    });
  }
};
