import { DEFAULT_LANGUAGE } from '../../core/language/languages';
import type { Clock } from '../../core/ports/clock';
import type { Ids } from '../../core/ports/ids';
import type { NewOutboxMessage } from '../../core/ports/outbox-store';
import type { RegistrationStore } from '../../core/ports/registration-store';
import type { WebinarSession } from '../../core/site-config/site-config';
import { NEXT_WEBINAR_WAITLIST_SOURCE } from '../../core/webinar/next-webinar-waitlist';
import { offeredWebinarSessions } from '../../core/webinar/session-choice';
import { outboxIdempotencyKey } from './lead-outbox-messages';

/** What the notice needs. */
export interface NotifyWebinarWaitlistDependencies {
  readonly store: Pick<RegistrationStore, 'listLeads' | 'transaction'>;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly webinarSessions: readonly WebinarSession[];
}

/**
 * Tells everyone waiting to hear of the next webinar the nearest session's date (docs/webinar.md
 * "No session scheduled"): one `sms.webinar_scheduled` per lead ever, keyed by the lead. Returns
 * how many notices were queued.
 */
export async function notifyWebinarWaitlist(
  deps: NotifyWebinarWaitlistDependencies,
): Promise<number> {
  const now = deps.clock.now();
  const next = offeredWebinarSessions(deps.webinarSessions, now)[0]?.session;
  if (next === undefined) return 0;
  const waiting = await deps.store.listLeads({
    source: NEXT_WEBINAR_WAITLIST_SOURCE,
    createdBefore: now,
  });
  const notices: NewOutboxMessage[] = waiting.flatMap((lead) => {
    if (lead.phone === null) return [];
    const firstName = lead.fullName?.split(' ')[0];
    return [
      {
        id: deps.ids.newId(),
        kind: 'sms.webinar_scheduled',
        // The lead keeps no language: Georgian, the site's default, like its Georgian number.
        payload: {
          to: lead.phone,
          language: DEFAULT_LANGUAGE,
          ...(firstName === undefined ? {} : { firstName }),
          startsAt: next.startsAt.toISOString(),
          dueAt: now.toISOString(),
        },
        idempotencyKey: outboxIdempotencyKey(lead.id, 'sms.webinar_scheduled'),
        createdAt: now,
      },
    ];
  });
  if (notices.length === 0) return 0;
  return deps.store.transaction((tx) => tx.enqueueOutbox(notices));
}
