import { describe, expect, it } from 'vitest';
import { readStoredContact } from './read-stored-contact';
import { STORED_CONTACT_TTL_MS, storeContact, storedContactLifetimeMs } from './stored-contact';

const data = {
  firstName: 'Giorgi',
  lastName: 'Kapanadze',
  email: 'giorgi@example.com',
  phoneNumber: '+995 555 123 456',
};
const savedAt = new Date('2025-10-20T10:00:00Z');
const at = savedAt.getTime();

describe('stored checkout contact', () => {
  it('stamps the data with the save time in epoch milliseconds', () => {
    expect(storeContact(data, savedAt)).toEqual({ data, savedAt: at });
  });

  it('lives 30 minutes, then is expired', () => {
    expect(STORED_CONTACT_TTL_MS).toBe(30 * 60_000);
    expect(storedContactLifetimeMs(at, at)).toBe(30 * 60_000);
    expect(storedContactLifetimeMs(at, at + 30 * 60_000 - 1)).toBe(1);
    expect(storedContactLifetimeMs(at, at + 30 * 60_000)).toBe(0);
    expect(storedContactLifetimeMs(at, at + 31 * 60_000)).toBe(0);
  });

  it('does not trust a record saved in the future', () => {
    expect(storedContactLifetimeMs(at, at - 1)).toBe(0);
  });

  it('reads well-formed storage values whatever their age (their age is judged by the checkout)', () => {
    const raw = JSON.parse(JSON.stringify(storeContact(data, savedAt)));
    expect(readStoredContact(raw)).toEqual({ data, savedAt: at });
    const ticked = { data: { ...data, marketingOptIn: true }, savedAt: at - 60 * 60_000 };
    expect(readStoredContact(ticked)).toEqual(ticked);
  });

  it('keeps the promo code typed with the contact; a blank one is none', () => {
    const withCode = { data: { ...data, promoCode: 'PARTNER10' }, savedAt: at };
    expect(readStoredContact(withCode)).toEqual(withCode);
    expect(readStoredContact({ data: { ...data, promoCode: '' }, savedAt: at })).toEqual({
      data,
      savedAt: at,
    });
    expect(readStoredContact({ data: { ...data, promoCode: 10 }, savedAt: at })).toBeUndefined();
  });

  it('ignores malformed values', () => {
    expect(readStoredContact({ data: { firstName: 'x' }, savedAt: 1 })).toBeUndefined();
    expect(readStoredContact({ data, savedAt: 'yesterday' })).toBeUndefined();
    expect(readStoredContact({ data, savedAt: Number.POSITIVE_INFINITY })).toBeUndefined();
    expect(readStoredContact('garbage')).toBeUndefined();
    expect(readStoredContact(undefined)).toBeUndefined();
  });
});
