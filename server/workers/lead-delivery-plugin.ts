import type { OutboxKind } from '../../core/outbox/outbox-kinds';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { PricedCohort } from '../../core/pricing/price-at';
import type { LeadDeliveryConfig } from '../config';
import type { PaymentsConfig } from '../config-payments';
import { globalPlugin } from '../plugins/global-plugin';
import { leadsRoutes } from '../routes/leads';
import { registrationRoutes } from '../routes/registration';
import type { SmsGuard } from '../sms/sms-guard';
import { createOutboxDispatcher, type OutboxDestinations } from './outbox-dispatcher';
import { createOutboxWorker } from './outbox-worker';
import { type PaymentDependencies, paymentsPlugin } from './payments-plugin';

/** The ports and services lead delivery needs (built by the composition root, or fakes in tests). */
export interface LeadDeliveryDependencies extends OutboxDestinations {
  readonly smsGuard: Pick<SmsGuard, 'reserve'>;
  /** Uniform in [0, 1): backoff jitter. */
  readonly random: () => number;
  /** Outbox kinds whose destination is not configured (e.g. no spreadsheet URL): left waiting. */
  readonly pausedKinds?: readonly OutboxKind[];
}

/** Options of `leadDeliveryPlugin`. */
export interface LeadDeliveryPluginOptions extends Record<string, unknown> {
  readonly config: LeadDeliveryConfig;
  readonly store: RegistrationStore;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly delivery: LeadDeliveryDependencies;
  /** The purchase funnel (issue 4), sharing this outbox worker; absent in webinar-only tests. */
  readonly payments?: {
    readonly config: PaymentsConfig;
    readonly cohort: PricedCohort;
    readonly siteOrigin: string;
    readonly dependencies: PaymentDependencies;
  };
}

/**
 * The webinar funnel's write side (docs/architecture.md "Flow 1: webinar registration"): `POST /api/registration`,
 * `POST /api/leads` and the outbox worker that delivers what they enqueue. The worker starts when
 * the app is ready and stops before the database closes; each post wakes it at once.
 */
export const leadDeliveryPlugin = globalPlugin<LeadDeliveryPluginOptions>(async (app, options) => {
  const { config, store, clock, ids, delivery } = options;
  const worker = createOutboxWorker({
    store,
    clock,
    dispatch: createOutboxDispatcher(delivery),
    random: delivery.random,
    pollMs: config.outboxPollMs,
    leaseMs: config.outboxLeaseMs,
    pausedKinds: delivery.pausedKinds ?? [],
    // Outcomes only: ids, kinds and codes, never the payload's personal data (docs/security.md "Logs").
    onDelivery: (entry) => app.log.info({ outbox: entry }, 'outbox delivery'),
    onError: (error) => app.log.error({ err: error }, 'outbox worker failed'),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());

  const onEnqueued = () => worker.nudge();
  const rateLimitPerMinute = config.formRateLimitPerMinute;
  app.register(registrationRoutes, {
    store,
    clock,
    ids,
    smsGuard: delivery.smsGuard,
    rateLimitPerMinute,
    onEnqueued,
  });
  app.register(leadsRoutes, { store, clock, ids, rateLimitPerMinute, onEnqueued });
  if (options.payments !== undefined) {
    const { config: paymentsConfig, cohort, siteOrigin, dependencies } = options.payments;
    app.register(paymentsPlugin, {
      config: paymentsConfig,
      store,
      clock,
      ids,
      cohort,
      siteOrigin,
      payments: dependencies,
      onEnqueued,
    });
  }
});
