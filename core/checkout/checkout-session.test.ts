import { describe, expect, it } from 'vitest';
import { activeSession, createCheckoutSession, isExpired } from './checkout-session';

const now = new Date('2025-10-20T10:00:00Z');
const customerData = {
  firstName: 'ნინო',
  lastName: 'ბერიძე',
  email: 'nino@example.ge',
  phoneNumber: '+995599123456',
};

function session() {
  return createCheckoutSession(
    { customerData, amount: 270_000 },
    { id: 's-1', now },
  )._unsafeUnwrap();
}

describe('createCheckoutSession', () => {
  it('creates a GEL session expiring 30 minutes after creation', () => {
    expect(session()).toEqual({
      sessionId: 's-1',
      customerData,
      amount: 270_000,
      currency: 'GEL',
      createdAt: now,
      expiresAt: new Date('2025-10-20T10:30:00Z'),
    });
  });

  it.each([0, -100, 10.5, Number.NaN])('refuses amount %s', (amount) => {
    const result = createCheckoutSession({ customerData, amount }, { id: 's', now });
    expect(result._unsafeUnwrapErr()).toEqual({ type: 'INVALID_PRICE' });
  });
});

describe('session expiry', () => {
  it('is valid until the last millisecond and expired at expiresAt', () => {
    const s = session();
    const almost = new Date(s.expiresAt.getTime() - 1);
    expect(isExpired(s, almost)).toBe(false);
    expect(activeSession(s, almost)).toBe(s);
    expect(isExpired(s, s.expiresAt)).toBe(true);
    expect(activeSession(s, s.expiresAt)).toBeUndefined();
  });

  it('treats a missing session as absent', () => {
    expect(activeSession(undefined, now)).toBeUndefined();
  });
});
