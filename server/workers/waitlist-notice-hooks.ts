import type { FastifyInstance } from 'fastify';
import type { SiteConfigSource } from '../site-config/site-config-source';
import {
  type NotifyWebinarWaitlistDependencies,
  notifyWebinarWaitlist,
} from '../use-cases/notify-webinar-waitlist';

/** What telling the waiting list needs. */
export interface WaitlistNoticeOptions
  extends Omit<NotifyWebinarWaitlistDependencies, 'webinarSessions'> {
  readonly site: SiteConfigSource;
  /** Wakes the outbox worker, so the notices leave at once. */
  readonly onEnqueued: () => void;
}

/**
 * Who asked to hear of the next webinar is told its date once one is configured (docs/webinar.md
 * "No session scheduled"): when the app starts, and whenever an edit of the configuration is
 * applied. A failure is logged; the notices are queued again at the next of those moments.
 */
export function attachWaitlistNotice(app: FastifyInstance, options: WaitlistNoticeOptions): void {
  const { site, onEnqueued, ...deps } = options;
  const notify = async () => {
    try {
      const queued = await notifyWebinarWaitlist({
        ...deps,
        webinarSessions: site.current().webinarSessions,
      });
      if (queued > 0) {
        app.log.info({ queued }, 'next webinar date queued for the waiting list');
        onEnqueued();
      }
    } catch (error) {
      app.log.error({ err: error }, 'could not queue the next webinar date for the waiting list');
    }
  };
  app.addHook('onReady', notify);
  const stop = site.onChange(() => void notify());
  app.addHook('onClose', async () => stop());
}
