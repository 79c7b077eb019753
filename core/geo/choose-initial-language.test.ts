import { describe, expect, it } from 'vitest';
import { chooseInitialLanguage } from './choose-initial-language';
import { FALLBACK_GEO } from './geo-data';
import { geoFromCountry } from './geo-from-country';

const now = new Date('2025-10-20T10:00:00Z');
const georgia = geoFromCountry('GE', now);
const germany = geoFromCountry('DE', now);

describe('chooseInitialLanguage', () => {
  it('lets the path win over everything', () => {
    expect(
      chooseInitialLanguage({ pathLanguage: 'en', storedPreference: 'ka', geo: georgia }),
    ).toBe('en');
  });

  it('uses a stored preference next, ignoring geo', () => {
    expect(chooseInitialLanguage({ storedPreference: 'ka', geo: germany })).toBe('ka');
  });

  it('applies the geo language only when nothing is stored', () => {
    expect(chooseInitialLanguage({ geo: germany, browserLanguages: ['ka'] })).toBe('en');
    expect(chooseInitialLanguage({ storedPreference: null, geo: georgia })).toBe('ka');
  });

  it('ignores an unknown-country fallback and falls through to the browser, then Georgian', () => {
    expect(chooseInitialLanguage({ geo: FALLBACK_GEO, browserLanguages: ['fr', 'en-GB'] })).toBe(
      'en',
    );
    expect(chooseInitialLanguage({ geo: FALLBACK_GEO })).toBe('ka');
  });

  it('ignores unsupported path segments and stored values', () => {
    expect(chooseInitialLanguage({ pathLanguage: 'webinar', storedPreference: 'ru' })).toBe('ka');
  });
});
