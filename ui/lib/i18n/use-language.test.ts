import { describe, expect, it } from 'vitest';
import { languageFromPath } from './use-language';

describe('languageFromPath', () => {
  it('takes the first path segment when it is a supported language', () => {
    expect(languageFromPath('/en/refund-policy')).toBe('en');
    expect(languageFromPath('/ka')).toBe('ka');
    expect(languageFromPath('//en/')).toBe('en');
  });

  it('falls back to Georgian for unprefixed or unknown prefixes', () => {
    expect(languageFromPath('/test-popup')).toBe('ka');
    expect(languageFromPath('/')).toBe('ka');
    expect(languageFromPath('/fr/checkout')).toBe('ka');
    expect(languageFromPath('/checkout/en')).toBe('ka');
  });
});
