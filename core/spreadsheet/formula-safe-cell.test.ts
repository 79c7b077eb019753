import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formulaSafeCell } from './formula-safe-cell';

const FORMULA_START = /^[=+\-@\t\r]/;
const hostile = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string()).map(([a, b]) => a + b),
);

describe('formulaSafeCell', () => {
  it('prefixes an apostrophe to formula starts and leaves other text alone', () => {
    expect(formulaSafeCell('+995555123456')).toBe("'+995555123456");
    expect(formulaSafeCell('=1+1')).toBe("'=1+1");
    expect(formulaSafeCell('\t@x')).toBe("'\t@x");
    expect(formulaSafeCell('ნინო')).toBe('ნინო');
    expect(formulaSafeCell('')).toBe('');
  });

  it('never outputs a cell starting with a formula character, and only ever adds one apostrophe (property)', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const safe = formulaSafeCell(value);
        expect(safe).not.toMatch(FORMULA_START);
        expect(safe === value || safe === `'${value}`).toBe(true);
      }),
    );
  });
});
