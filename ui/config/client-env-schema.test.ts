import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDLY_ORIGIN, DEFAULT_CALENDLY_URL } from './client-env';
import { parseClientEnv } from './client-env-schema';

const NO_IDS = {
  metaPixelId: undefined,
  ga4Id: undefined,
  linkedinPartnerId: undefined,
  linkedinLeadConversionId: undefined,
  linkedinPurchaseConversionId: undefined,
};

describe('parseClientEnv: tracking ids', () => {
  it('treats missing and blank ids as not configured', () => {
    expect(parseClientEnv({}).tracking).toEqual(NO_IDS);
    expect(parseClientEnv({ VITE_META_PIXEL_ID: '', VITE_GA4_ID: '  ' }).tracking).toEqual(NO_IDS);
  });

  it('accepts well-formed ids, trimmed', () => {
    const env = parseClientEnv({
      VITE_META_PIXEL_ID: ' 123456789012345 ',
      VITE_GA4_ID: 'G-AB12CD34',
      VITE_LINKEDIN_PARTNER_ID: '1234567',
      VITE_LINKEDIN_LEAD_CONVERSION_ID: '11563522',
    });
    expect(env.tracking).toEqual({
      ...NO_IDS,
      metaPixelId: '123456789012345',
      ga4Id: 'G-AB12CD34',
      linkedinPartnerId: '1234567',
      linkedinLeadConversionId: '11563522',
    });
  });

  it('fails the build on a malformed id, naming the variable', () => {
    expect(() => parseClientEnv({ VITE_GA4_ID: 'UA-1234' })).toThrow(
      /VITE_GA4_ID must look like G-XXXXXXX/,
    );
    expect(() => parseClientEnv({ VITE_META_PIXEL_ID: 'abc' })).toThrow(/VITE_META_PIXEL_ID/);
    expect(() => parseClientEnv({ VITE_LINKEDIN_PARTNER_ID: 'li-1' })).toThrow(/LINKEDIN/);
    expect(() => parseClientEnv({ VITE_GA4_ID: 42 })).toThrow(/VITE_GA4_ID/);
  });
});

describe('parseClientEnv: webinar video', () => {
  it('reads youtube and vimeo sources', () => {
    expect(parseClientEnv({ VITE_WEBINAR_VIDEO: 'youtube:abcDEF_12-3' }).webinarVideo).toEqual({
      provider: 'youtube',
      id: 'abcDEF_12-3',
    });
    expect(parseClientEnv({ VITE_WEBINAR_VIDEO: ' vimeo:123456789 ' }).webinarVideo).toEqual({
      provider: 'vimeo',
      id: '123456789',
    });
  });

  it.each([undefined, '', 'youtube:', 'dailymotion:abcdef', 'youtube:<script>', 42])(
    'reads %j as no video configured',
    (raw) => {
      expect(parseClientEnv({ VITE_WEBINAR_VIDEO: raw }).webinarVideo).toBeUndefined();
    },
  );
});

describe('parseClientEnv: booking widget', () => {
  it('falls back to the defaults for unset, blank or non-http values', () => {
    for (const raw of [
      {},
      { VITE_CALENDLY_URL: ' ', VITE_CALENDLY_ORIGIN: 'javascript:alert(1)' },
      { VITE_CALENDLY_URL: 'not a url', VITE_CALENDLY_ORIGIN: 42 },
    ]) {
      expect(parseClientEnv(raw).calendly).toEqual({
        bookingUrl: DEFAULT_CALENDLY_URL,
        origin: DEFAULT_CALENDLY_ORIGIN,
      });
    }
  });

  it('reduces the configured origin to scheme, host and port', () => {
    expect(
      parseClientEnv({
        VITE_CALENDLY_URL: 'https://calendly.com/someone/30min',
        VITE_CALENDLY_ORIGIN: 'http://127.0.0.1:4100/fake/',
      }).calendly,
    ).toEqual({
      bookingUrl: 'https://calendly.com/someone/30min',
      origin: 'http://127.0.0.1:4100',
    });
  });
});
