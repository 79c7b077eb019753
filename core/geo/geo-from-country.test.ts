import { describe, expect, it } from 'vitest';
import { FALLBACK_GEO } from './geo-data';
import { geoFromCountry, normalizeCountryCode } from './geo-from-country';
import { parseGeoData } from './parse-geo-data';

const now = new Date('2025-10-20T10:00:00Z');

describe('geoFromCountry', () => {
  it('gives Georgia Georgian and SMS', () => {
    expect(geoFromCountry('ge', now, 'Georgia')).toEqual({
      country: 'GE',
      isGeorgia: true,
      defaultLanguage: 'ka',
      isKnown: true,
      countryName: 'Georgia',
      currency: 'GEL',
      smsAvailable: true,
      timestamp: '2025-10-20T10:00:00.000Z',
    });
  });

  it('gives other countries English without SMS', () => {
    const geo = geoFromCountry(' DE ', now);
    expect(geo).toMatchObject({ country: 'DE', isGeorgia: false, defaultLanguage: 'en' });
    expect(geo.smsAvailable).toBe(false);
    expect(geo).not.toHaveProperty('countryName');
  });

  it.each(['XX', 'T1', 'ZZ', 'zz', '', '   ', 'GEO', 'G1', undefined])(
    'treats %j as unknown',
    (code) => {
      expect(geoFromCountry(code, now)).toEqual({
        ...FALLBACK_GEO,
        timestamp: now.toISOString(),
      });
    },
  );

  it('produces records the client accepts, including the fallback', () => {
    for (const geo of [geoFromCountry('GE', now), geoFromCountry('XX', now), FALLBACK_GEO]) {
      expect(parseGeoData(geo)).toEqual(geo);
    }
  });

  it('normalises country codes', () => {
    expect(normalizeCountryCode('us')).toBe('US');
    expect(normalizeCountryCode('t1')).toBeUndefined();
  });
});
