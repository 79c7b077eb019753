import { describe, expect, it } from 'vitest';
import { languageTarget } from './language-target';

describe('languageTarget (docs/site.md "Languages")', () => {
  it('swaps the first path segment and keeps the query', () => {
    expect(languageTarget('/ka/refund-policy', '?x=1', 'en', 'ka')).toBe('/en/refund-policy?x=1');
    expect(languageTarget('/en', '', 'ka', 'en')).toBe('/ka');
  });

  it('adds the segment on the unprefixed payment result page', () => {
    expect(languageTarget('/payment-success', '?order_id=7', 'en', 'ka')).toBe(
      '/en/payment-success?order_id=7',
    );
  });

  it('keeps a not-found page not found in the other language', () => {
    expect(languageTarget('/ka/nope', '', 'en', 'ka')).toBe('/en/nope');
  });

  it('never leads from the Georgian-only popup demo to the not-found page', () => {
    expect(languageTarget('/test-popup', '', 'ka', 'ka')).toBe('/test-popup');
    expect(languageTarget('/test-popup', '?a=1', 'en', 'ka')).toBe('/en?a=1');
  });
});
