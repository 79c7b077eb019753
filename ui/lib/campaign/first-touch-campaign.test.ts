import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMO_CODE_KEY } from './campaign-link';
import {
  keptPromoCode,
  promoCodeFor,
  rememberCampaign,
  rememberFirstTouch,
  rememberPromoCode,
} from './first-touch-campaign';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('rememberFirstTouch', () => {
  it('keeps the landing tags through later untagged and differently tagged pages', () => {
    const store = memoryStore();
    expect(rememberFirstTouch('?utm_source=facebook&utm_campaign=x', store)).toEqual({
      source: 'facebook',
      campaign: 'x',
    });
    expect(rememberFirstTouch('', store)).toEqual({ source: 'facebook', campaign: 'x' });
    expect(rememberFirstTouch('?utm_source=google', store)).toEqual({
      source: 'facebook',
      campaign: 'x',
    });
  });

  it('takes the first tagged page when the session started untagged', () => {
    const store = memoryStore();
    expect(rememberFirstTouch('?player=stub', store)).toEqual({});
    expect(rememberFirstTouch('?utm_medium=cpc', store)).toEqual({ medium: 'cpc' });
    expect(rememberFirstTouch('?utm_medium=email', store)).toEqual({ medium: 'cpc' });
  });

  it('falls back to the current page when storage is missing or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(rememberFirstTouch('?utm_source=x', throwing)).toEqual({ source: 'x' });
    expect(rememberFirstTouch('?utm_source=y', undefined)).toEqual({ source: 'y' });
  });
});

describe('rememberPromoCode', () => {
  it('keeps the last code a link carried, upper-cased, through pages without one', () => {
    const store = memoryStore();
    expect(rememberPromoCode('?code=partner10&utm_source=x', store)).toBe('PARTNER10');
    expect(store.getItem(PROMO_CODE_KEY)).toBe('PARTNER10');
    expect(rememberPromoCode('', store)).toBe('PARTNER10');
    expect(rememberPromoCode('?code=%20webinar-10%20', store)).toBe('WEBINAR-10');
    expect(keptPromoCode(store)).toBe('WEBINAR-10');
  });

  it('ignores text that cannot be a code and keeps the earlier one', () => {
    const store = memoryStore();
    expect(rememberPromoCode('?code=', store)).toBeUndefined();
    rememberPromoCode('?code=PARTNER10', store);
    for (const search of [
      '?code=ab',
      '?code=ფასდაკლება',
      '?code=<script>',
      `?code=${'A'.repeat(30)}`,
    ])
      expect(rememberPromoCode(search, store)).toBe('PARTNER10');
    expect(store.getItem(PROMO_CODE_KEY)).toBe('PARTNER10');
  });

  it('reads a kept value as untrusted, and survives storage that is missing or throws', () => {
    const store = memoryStore();
    store.setItem(PROMO_CODE_KEY, 'not a code!');
    expect(keptPromoCode(store)).toBeUndefined();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(rememberPromoCode('?code=PARTNER10', throwing)).toBe('PARTNER10');
    expect(keptPromoCode(throwing)).toBeUndefined();
    expect(rememberPromoCode('?code=PARTNER10', undefined)).toBe('PARTNER10');
  });
});

describe('promoCodeFor', () => {
  it("prefers the page's own link to the kept code, and only reads", () => {
    const store = memoryStore();
    rememberPromoCode('?code=PARTNER10', store);
    expect(promoCodeFor('?code=colleague', store)).toBe('COLLEAGUE');
    expect(store.getItem(PROMO_CODE_KEY)).toBe('PARTNER10');
    expect(promoCodeFor('', store)).toBe('PARTNER10');
    expect(promoCodeFor('?code=x', memoryStore())).toBeUndefined();
  });
});

describe('rememberCampaign', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a page's first-touch tags and its promo code in the tab's session storage", () => {
    const store = memoryStore();
    vi.stubGlobal('sessionStorage', store);
    rememberCampaign('?utm_source=facebook&code=partner10');
    rememberCampaign('?utm_source=google&code=colleague');
    expect(rememberFirstTouch('')).toEqual({ source: 'facebook' });
    expect(keptPromoCode()).toBe('COLLEAGUE');
  });
});
