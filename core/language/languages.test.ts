import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, otherLanguage } from './languages';

describe('languages', () => {
  it('supports Georgian (default) and English', () => {
    expect(LANGUAGES).toEqual(['ka', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('ka');
  });

  it('recognises only supported codes', () => {
    expect(isLanguage('ka')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('ge')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('names the other language', () => {
    expect(otherLanguage('ka')).toBe('en');
    expect(otherLanguage('en')).toBe('ka');
  });
});
