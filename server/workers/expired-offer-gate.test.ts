import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../core/ports/outbox-store';
import { dropExpiredOffers } from './expired-offer-gate';

const EXPIRES = '2026-11-29T10:00:00.000Z';
const URL = 'https://example.ge/en/checkout?offer=abcdefghijklmnopqrstuv';

function offer(kind: string): OutboxMessage {
  return {
    id: 'm-1',
    kind,
    payload: kind.startsWith('sms')
      ? { to: '+995555123456', language: 'en', url: URL, expiresAt: EXPIRES, cohortNumber: 4 }
      : {
          to: 'ana@example.ge',
          language: 'en',
          offerId: 'offer-1',
          url: URL,
          expiresAt: EXPIRES,
          cohort: { number: 4, startsAt: '2026-12-24T15:00:00.000Z' },
        },
    idempotencyKey: `offer-1:${kind}`,
    status: 'pending',
    attempts: 1,
    nextAttemptAt: new Date(EXPIRES),
    lastError: null,
    lockedUntil: null,
    createdAt: new Date('2026-11-28T10:00:00Z'),
    deliveredAt: null,
    sendStartedAt: null,
    requeuedAt: null,
  };
}

describe('dropExpiredOffers', () => {
  const sent: string[] = [];
  const dispatch = (message: OutboxMessage) => {
    sent.push(message.kind);
    return okAsync<void, { code: string }>(undefined);
  };

  it.each(['email.waitlist_offer', 'sms.waitlist_offer'])(
    'sends %s while the offer lives and drops it from its expiry on',
    async (kind) => {
      sent.length = 0;
      const before = dropExpiredOffers(dispatch, { now: () => new Date(Date.parse(EXPIRES) - 1) });
      expect((await before(offer(kind))).isOk()).toBe(true);
      const at = dropExpiredOffers(dispatch, { now: () => new Date(EXPIRES) });
      expect((await at(offer(kind)))._unsafeUnwrapErr()).toEqual({
        code: 'waitlist_offer.expired',
      });
      expect(sent).toEqual([kind]);
    },
  );

  it('leaves every other kind to the dispatcher', async () => {
    sent.length = 0;
    const gate = dropExpiredOffers(dispatch, { now: () => new Date('2030-01-01T00:00:00Z') });
    expect((await gate(offer('sms.refund_receipt'))).isOk()).toBe(true);
    expect(sent).toEqual(['sms.refund_receipt']);
  });
});
