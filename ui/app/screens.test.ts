import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveScreen } from './resolve-screen';
import { SCREEN_DOCUMENTS } from './screen-documents';
import { SCREENS } from './screens';

const UI = join(import.meta.dirname, '..');

describe('route registry', () => {
  it.each(Object.entries(SCREENS))('%s names the module its loader imports', async (id, entry) => {
    const { module } = SCREEN_DOCUMENTS[id as keyof typeof SCREENS];
    expect(existsSync(join(UI, module))).toBe(true);
    // The loader's source as the test runner rewrote it: `import("/ui/<module>")`.
    expect(String(entry.load)).toContain(`"/ui/${module}"`);
    expect(typeof (await entry.load())).toBe('function');
  });
});

describe('resolveScreen', () => {
  it('maps language-prefixed paths to pages', () => {
    expect(resolveScreen('/en/refund-policy')).toEqual({
      kind: 'screen',
      screen: 'refund-policy',
      language: 'en',
    });
    expect(resolveScreen('/ka')).toEqual({ kind: 'screen', screen: 'home', language: 'ka' });
  });

  it('shows unprefixed /payment-success directly and /test-popup in Georgian', () => {
    expect(resolveScreen('/payment-success', '?token=x')).toEqual({
      kind: 'screen',
      screen: 'payment-success',
      language: 'ka',
    });
    expect(resolveScreen('/test-popup')).toEqual({
      kind: 'screen',
      screen: 'popup-demo',
      language: 'ka',
    });
  });

  it('redirects unprefixed pages keeping the query, and 404s unknown paths in their language', () => {
    expect(resolveScreen('/checkout', '?utm_source=fb')).toEqual({
      kind: 'redirect',
      location: '/ka/checkout?utm_source=fb',
    });
    expect(resolveScreen('/en/nothing-here')).toEqual({
      kind: 'screen',
      screen: 'not-found',
      language: 'en',
    });
  });
});
