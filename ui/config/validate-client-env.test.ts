import { describe, expect, it } from 'vitest';
import { validateClientEnv } from './validate-client-env';

const NO_LINKEDIN = {
  linkedinPartnerId: undefined,
  linkedinLeadConversionId: undefined,
  linkedinPurchaseConversionId: undefined,
};

describe('validateClientEnv', () => {
  it('treats missing and empty ids as not configured', () => {
    expect(validateClientEnv({})).toEqual({
      metaPixelId: undefined,
      ga4Id: undefined,
      ...NO_LINKEDIN,
    });
    expect(validateClientEnv({ VITE_META_PIXEL_ID: '', VITE_GA4_ID: '  ' })).toEqual({
      metaPixelId: undefined,
      ga4Id: undefined,
      ...NO_LINKEDIN,
    });
  });

  it('accepts well-formed ids', () => {
    expect(
      validateClientEnv({ VITE_META_PIXEL_ID: '123456789012345', VITE_GA4_ID: 'G-AB12CD34' }),
    ).toEqual({
      metaPixelId: '123456789012345',
      ga4Id: 'G-AB12CD34',
      ...NO_LINKEDIN,
    });
  });

  it('reads the LinkedIn partner and conversion ids', () => {
    expect(
      validateClientEnv({
        VITE_LINKEDIN_PARTNER_ID: '1234567',
        VITE_LINKEDIN_LEAD_CONVERSION_ID: '11563522',
      }),
    ).toMatchObject({ linkedinPartnerId: '1234567', linkedinLeadConversionId: '11563522' });
  });

  it('rejects malformed ids', () => {
    expect(() => validateClientEnv({ VITE_GA4_ID: 'UA-1234' })).toThrow(/VITE_GA4_ID/);
    expect(() => validateClientEnv({ VITE_META_PIXEL_ID: 'abc' })).toThrow(/VITE_META_PIXEL_ID/);
    expect(() => validateClientEnv({ VITE_LINKEDIN_PARTNER_ID: 'li-1' })).toThrow(/LINKEDIN/);
    expect(() => validateClientEnv({ VITE_GA4_ID: 42 })).toThrow(/VITE_GA4_ID/);
  });
});
