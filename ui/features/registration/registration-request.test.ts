import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebinarRegistration } from '../../../core/leads/webinar-registration';
import { parseWebinarRegistration } from '../../../core/leads/webinar-registration';
import type { apiPost } from '../../lib/api/api-client';
import { ApiRefusal } from '../../lib/api/api-refusal';
import { rememberFirstTouch } from '../../lib/campaign/first-touch-campaign';
import { registrationRequestBody, submitRegistration } from './registration-request';

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
      marketingOptIn: true,
    } as const;
    expect(registrationRequestBody(registration, page)).toEqual({
      fullName: 'ნინო ბერიძე',
      phoneNumber: '+995555123456',
      email: 'nino@example.ge',
      linkedinProfile: 'https://www.linkedin.com/in/nino-beridze',
      language: 'ka',
      utm: { source: 'facebook' },
      source: 'registration_page_form',
      marketingOptIn: true,
    });
  });
});

const refuse = (posted: unknown[]) =>
  (async (_path: string, body: unknown) => {
    posted.push(body);
    return { ok: false, status: 400, code: 'VALIDATION_ERROR', issues: [] };
  }) as typeof apiPost;

/** A session storage of its own per test (the `ui` project runs in Node, which has none). */
beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
});
afterEach(() => vi.unstubAllGlobals());

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
    const page = {
      language: 'en',
      source: 'hero_form',
      search: '?utm_source=fb',
      marketingOptIn: false,
    } as const;
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
          marketingOptIn: false,
        }),
      },
    ]);
  });

  it('sends the session\'s first-touch tags, not the current page\'s (docs/webinar.md "Campaign tags")', async () => {
    rememberFirstTouch('?utm_source=facebook&utm_campaign=x');
    const posted: unknown[] = [];
    const page = {
      language: 'ka',
      source: 'hero_form',
      search: '?utm_source=google',
      marketingOptIn: false,
    } as const;
    await submitRegistration(registration, page, refuse(posted)).catch(() => undefined);
    expect(posted).toEqual([
      expect.objectContaining({ utm: { source: 'facebook', campaign: 'x' } }),
    ]);
  });
});
