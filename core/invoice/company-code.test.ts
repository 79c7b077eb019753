import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { companyCodeSchema } from './company-code';

/** The parser behind the schema, as a Result-like value. */
function parseCompanyCode(input: string) {
  const parsed = v.safeParse(companyCodeSchema, input);
  return {
    isErr: () => !parsed.success,
    _unsafeUnwrap: () => (parsed.success ? parsed.output : undefined),
    _unsafeUnwrapErr: () => ({ type: parsed.success ? undefined : parsed.issues[0]?.message }),
  };
}

const digits = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max })
    .map((d) => d.join(''));

describe('parseCompanyCode', () => {
  it('accepts exactly 9 digits, with spaces typed between them', () => {
    fc.assert(
      fc.property(digits(9, 9), (code) => {
        expect(parseCompanyCode(code)._unsafeUnwrap()).toBe(code);
        const spaced = `${code.slice(0, 3)} ${code.slice(3, 6)} ${code.slice(6)} `;
        expect(parseCompanyCode(spaced)._unsafeUnwrap()).toBe(code);
      }),
    );
  });

  it('refuses any other number of digits, the 11-digit personal number included', () => {
    fc.assert(
      fc.property(
        digits(1, 20).filter((code) => code.length !== 9),
        (code) => {
          expect(parseCompanyCode(code)._unsafeUnwrapErr().type).toBe('company_code.invalid');
        },
      ),
    );
  });

  it('refuses anything but digits, and says when the field is empty', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 9, maxLength: 9 }).filter((text) => /[^\d\s]/.test(text)),
        (text) => {
          expect(parseCompanyCode(text).isErr()).toBe(true);
        },
      ),
    );
    expect(parseCompanyCode('  ')._unsafeUnwrapErr().type).toBe('company_code.required');
  });
});
