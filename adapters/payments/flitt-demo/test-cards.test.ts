import { describe, expect, it } from 'vitest';
import { isUsableExpiry, testCardOutcome } from './test-cards';

describe('test cards (docs/integrations.md "Flitt test mode")', () => {
  it('approves and declines by the table, with or without spaces', () => {
    expect(testCardOutcome('4444 5555 1111 6666')).toBe('approved');
    expect(testCardOutcome('5555666644441111')).toBe('approved');
    expect(testCardOutcome('4444111155556666')).toBe('declined');
    expect(testCardOutcome('2222-5555-6666-3333')).toBe('declined');
    expect(testCardOutcome('4111111111111111')).toBeUndefined();
  });

  it('accepts an expiry from the current month on', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(isUsableExpiry('11/26', now)).toBe(true);
    expect(isUsableExpiry('1226', now)).toBe(true);
    expect(isUsableExpiry('10/26', now)).toBe(false);
    expect(isUsableExpiry('13/30', now)).toBe(false);
    expect(isUsableExpiry('soon', now)).toBe(false);
  });
});
