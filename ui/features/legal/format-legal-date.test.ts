import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './format-legal-date';

describe('formatLegalDate', () => {
  it('writes the default effective date per language (docs/legal.md "Privacy policy")', () => {
    expect(formatLegalDate('2024-01-01', 'ka')).toBe('1 იანვარი, 2024');
    expect(formatLegalDate('2024-01-01', 'en')).toBe('January 1, 2024');
  });

  it('keeps the calendar day whatever the month', () => {
    expect(formatLegalDate('2025-09-15', 'ka')).toBe('15 სექტემბერი, 2025');
    expect(formatLegalDate('2025-12-31', 'en')).toBe('December 31, 2025');
  });

  it('rejects a date that is not a calendar date', () => {
    expect(() => formatLegalDate('soon', 'en')).toThrow(RangeError);
  });
});
