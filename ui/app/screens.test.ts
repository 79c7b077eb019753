import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveScreen } from './resolve-screen';
import { SCREENS } from './screens';

const UI = join(import.meta.dirname, '..');

describe('route registry', () => {
  it.each(Object.entries(SCREENS))('%s names the module its loader imports', async (_, entry) => {
    expect(existsSync(join(UI, entry.module))).toBe(true);
    const source = readFileSync(join(import.meta.dirname, 'screens.ts'), 'utf8');
    expect(source).toContain(`import('../${entry.module.replace(/\.tsx$/, '')}')`);
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
