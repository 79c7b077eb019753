import type { FastifyInstance } from 'fastify';
import { type OfferFreedSeatsDependencies, offerFreedSeats } from '../use-cases/offer-freed-seats';

/** How often the waiting list looks for freed seats: holds and offers run out with no event. */
const ROUND_INTERVAL_MS = 30_000;

/** What the waiting list's rounds need. */
export interface WaitlistOfferOptions extends OfferFreedSeatsDependencies {
  /** Wakes the outbox worker, so the offers leave at once. */
  readonly onEnqueued: () => void;
  /** Subscriptions that start a round at once: configuration edits, a moved test clock. */
  readonly triggers: readonly ((listener: () => void) => () => void)[];
}

/** Starts a round now; rounds never overlap, and a request made during one runs right after it. */
export interface WaitlistOffers {
  readonly nudge: () => void;
}

/**
 * Runs the waiting list's offer rounds (docs/purchase.md "Waiting list") when the app is ready, every
 * 30 seconds, on every trigger and on `nudge` (a refund that freed a seat). A failed round is logged;
 * the next one does its work.
 */
export function attachWaitlistOffers(
  app: FastifyInstance,
  options: WaitlistOfferOptions,
): WaitlistOffers {
  const { onEnqueued, triggers, ...deps } = options;
  let running: Promise<void> | undefined;
  let again = false;
  const round = async () => {
    try {
      const outcome = await offerFreedSeats(deps);
      if (outcome.offered > 0 || outcome.expired > 0) {
        app.log.info({ waitlist: outcome }, 'waiting-list offers updated');
      }
      if (outcome.offered > 0) onEnqueued();
    } catch (error) {
      app.log.error({ err: error }, 'waiting-list offer round failed');
    }
  };
  const nudge = () => {
    if (running !== undefined) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await round();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
  };
  let timer: NodeJS.Timeout | undefined;
  const stops = triggers.map((subscribe) => subscribe(nudge));
  app.addHook('onReady', async () => {
    nudge();
    timer = setInterval(nudge, ROUND_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const stop of stops) stop();
    await running;
  });
  return { nudge };
}
