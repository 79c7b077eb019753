import { describe, expect, it } from 'vitest';
import type { WebinarRegistration } from '../../../core/leads/webinar-registration';
import { parseWebinarRegistration } from '../../../core/leads/webinar-registration';
import type { apiPost } from '../../lib/api/api-client';
import { ApiRefusal } from '../../lib/api/api-refusal';
import { registrationRequestBody, submitRegistration, utmFromSearch } from './registration-request';

const parsed = parseWebinarRegistration({
  fullName: ' ნინო ბერიძე ',
  phoneNumber: '+995555123456',
  email: 'Nino@Example.GE',
  linkedinProfile: 'nino-beridze',
});
if (!parsed.ok) throw new Error('fixture must be valid');
const registration: WebinarRegistration = parsed.value;

describe('registrationRequestBody', () => {
  it('sends the four normalised fields with language, utm and the form, not the city default', () => {
    const page = {
      language: 'ka',
      utm: { source: 'facebook' },
      source: 'registration_page_form',
    } as const;
    expect(registrationRequestBody(registration, page)).toEqual({
      fullName: 'ნინო ბერიძე',
      phoneNumber: '+995555123456',
      email: 'nino@example.ge',
      linkedinProfile: 'https://www.linkedin.com/in/nino-beridze',
      language: 'ka',
      utm: { source: 'facebook' },
      source: 'registration_page_form',
    });
  });

  it('reads utm_* tags from the query string', () => {
    expect(utmFromSearch('?utm_source=fb&utm_campaign=dec&x=1')).toEqual({
      source: 'fb',
      campaign: 'dec',
    });
  });
});

describe('submitRegistration (the machine actor)', () => {
  it('posts the body with the page utm tags and rejects a refusal with its code and fields', async () => {
    const posted: { path: string; body: unknown }[] = [];
    const post = (async (path: string, body: unknown) => {
      posted.push({ path, body });
      return {
        ok: false,
        status: 400,
        code: 'VALIDATION_ERROR',
        issues: [{ field: 'email', code: 'email.invalid' }],
      };
    }) as typeof apiPost;
    const page = { language: 'en', source: 'hero_form', search: '?utm_source=fb' } as const;
    const failure = await submitRegistration(registration, page, post).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiRefusal);
    expect(failure).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ field: 'email', code: 'email.invalid' }],
    });
    expect(posted).toEqual([
      {
        path: '/registration',
        body: registrationRequestBody(registration, {
          language: 'en',
          utm: { source: 'fb' },
          source: 'hero_form',
        }),
      },
    ]);
  });
});
