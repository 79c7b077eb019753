import { describe, expect, it } from 'vitest';
import { groupedIban, isGeorgianIban } from './iban';

describe('isGeorgianIban', () => {
  it('accepts a Georgian IBAN whose check digits are right', () => {
    expect(isGeorgianIban('GE29NB0000000101904917')).toBe(true);
  });

  it('refuses wrong check digits, another country, a wrong shape or spaces', () => {
    expect(isGeorgianIban('GE28NB0000000101904917')).toBe(false);
    expect(isGeorgianIban('GE29NB0000000101904918')).toBe(false);
    expect(isGeorgianIban('DE89370400440532013000')).toBe(false);
    expect(isGeorgianIban('GE29NB000000010190491')).toBe(false);
    expect(isGeorgianIban('GE29 NB00 0000 0101 9049 17')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(groupedIban('GE29NB0000000101904917')).toBe('GE29 NB00 0000 0101 9049 17');
  });
});
