import { describe, expect, it } from 'vitest';
import { checkoutPrefill } from './visitor-prefill';

describe('checkoutPrefill', () => {
  it('splits the webinar full name and formats the phone for the field', () => {
    expect(
      checkoutPrefill({
        fullName: ' ნინო  ბერიძე ',
        email: 'nino@example.ge',
        phone: '+995555123456',
      }),
    ).toEqual({
      firstName: 'ნინო',
      lastName: 'ბერიძე',
      email: 'nino@example.ge',
      phoneNumber: '+995 555 123 456',
    });
  });

  it('keeps a compound last name whole and leaves out what is unknown', () => {
    expect(checkoutPrefill({ fullName: 'Ana Maria de Souza' })).toEqual({
      firstName: 'Ana',
      lastName: 'Maria de Souza',
    });
    expect(checkoutPrefill({ fullName: 'Nino' })).toEqual({ firstName: 'Nino' });
    expect(checkoutPrefill({})).toEqual({});
  });
});
