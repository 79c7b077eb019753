import { describe, expect, it } from 'vitest';
import {
  buildRegistrationRequest,
  fieldErrors,
  firstInvalidField,
  fullPhoneNumber,
  stripPhonePrefix,
  utmFromSearch,
} from './registration-request';

const valid = {
  fullName: ' ნინო ბერიძე ',
  phoneNumber: '555 12 34 56',
  email: 'Nino@Example.GE',
  linkedinProfile: 'nino-beridze',
};

describe('stripPhonePrefix (docs/validation.md "Phone": a typed +995 is stripped)', () => {
  it.each([
    ['+995 555 12 34 56', '555 12 34 56'],
    ['+995555123456', '555123456'],
    ['00995 555 123 456', '555 123 456'],
    ['995-555123456', '555123456'],
    ['555 12 34 56', '555 12 34 56'],
    ['+995', ''],
  ])('%s → %s', (typed, kept) => {
    expect(stripPhonePrefix(typed)).toBe(kept);
  });

  it('builds the full number from the national part, spaces removed', () => {
    expect(fullPhoneNumber('555 12 34 56')).toBe('+995555123456');
    expect(fullPhoneNumber('  ')).toBe('');
  });
});

describe('buildRegistrationRequest (the server schema, on the client)', () => {
  it('normalises the four fields and adds language and utm', () => {
    const result = buildRegistrationRequest(valid, 'ka', { source: 'facebook' });
    expect(result).toEqual({
      ok: true,
      body: {
        fullName: 'ნინო ბერიძე',
        phoneNumber: '+995555123456',
        email: 'nino@example.ge',
        linkedinProfile: 'https://www.linkedin.com/in/nino-beridze',
        language: 'ka',
        utm: { source: 'facebook' },
      },
    });
  });

  it('reports a code per refused field, in form order', () => {
    const result = buildRegistrationRequest(
      { fullName: 'N', phoneNumber: '455 12 34 56', email: 'nino@', linkedinProfile: '' },
      'en',
      {},
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: 'full_name.too_short',
        phoneNumber: 'phone.must_start_with_5',
        email: 'email.invalid',
        linkedinProfile: 'linkedin.required',
      },
    });
    if (!result.ok) expect(firstInvalidField(result.errors)).toBe('fullName');
  });

  it('says a blank phone is required, not malformed', () => {
    const result = buildRegistrationRequest({ ...valid, phoneNumber: '' }, 'en', {});
    expect(result).toEqual({ ok: false, errors: { phoneNumber: 'phone.required' } });
  });
});

describe('fieldErrors / utmFromSearch', () => {
  it('keeps known fields with catalogue codes only, first per field', () => {
    expect(
      fieldErrors([
        { field: 'email', code: 'email.invalid' },
        { field: 'email', code: 'email.required' },
        { field: 'isAdmin', code: 'VALIDATION_ERROR' },
        { field: 'fullName', code: 'made.up' },
      ]),
    ).toEqual({ email: 'email.invalid' });
  });

  it('reads utm_* tags from the query string', () => {
    expect(utmFromSearch('?utm_source=fb&utm_campaign=dec&x=1')).toEqual({
      source: 'fb',
      campaign: 'dec',
    });
  });
});
