import { messageIdFor } from '../../../adapters/email/message-id';
import type { ReceivedEmail } from '../../fakes/smtp-fake';

/** One e-mail the probe expects: the outbox key it was queued under and its recipient. */
export interface ExpectedEmail {
  readonly idempotencyKey: string;
  readonly to: string;
}

/** What the relay received, against what was expected (docs/messaging.md "E-mail"). */
export interface EmailFigures {
  /** Raw deliveries: every message the relay accepted, repeats included. */
  readonly emailsReceived: number;
  /** Distinct `Message-ID`s among them. */
  readonly emailsDistinct: number;
  /** Deliveries beyond the first per `Message-ID`: repeats of a send whose 250 was not recorded. */
  readonly emailsTwice: number;
  /** Expected e-mails that never reached their recipient under their own `Message-ID`. */
  readonly emailsMissing: number;
}

/**
 * Counts the relay's deliveries: the `Message-ID` is derived from the outbox key, so a repeat is
 * told from a second message by its id, and an expected one is found by its id and recipient.
 */
export function countEmailDeliveries(
  received: readonly ReceivedEmail[],
  expected: readonly ExpectedEmail[],
  senderDomain: string,
): EmailFigures {
  const perId = new Map<string, ReceivedEmail[]>();
  for (const email of received)
    perId.set(email.messageId, [...(perId.get(email.messageId) ?? []), email]);
  const arrived = (wanted: ExpectedEmail) =>
    (perId.get(messageIdFor(wanted.idempotencyKey, senderDomain)) ?? []).some((email) =>
      email.envelope.to.includes(wanted.to),
    );
  return {
    emailsReceived: received.length,
    emailsDistinct: perId.size,
    emailsTwice: received.length - perId.size,
    emailsMissing: expected.filter((wanted) => !arrived(wanted)).length,
  };
}
