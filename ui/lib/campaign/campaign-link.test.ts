import { afterEach, describe, expect, it, vi } from 'vitest';
import { carriesCampaign, hasKeptPromoCode, PROMO_CODE_KEY } from './campaign-link';

afterEach(() => vi.unstubAllGlobals());

function stubTab(items: Record<string, string>, search: string) {
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => items[key] ?? null });
  vi.stubGlobal('location', { search });
}

describe('carriesCampaign', () => {
  it('says yes for campaign tags or a promo code, no for other queries', () => {
    expect(carriesCampaign('utm_source=x')).toBe(true);
    expect(carriesCampaign('code=PARTNER10')).toBe(true);
    expect(carriesCampaign('player=stub')).toBe(false);
    expect(carriesCampaign('')).toBe(false);
  });
});

describe('hasKeptPromoCode', () => {
  it('finds a kept code or a code in the current link, without reading either', () => {
    stubTab({ [PROMO_CODE_KEY]: 'PARTNER10' }, '');
    expect(hasKeptPromoCode()).toBe(true);
    stubTab({}, '?code=PARTNER10');
    expect(hasKeptPromoCode()).toBe(true);
    stubTab({ 'visitor-contact-v1': '{}' }, '?player=stub');
    expect(hasKeptPromoCode()).toBe(false);
    stubTab({}, '?utm_source=x&promo_code=Y');
    expect(hasKeptPromoCode()).toBe(false);
  });

  it('is false when storage throws (private mode)', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(hasKeptPromoCode()).toBe(false);
  });
});
