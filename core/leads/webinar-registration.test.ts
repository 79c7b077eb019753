import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWebinarRegistration } from './webinar-registration';

const valid = {
  fullName: '  ნინო   ბერიძე ',
  phoneNumber: '+995 555 12 34 56',
  email: ' Nino.Beridze@Example.GE ',
  linkedinProfile: 'nino-beridze',
};

describe('parseWebinarRegistration: full name, phone, e-mail and LinkedIn (docs/webinar.md "Registration form", docs/validation.md "Webinar form")', () => {
  it('accepts the four fields and normalises them', () => {
    const result = parseWebinarRegistration(valid);
    expect(result).toEqual({
      ok: true,
      value: {
        fullName: 'ნინო ბერიძე',
        phoneNumber: '+995555123456',
        email: 'nino.beridze@example.ge',
        linkedinProfile: 'https://www.linkedin.com/in/nino-beridze',
        city: 'Tbilisi',
        marketingOptIn: false,
      },
    });
  });

  it('reports one stable code per refused field', () => {
    const result = parseWebinarRegistration({
      fullName: 'N',
      phoneNumber: '12345',
      email: 'not-an-email',
      linkedinProfile: 'https://example.com/in/x',
    });
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'fullName', code: 'full_name.too_short' },
        { field: 'phoneNumber', code: 'phone.must_be_9_digits' },
        { field: 'email', code: 'email.invalid' },
        { field: 'linkedinProfile', code: 'linkedin.invalid' },
      ],
    });
  });

  it('requires every field', () => {
    const result = parseWebinarRegistration({});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((issue) => issue.code)).toEqual([
        'full_name.required',
        'phone.required',
        'email.required',
        'linkedin.required',
      ]);
    }
  });

  it('refuses unknown keys and non-objects with VALIDATION_ERROR', () => {
    const extra = parseWebinarRegistration({ ...valid, isAdmin: true });
    expect(extra).toEqual({ ok: false, issues: [{ field: 'isAdmin', code: 'VALIDATION_ERROR' }] });
    expect(parseWebinarRegistration('text')).toEqual({
      ok: false,
      issues: [{ field: '_', code: 'VALIDATION_ERROR' }],
    });
  });

  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const result = parseWebinarRegistration(body);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
