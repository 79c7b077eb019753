import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { consentModeSignals, conversionAllowed, tagAllowed } from './consent-rules';
import { checkboxSchema } from './opt-in';
import {
  consentCookieValue,
  DENIED_CONSENT,
  effectiveConsent,
  readConsentCookie,
} from './tracking-consent';

const at = new Date('2026-11-24T08:30:00Z');

describe('the consent cookie (docs/legal.md "Consent to tracking")', () => {
  it('writes the version, both categories and the day, and reads them back (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (analytics, advertising) => {
        const value = consentCookieValue({ analytics, advertising }, at);
        expect(value).toMatch(/^v1\.an[01]\.ad[01]\.2026-11-24$/);
        expect(readConsentCookie(value)).toEqual({
          analytics,
          advertising,
          decidedOn: '2026-11-24',
        });
      }),
    );
  });

  it.each([
    ['no cookie', undefined],
    ['another version', 'v2.an1.ad1.2026-11-24'],
    ['a malformed value', 'v1.an1.ad1'],
    ['a value with a grant spelled out', 'v1.anyes.ad1.2026-11-24'],
  ])('treats %s as no choice: everything denied', (_label, value) => {
    expect(readConsentCookie(value)).toBeUndefined();
    expect(effectiveConsent(readConsentCookie(value))).toEqual(DENIED_CONSENT);
  });
});

describe('what a choice allows', () => {
  it('denies every Consent Mode v2 signal by default and grants per category', () => {
    expect(consentModeSignals(DENIED_CONSENT)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(consentModeSignals({ analytics: true, advertising: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentModeSignals({ analytics: false, advertising: true })).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });

  it('loads GA4 with analytics, the Meta pixel and LinkedIn with advertising only', () => {
    const analyticsOnly = { analytics: true, advertising: false };
    expect(tagAllowed('ga4', analyticsOnly)).toBe(true);
    expect(tagAllowed('meta-pixel', analyticsOnly)).toBe(false);
    expect(tagAllowed('linkedin', analyticsOnly)).toBe(false);
    const adsOnly = { analytics: false, advertising: true };
    expect(tagAllowed('ga4', adsOnly)).toBe(false);
    expect(tagAllowed('meta-pixel', adsOnly)).toBe(true);
    expect(tagAllowed('linkedin', adsOnly)).toBe(true);
  });

  it('sends a server-side conversion only with advertising consent', () => {
    expect(conversionAllowed(undefined)).toBe(false);
    expect(conversionAllowed(DENIED_CONSENT)).toBe(false);
    expect(conversionAllowed({ analytics: true, advertising: false })).toBe(false);
    expect(conversionAllowed({ analytics: false, advertising: true })).toBe(true);
  });
});

describe('checkboxSchema (docs/legal.md "Marketing opt-in")', () => {
  it('reads absent as no, a ticked HTML checkbox as yes, and refuses anything else', () => {
    const parse = (input: unknown) => v.safeParse(checkboxSchema, input);
    expect(parse(undefined)).toMatchObject({ success: true, output: false });
    expect(parse(false)).toMatchObject({ success: true, output: false });
    expect(parse(true)).toMatchObject({ success: true, output: true });
    expect(parse('on')).toMatchObject({ success: true, output: true });
    for (const input of ['yes', 'true', '1', 1, 'off', null])
      expect(parse(input).success).toBe(false);
  });
});
