import { describe, expect, it } from 'vitest';
import { contactExpired, initialCheckoutView } from './checkout-steps';
import type { CheckoutContact } from './stored-contact';

const MINUTE = 60_000;
const contact: CheckoutContact = {
  firstName: 'Nino',
  lastName: 'Beridze',
  email: 'nino@example.ge',
  phoneNumber: '+995 599 123 456',
};
const savedAt = Date.parse('2026-11-28T10:00:00+04:00');

describe('initialCheckoutView', () => {
  it('starts empty, without a notice, when nothing was saved', () => {
    const view = initialCheckoutView({ now: savedAt });
    expect(view.state).toBe('contact');
    expect(view.context.contact).toBeUndefined();
    expect(contactExpired(view)).toBe(false);
  });

  it('restores a contact saved under 30 minutes ago, with the rest of its lifetime', () => {
    const view = initialCheckoutView({ contact, savedAt, now: savedAt + 30 * MINUTE - 1 });
    expect(view.context).toEqual({
      contact,
      contactSavedAt: savedAt,
      contactLifetimeMs: 1,
      initiation: undefined,
      error: undefined,
    });
    expect(contactExpired(view)).toBe(false);
  });

  it.each([
    ['exactly 30 minutes old', savedAt + 30 * MINUTE],
    ['older than 30 minutes', savedAt + 31 * MINUTE],
    ['saved in the future (clock change)', savedAt - 1],
  ])('treats a contact %s as absent, with the expired notice', (_, now) => {
    const view = initialCheckoutView({ contact, savedAt, now });
    expect(view).toEqual({
      state: 'contact',
      context: {
        contact: undefined,
        contactSavedAt: undefined,
        contactLifetimeMs: undefined,
        initiation: undefined,
        error: { kind: 'expired' },
      },
    });
    expect(contactExpired(view)).toBe(true);
  });
});
