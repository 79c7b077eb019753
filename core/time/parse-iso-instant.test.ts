import { describe, expect, it } from 'vitest';
import { parseIsoInstant } from './parse-iso-instant';

describe('parseIsoInstant', () => {
  it('reads a date-time with a +04:00 offset', () => {
    expect(parseIsoInstant('2025-11-01T00:00:00+04:00')?.toISOString()).toBe(
      '2025-10-31T20:00:00.000Z',
    );
  });

  it('reads negative offsets, Z, milliseconds and bare dates', () => {
    expect(parseIsoInstant('2025-01-01T10:30-02:30')?.toISOString()).toBe(
      '2025-01-01T13:00:00.000Z',
    );
    expect(parseIsoInstant('2025-01-01T10:30:15.5Z')?.toISOString()).toBe(
      '2025-01-01T10:30:15.500Z',
    );
    expect(parseIsoInstant('2025-01-01')?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it.each([
    'tomorrow',
    '1',
    '2025-02-30',
    '2025-13-01',
    '2025-11-01T24:00:00Z',
    '2025-11-01T10:60Z',
    '2025-11-01T00:00:00+24:00',
    '2025-11-01 00:00',
  ])('rejects %s', (text) => {
    expect(parseIsoInstant(text)).toBeUndefined();
  });
});
