import { describe, expect, it } from 'vitest';
import {
  LEGACY_PREFERRED_LANGUAGE_KEY,
  PREFERRED_LANGUAGE_KEY,
  type PreferenceStorage,
  readPreferredLanguage,
  writePreferredLanguage,
} from './language-preference';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: PreferenceStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items };
}

describe('language preference', () => {
  it('reads the current key first', () => {
    const { storage } = memoryStorage({
      [PREFERRED_LANGUAGE_KEY]: 'en',
      [LEGACY_PREFERRED_LANGUAGE_KEY]: 'ka',
    });
    expect(readPreferredLanguage(storage)).toBe('en');
  });

  it('migrates the legacy key once', () => {
    const { storage, items } = memoryStorage({ [LEGACY_PREFERRED_LANGUAGE_KEY]: 'en' });
    expect(readPreferredLanguage(storage)).toBe('en');
    expect(items.get(PREFERRED_LANGUAGE_KEY)).toBe('en');
    expect(items.has(LEGACY_PREFERRED_LANGUAGE_KEY)).toBe(false);
  });

  it('ignores unsupported values such as the stray "ge" code', () => {
    const { storage } = memoryStorage({ [PREFERRED_LANGUAGE_KEY]: 'ge' });
    expect(readPreferredLanguage(storage)).toBeUndefined();
  });

  it('writes the chosen language under the current key', () => {
    const { storage, items } = memoryStorage();
    writePreferredLanguage(storage, 'ka');
    expect(items.get(PREFERRED_LANGUAGE_KEY)).toBe('ka');
  });
});
