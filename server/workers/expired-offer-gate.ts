import { errAsync } from 'neverthrow';
import { parseOutboxPayload } from '../../core/outbox/outbox-kinds';
import type { Clock } from '../../core/ports/clock';
import type { OutboxDispatch } from './outbox-dispatcher';

const OFFER_KINDS = ['email.waitlist_offer', 'sms.waitlist_offer'] as const;

/**
 * A waiting-list offer that comes due after it expired is not sent (docs/purchase.md "Waiting
 * list"): its seat has passed to the next person, so the link would only disappoint. Dropped with
 * `waitlist_offer.expired`, a dead letter the console shows.
 */
export function dropExpiredOffers(dispatch: OutboxDispatch, clock: Clock): OutboxDispatch {
  return (message) => {
    const kind = OFFER_KINDS.find((offerKind) => offerKind === message.kind);
    const offer = kind === undefined ? null : parseOutboxPayload(kind, message.payload);
    if (offer !== null && clock.now().getTime() >= new Date(offer.expiresAt).getTime()) {
      return errAsync({ code: 'waitlist_offer.expired' });
    }
    return dispatch(message);
  };
}
