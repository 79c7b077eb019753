import { describe, expect, it } from 'vitest';
import { decideGeoLanguage, type GeoLanguageSignals } from './decide-geo-language';
import { FALLBACK_GEO } from './geo-data';
import { geoFromCountry } from './geo-from-country';

const now = new Date('2025-10-20T10:00:00Z');
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';

const base: GeoLanguageSignals = {
  geo: geoFromCountry('DE', now),
  pathname: '/ka/webinar',
  currentLanguage: 'ka',
  storedPreference: undefined,
  alreadyApplied: false,
  userAgent: CHROME,
};
const toEnglish = { kind: 'apply', language: 'en', switchPage: true };

describe('decideGeoLanguage', () => {
  it('switches a first-time visitor from abroad to English', () => {
    expect(decideGeoLanguage(base)).toEqual(toEnglish);
  });

  it('records the application without a switch when the page already has the geo language', () => {
    const signals = { ...base, geo: geoFromCountry('GE', now) };
    expect(decideGeoLanguage(signals)).toEqual({
      kind: 'apply',
      language: 'ka',
      switchPage: false,
    });
    expect(decideGeoLanguage({ ...base, currentLanguage: 'en', pathname: '/en' })).toEqual({
      kind: 'apply',
      language: 'en',
      switchPage: false,
    });
  });

  it('never applies twice', () => {
    expect(decideGeoLanguage({ ...base, alreadyApplied: true })).toEqual({ kind: 'skip' });
  });

  it('leaves a stored preference alone, even one that differs from the geo language', () => {
    expect(decideGeoLanguage({ ...base, storedPreference: 'ka' })).toEqual({ kind: 'skip' });
    expect(decideGeoLanguage({ ...base, storedPreference: 'en' })).toEqual({ kind: 'skip' });
  });

  it('ignores an unknown country, so the fallback never switches anyone to English', () => {
    expect(decideGeoLanguage({ ...base, geo: FALLBACK_GEO })).toEqual({ kind: 'skip' });
  });

  it.each(['/ka/checkout', '/en/payment-success', '/payment-success', '/ka/checkout/'])(
    'waits on the payment page %s',
    (pathname) => {
      expect(decideGeoLanguage({ ...base, pathname })).toEqual({ kind: 'skip' });
    },
  );

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Twitterbot/1.0',
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'WhatsApp/2.23.20.0',
  ])('never moves the crawler %s', (userAgent) => {
    expect(decideGeoLanguage({ ...base, userAgent })).toEqual({ kind: 'skip' });
  });

  it.each([
    CHROME,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  ])('treats a person as a person: %s', (userAgent) => {
    expect(decideGeoLanguage({ ...base, userAgent })).toEqual(toEnglish);
  });
});
