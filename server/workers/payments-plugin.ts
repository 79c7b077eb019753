import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { PaymentCallbackVerifier } from '../../core/ports/payment-callback-verifier';
import type { PaymentGateway } from '../../core/ports/payment-gateway';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { PricedCohort } from '../../core/pricing/price-at';
import type { PaymentsConfig } from '../config-payments';
import { checkoutRoutes } from '../routes/checkout';
import { paymentCallbackRoutes } from '../routes/payment-callback';
import { paymentResultRoutes } from '../routes/payment-result';
import { applyPaymentSnapshot } from '../use-cases/apply-payment-snapshot';
import { createReconciliationWorker } from './reconciliation-worker';

/** The card provider's ports and the widget's asset URLs (built by the composition root). */
export interface PaymentDependencies {
  readonly gateway: PaymentGateway;
  readonly verifier: PaymentCallbackVerifier;
  readonly widget: { readonly scriptUrl: string; readonly styleUrl: string };
  /**
   * The offline demo's local Flitt, mounted under the site's own origin at `prefix`; the plugin
   * keeps its instance so the demo's callbacks reach the callback route in-process (no network).
   */
  readonly demo?: {
    readonly prefix: string;
    readonly plugin: FastifyPluginAsync;
  };
}

/** Options of the payments plugin. */
export interface PaymentsPluginOptions {
  readonly config: PaymentsConfig;
  readonly store: RegistrationStore;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly cohort: PricedCohort;
  /** The site's public origin (SITE_ORIGIN). */
  readonly siteOrigin: string;
  readonly payments: PaymentDependencies;
  /** Wakes the outbox worker after rows were enqueued. */
  readonly onEnqueued: () => void;
}

/**
 * The purchase funnel's write side (docs/architecture.md "Flow 2: purchase"): checkout initiation, the Flitt
 * callback, the browser return and the thank-you lookup, and the reconciliation job that starts
 * with the app and stops before the database closes.
 */
export const paymentsPlugin: FastifyPluginAsync<PaymentsPluginOptions> = async (app, options) => {
  const { config, store, clock, ids, payments, onEnqueued } = options;
  const reconciliation = createReconciliationWorker({
    store,
    clock,
    gateway: payments.gateway,
    apply: async (snapshot) => {
      const outcome = await applyPaymentSnapshot(
        { store, clock, ids, siteOrigin: options.siteOrigin },
        snapshot,
        'status_api',
      );
      if (outcome.kind === 'moved' && outcome.purchased) onEnqueued();
      return outcome;
    },
    afterMs: config.reconcileAfterMs,
    intervalMs: config.reconcileIntervalMs,
    onResult: (entry) => app.log.info({ reconciliation: entry }, 'order reconciled'),
    onError: (error) => app.log.error({ err: error }, 'reconciliation failed'),
  });
  app.addHook('onReady', async () => reconciliation.start());
  app.addHook('preClose', async () => reconciliation.stop());

  app.register(checkoutRoutes, {
    store,
    clock,
    ids,
    gateway: payments.gateway,
    cohort: options.cohort,
    callbackOrigin: config.callbackOrigin,
    rateLimitPerMinute: config.checkoutRateLimitPerMinute,
    widget: payments.widget,
    onEnqueued,
  });
  app.register(paymentCallbackRoutes, {
    store,
    clock,
    ids,
    siteOrigin: options.siteOrigin,
    verifier: payments.verifier,
    allowedIps: config.callbackIps,
    onEnqueued,
  });
  app.register(paymentResultRoutes, {
    store,
    lookupRateLimitPerMinute: config.lookupRateLimitPerMinute,
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
