import { firstNameOf } from '../../core/email-messages/email-site';
import type { Language } from '../../core/language/languages';
import type { OutboxKind, OutboxPayloads } from '../../core/outbox/outbox-kinds';
import type { Ids } from '../../core/ports/ids';
import type { NewOutboxMessage } from '../../core/ports/outbox-store';

/** What a waiting-list offer is queued from. */
export interface WaitlistOfferMessagesInput {
  /** The person on the list; without a phone they get the e-mail only. */
  readonly person: {
    readonly email: string;
    readonly phone: string | null;
    readonly name: string | null;
    readonly language: Language;
  };
  readonly offer: {
    readonly id: string;
    /** The personal link that takes the held seat. */
    readonly url: string;
    readonly expiresAt: Date;
    readonly cohortNumber: number;
    readonly cohortStartsAt: Date;
  };
  readonly ids: Ids;
  readonly now: Date;
}

/** One message per offer and kind: a repeated enqueue of the same offer is ignored by the store. */
function offerKey(offerId: string, kind: OutboxKind): string {
  return `${offerId}:${kind}`;
}

/**
 * A seat offered from the waiting list (docs/messaging.md "E-mail messages"): the e-mail with the
 * cohort, the personal link and until when the seat is held, and — for someone who gave a phone —
 * the short SMS with the link, in the language they used.
 */
export function waitlistOfferMessages(input: WaitlistOfferMessagesInput): NewOutboxMessage[] {
  const { person, offer, ids, now } = input;
  const firstName = firstNameOf(person.name);
  const email: OutboxPayloads['email.waitlist_offer'] = {
    to: person.email,
    language: person.language,
    ...(firstName === undefined ? {} : { firstName }),
    offerId: offer.id,
    url: offer.url,
    expiresAt: offer.expiresAt.toISOString(),
    cohort: { number: offer.cohortNumber, startsAt: offer.cohortStartsAt.toISOString() },
  };
  const messages: NewOutboxMessage[] = [
    {
      id: ids.newId(),
      kind: 'email.waitlist_offer',
      payload: { ...email, cohort: { ...email.cohort } },
      idempotencyKey: offerKey(offer.id, 'email.waitlist_offer'),
      createdAt: now,
    },
  ];
  if (person.phone === null) return messages;
  const sms: OutboxPayloads['sms.waitlist_offer'] = {
    to: person.phone,
    language: person.language,
    url: offer.url,
    expiresAt: email.expiresAt,
    cohortNumber: offer.cohortNumber,
  };
  messages.push({
    id: ids.newId(),
    kind: 'sms.waitlist_offer',
    payload: { ...sms },
    idempotencyKey: offerKey(offer.id, 'sms.waitlist_offer'),
    createdAt: now,
  });
  return messages;
}
