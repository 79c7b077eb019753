import { describe, expect, it } from 'vitest';
import { firstNameOf } from './email-site';

describe('the greeting name (docs/messaging.md "E-mail")', () => {
  it('is the first word of the full name, and nothing for a blank one', () => {
    expect(firstNameOf('  ნინო   ბერიძე ')).toBe('ნინო');
    expect(firstNameOf('Nino')).toBe('Nino');
    for (const blank of ['', '   ', null, undefined]) expect(firstNameOf(blank)).toBeUndefined();
  });
});
