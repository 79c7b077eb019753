import { describe, expect, it } from 'vitest';
import { parseRegistrationForm, registrationFieldErrors } from './parse-registration-form';
import { fillBlankValues, firstInvalidField, stripPhonePrefix } from './webinar-registration-form';

const valid = {
  fullName: ' ნინო ბერიძე ',
  phoneNumber: '555 12 34 56',
  email: 'Nino@Example.GE',
  linkedinProfile: 'nino-beridze',
  webinarSession: '',
};

describe('stripPhonePrefix (a typed +995 is stripped)', () => {
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

  it.each(['555 12 34 56', '555-12-34-56', '+995 555 12 34 56'])(
    'builds the full number from the national part %s, spaces and dashes removed',
    (typed) => {
      const result = parseRegistrationForm({ ...valid, phoneNumber: typed });
      expect(result.ok && result.registration.phoneNumber).toBe('+995555123456');
    },
  );

  it('sends a blank for a phone of spaces only, so it is required, not malformed', () => {
    expect(parseRegistrationForm({ ...valid, phoneNumber: '  ' })).toEqual({
      ok: false,
      errors: { phoneNumber: 'phone.required' },
    });
  });
});

describe('parseRegistrationForm (the route schema, on the form)', () => {
  it('normalises the four fields', () => {
    expect(parseRegistrationForm(valid)).toEqual({
      ok: true,
      registration: {
        fullName: 'ნინო ბერიძე',
        phoneNumber: '+995555123456',
        email: 'nino@example.ge',
        linkedinProfile: 'https://www.linkedin.com/in/nino-beridze',
        city: 'Tbilisi',
        marketingOptIn: false,
      },
    });
  });

  it('reports a code per refused field, in form order', () => {
    const result = parseRegistrationForm({
      fullName: 'N',
      phoneNumber: '455 12 34 56',
      email: 'nino@',
      linkedinProfile: '',
      webinarSession: 'next-week',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: 'full_name.too_short',
        phoneNumber: 'phone.must_start_with_5',
        email: 'email.invalid',
        linkedinProfile: 'linkedin.required',
        webinarSession: 'webinar_session.unknown',
      },
    });
    if (!result.ok) expect(firstInvalidField(result.errors)).toBe('fullName');
  });

  it('says a blank phone is required, not malformed', () => {
    const result = parseRegistrationForm({ ...valid, phoneNumber: '' });
    expect(result).toEqual({ ok: false, errors: { phoneNumber: 'phone.required' } });
  });
});

describe('registrationFieldErrors / fillBlankValues', () => {
  it('keeps known fields with catalogue codes only, first per field', () => {
    expect(
      registrationFieldErrors([
        { field: 'email', code: 'email.invalid' },
        { field: 'email', code: 'email.required' },
        { field: 'isAdmin', code: 'VALIDATION_ERROR' },
        { field: 'fullName', code: 'made.up' },
      ]),
    ).toEqual({ email: 'email.invalid' });
  });

  it('fills blank fields only', () => {
    const typed = { ...valid, email: '', linkedinProfile: '' };
    expect(
      fillBlankValues(typed, {
        fullName: 'Saved',
        email: 'saved@example.ge',
        phoneNumber: undefined,
      }),
    ).toEqual({ ...typed, email: 'saved@example.ge' });
  });
});
