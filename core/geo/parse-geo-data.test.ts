import { describe, expect, it } from 'vitest';
import { FALLBACK_GEO, type GeoData } from './geo-data';
import { geoFromCountry } from './geo-from-country';
import { parseGeoData } from './parse-geo-data';

const georgia: GeoData = geoFromCountry('GE', new Date('2025-10-20T10:00:00Z'), 'Georgia');

describe('parseGeoData', () => {
  it('accepts the records the server produces, the fallback included', () => {
    for (const geo of [georgia, geoFromCountry('XX', new Date(0)), FALLBACK_GEO]) {
      expect(parseGeoData(geo)).toEqual(geo);
    }
  });

  it('keeps a hand-chosen country and drops fields it does not know', () => {
    const stored = { ...georgia, userOverride: true, injected: '<script>' };
    expect(parseGeoData(stored)).toEqual({ ...georgia, userOverride: true });
  });

  it('accepts timestamps with an offset instead of Z', () => {
    expect(parseGeoData({ ...georgia, timestamp: '2025-10-20T14:00:00+04:00' })).toBeDefined();
  });

  it.each([
    ['a non-object', 'GE'],
    ['null', null],
    ['an array', [georgia]],
    ['a lower-case country', { ...georgia, country: 'ge' }],
    ['a three-letter country', { ...georgia, country: 'GEO' }],
    ['an unsupported language', { ...georgia, defaultLanguage: 'ru' }],
    ['another currency', { ...georgia, currency: 'USD' }],
    ['a string flag', { ...georgia, isGeorgia: 'true' }],
    ['a missing flag', { ...georgia, isKnown: undefined }],
    ['a numeric SMS flag', { ...georgia, smsAvailable: 1 }],
    ['a numeric country name', { ...georgia, countryName: 7 }],
    ['a string override', { ...georgia, userOverride: 'yes' }],
    ['a date without time', { ...georgia, timestamp: '2025-10-20' }],
    ['an impossible date', { ...georgia, timestamp: '2025-13-45T10:00:00Z' }],
    ['a timestamp without zone', { ...georgia, timestamp: '2025-10-20T10:00:00' }],
  ])('refuses %s', (_label, value) => {
    expect(parseGeoData(value)).toBeUndefined();
  });
});
