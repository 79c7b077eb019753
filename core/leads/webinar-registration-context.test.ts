import { describe, expect, it } from 'vitest';
import { parseWebinarRegistration } from './webinar-registration';

const valid = {
  fullName: 'Nino Beridze',
  phoneNumber: '+995555123456',
  email: 'nino@example.ge',
  linkedinProfile: 'nino-beridze',
};

describe('parseWebinarRegistration: language and utm sent by the form', () => {
  it('accepts a supported language and cleans utm tags', () => {
    const result = parseWebinarRegistration({
      ...valid,
      language: 'en',
      utm: { source: ' fb ', campaign: 'dec', evil: 'x', medium: 3 },
    });
    expect(result.ok && result.value.language).toBe('en');
    expect(result.ok && result.value.utm).toEqual({ source: 'fb', campaign: 'dec' });
  });

  it('refuses an unknown language or a non-object utm with VALIDATION_ERROR', () => {
    expect(parseWebinarRegistration({ ...valid, language: 'ru' })).toEqual({
      ok: false,
      issues: [{ field: 'language', code: 'VALIDATION_ERROR' }],
    });
    expect(parseWebinarRegistration({ ...valid, utm: 'fb' })).toEqual({
      ok: false,
      issues: [{ field: 'utm', code: 'VALIDATION_ERROR' }],
    });
  });
});
