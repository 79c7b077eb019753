import { describe, expect, it } from 'vitest';
import { readStoredContact } from './read-stored-contact';
import { storeContact } from './stored-contact';

const data = {
  firstName: 'Giorgi',
  lastName: 'Kapanadze',
  email: 'giorgi@example.com',
  phoneNumber: '+995 555 123 456',
};
const savedAt = new Date('2025-10-20T10:00:00Z');
const plus = (ms: number) => new Date(savedAt.getTime() + ms);

describe('stored checkout contact', () => {
  it('stamps the data with the save time in epoch milliseconds', () => {
    expect(storeContact(data, savedAt)).toEqual({ data, savedAt: savedAt.getTime() });
  });

  it('is fresh for 30 minutes, then stale', () => {
    const stored = storeContact(data, savedAt);
    expect(readStoredContact(stored, savedAt)).toEqual(data);
    expect(readStoredContact(stored, plus(30 * 60_000 - 1))).toEqual(data);
    expect(readStoredContact(stored, plus(30 * 60_000))).toBeUndefined();
  });

  it('does not trust a record saved in the future', () => {
    expect(readStoredContact(storeContact(data, savedAt), plus(-1))).toBeUndefined();
  });

  it('reads fresh, well-formed storage values and ignores everything else', () => {
    const raw = JSON.parse(JSON.stringify(storeContact(data, savedAt)));
    expect(readStoredContact(raw, plus(60_000))).toEqual(data);
    expect(readStoredContact(raw, plus(31 * 60_000))).toBeUndefined();
    expect(readStoredContact({ data: { firstName: 'x' }, savedAt: 1 }, savedAt)).toBeUndefined();
    expect(readStoredContact('garbage', savedAt)).toBeUndefined();
  });
});
