import type { FastifyInstance } from 'fastify';
import type { OutboxKind } from '../../core/outbox/outbox-kinds';
import { thrownErrorDetail } from '../../core/outbox/thrown-error';
import type { Clock } from '../../core/ports/clock';
import type { OutboxStore } from '../../core/ports/outbox-store';
import type { LeadDeliveryConfig } from '../config/lead-delivery';
import type { SmsGuard } from '../sms/sms-guard';
import type { MessageSite } from './email-handlers';
import { dropExpiredOffers } from './expired-offer-gate';
import { createOutboxDispatcher, type OutboxDestinations } from './outbox-dispatcher';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';
import { gateCappedSms } from './sms-delivery-gate';

/**
 * An adapter's bug as the log may keep it: the error's type, its class and message with e-mail
 * addresses and phone numbers masked and cut to 200 characters (the message can quote the payload
 * it choked on; docs/security.md "Logs"), and the frames it was thrown from.
 */
function whereItThrew(error: unknown): {
  readonly type: string;
  readonly error: string;
  readonly frames: string[];
} {
  const detail = thrownErrorDetail(error);
  if (!(error instanceof Error)) return { type: typeof error, error: detail, frames: [] };
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8)
    .map((line) => line.trim());
  return { type: error.name, error: detail, frames };
}

/** The ports and services lead delivery needs (built by the composition root, or fakes in tests). */
export interface LeadDeliveryDependencies extends OutboxDestinations {
  /** The SMS caps, checked when an SMS is queued. */
  readonly smsGuard: Pick<SmsGuard, 'reserve'>;
  /**
   * Set when the caps live in Redis, which can be unreachable when an SMS is queued: capped SMS are
   * then reserved again right before they are sent (`server/workers/sms-delivery-gate.ts`).
   */
  readonly smsDeliveryGuard?: Pick<SmsGuard, 'reserve'>;
  /** Uniform in [0, 1): backoff jitter. */
  readonly random: () => number;
  /** Outbox kinds whose destination is not configured (e.g. no spreadsheet URL): left waiting. */
  readonly pausedKinds?: readonly OutboxKind[];
}

/** What the app's outbox worker needs. */
export interface OutboxWorkerHooksOptions {
  readonly config: LeadDeliveryConfig;
  readonly store: OutboxStore;
  readonly clock: Clock;
  readonly delivery: LeadDeliveryDependencies;
  /** What the e-mails are written from when they are sent: the running configuration and the legal texts. */
  readonly site: MessageSite;
}

/**
 * The app's one outbox worker (docs/messaging.md "Outbox"), shared by the webinar and purchase
 * funnels: it starts when the app is ready and stops before the database closes; routes call
 * `nudge()` after they enqueue so delivery starts at once.
 */
export function attachOutboxWorker(
  app: FastifyInstance,
  options: OutboxWorkerHooksOptions,
): OutboxWorker {
  const { config, store, clock, delivery, site } = options;
  const worker = createOutboxWorker({
    store,
    clock,
    dispatch: dropExpiredOffers(
      gateCappedSms(createOutboxDispatcher(delivery, site), {
        queued: delivery.smsDeliveryGuard,
        scheduled: delivery.smsGuard,
        clock,
      }),
      clock,
    ),
    random: delivery.random,
    pollMs: config.outboxPollMs,
    leaseMs: config.outboxLeaseMs,
    policy: config.outboxRetry,
    breaker: config.outboxBreaker,
    pausedKinds: delivery.pausedKinds ?? [],
    // Outcomes only: ids, kinds and codes, never the payload's personal data (docs/security.md).
    // A dead letter or a parked SMS needs the operator, so it is an error line (docs/operations.md).
    onDelivery: (entry) =>
      entry.outcome === 'dead' || entry.outcome === 'parked'
        ? app.log.error({ outbox: entry }, 'outbox delivery needs an operator')
        : app.log.info({ outbox: entry }, 'outbox delivery'),
    onCircuit: (change) =>
      change.to === 'open'
        ? app.log.warn({ circuit: change }, 'outbox destination down: deliveries paused')
        : app.log.info({ circuit: change }, 'outbox circuit changed'),
    onError: (error, message) =>
      message === undefined
        ? app.log.error({ err: error }, 'outbox worker failed')
        : app.log.error(
            { bug: whereItThrew(error), outbox: message },
            'outbox delivery threw: retried later',
          ),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
  return worker;
}
