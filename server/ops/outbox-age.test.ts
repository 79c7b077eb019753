import { describe, expect, it } from 'vitest';
import { formatAge } from './outbox-age';

describe('formatAge', () => {
  it('keeps the two largest units', () => {
    expect(formatAge(30_000)).toBe('under a minute');
    expect(formatAge(5 * 60_000)).toBe('5 min');
    expect(formatAge(135 * 60_000)).toBe('2 h 15 min');
    expect(formatAge(120 * 60_000)).toBe('2 h');
    expect(formatAge((3 * 1440 + 4 * 60 + 7) * 60_000)).toBe('3 d 4 h');
    expect(formatAge(2 * 1440 * 60_000)).toBe('2 d');
  });
});
