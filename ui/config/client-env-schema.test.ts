import { describe, expect, it } from 'vitest';
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
