import { describe, expect, it } from 'vitest';
import { rememberFirstTouch } from './first-touch-campaign';

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
