import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactExpired, initialCheckoutView } from '../../../core/checkout/checkout-steps';
import { CONTACT_STORAGE_KEY, saveCheckoutContact } from './checkout-storage';
import { readCheckoutContact } from './read-checkout-contact';

const contact = {
  firstName: 'Nino',
  lastName: 'Beridze',
  email: 'saved@example.ge',
  phoneNumber: '+995 599 123 456',
};
const savedAt = new Date('2026-11-28T10:00:00+04:00');

/** A session storage of one tab, as a Map. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let storage: ReturnType<typeof fakeSessionStorage>;
beforeEach(() => {
  storage = fakeSessionStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('readCheckoutContact', () => {
  it('hands over an old record with its save time: core says it expired, the page shows it absent', () => {
    saveCheckoutContact(contact, savedAt);
    const stored = readCheckoutContact();
    expect(stored).toEqual({ data: contact, savedAt: savedAt.getTime() });
    // Read 31 minutes later: the page's initial view is core's, without the contact.
    const view = initialCheckoutView({
      contact: stored?.data,
      savedAt: stored?.savedAt,
      now: savedAt.getTime() + 31 * 60_000,
    });
    expect(contactExpired(view)).toBe(true);
    expect(view.context.contact).toBeUndefined();
  });

  it('removes an unreadable record', () => {
    storage.setItem(CONTACT_STORAGE_KEY, JSON.stringify({ data: { firstName: 'x' } }));
    expect(readCheckoutContact()).toBeUndefined();
    expect(storage.items.has(CONTACT_STORAGE_KEY)).toBe(false);
  });
});
