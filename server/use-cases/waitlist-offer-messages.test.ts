import { describe, expect, it } from 'vitest';
import { parseOutboxPayload } from '../../core/outbox/outbox-kinds';
import type { Ids } from '../../core/ports/ids';
import { waitlistOfferMessages } from './waitlist-offer-messages';

const counting = (): Ids => {
  let next = 0;
  return { newId: () => `id-${++next}`, newToken: () => 'token' };
};
const offer = {
  id: 'of-1',
  url: 'https://techcareer.ge/en/checkout?offer=abc',
  expiresAt: new Date('2027-02-20T16:00:00Z'),
  cohortNumber: 4,
  cohortStartsAt: new Date('2027-03-01T15:00:00Z'),
};
const now = new Date('2027-02-19T16:00:00Z');

describe('waitlistOfferMessages', () => {
  it('queues the e-mail and the SMS of one offer in the person’s language, keyed by the offer', () => {
    const messages = waitlistOfferMessages({
      person: {
        email: 'nino@example.ge',
        phone: '+995555123456',
        name: 'Nino Beridze',
        language: 'en',
      },
      offer,
      ids: counting(),
      now,
    });
    expect(messages.map((message) => [message.kind, message.idempotencyKey])).toEqual([
      ['email.waitlist_offer', 'of-1:email.waitlist_offer'],
      ['sms.waitlist_offer', 'of-1:sms.waitlist_offer'],
    ]);
    const [email, sms] = messages;
    expect(parseOutboxPayload('email.waitlist_offer', email?.payload)).toEqual({
      to: 'nino@example.ge',
      language: 'en',
      firstName: 'Nino',
      offerId: 'of-1',
      url: offer.url,
      expiresAt: '2027-02-20T16:00:00.000Z',
      cohort: { number: 4, startsAt: '2027-03-01T15:00:00.000Z' },
    });
    expect(parseOutboxPayload('sms.waitlist_offer', sms?.payload)).toEqual({
      to: '+995555123456',
      language: 'en',
      url: offer.url,
      expiresAt: '2027-02-20T16:00:00.000Z',
      cohortNumber: 4,
    });
    expect(messages.every((message) => message.createdAt === now)).toBe(true);
  });

  it('writes only the e-mail to someone without a phone, and greets no one without a name', () => {
    const messages = waitlistOfferMessages({
      person: { email: 'nino@example.ge', phone: null, name: null, language: 'ka' },
      offer,
      ids: counting(),
      now,
    });
    expect(messages.map((message) => message.kind)).toEqual(['email.waitlist_offer']);
    expect(messages[0]?.payload).not.toHaveProperty('firstName');
  });
});
