import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay } from './format-phone';
import { formatPhoneAsTyped } from './format-phone-as-typed';
import { parseGeorgianPhone } from './georgian-phone';

/** Valid national numbers drawn from allocated ranges. */
const nationals = fc
  .tuple(
    fc.constantFrom('555', '577', '591', '599', '568', '514', '550'),
    fc.stringMatching(/^[0-9]{6}$/),
  )
  .map(([prefix, rest]) => `${prefix}${rest}`);

describe('phone properties', () => {
  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        parseGeorgianPhone(input);
        formatPhoneAsTyped(input);
      }),
    );
  });

  it('only ever outputs E.164 Georgian mobiles', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\+?[0-9 ]{0,16}$/)), (input) => {
        const result = parseGeorgianPhone(input);
        if (result.isOk()) expect(result.value).toMatch(/^\+9955[0-9]{8}$/);
      }),
    );
  });

  it('round-trips display and as-typed formatting, and is idempotent', () => {
    fc.assert(
      fc.property(nationals, (national) => {
        const phone = parseGeorgianPhone(national)._unsafeUnwrap();
        expect(phone).toBe(`+995${national}`);
        expect(parseGeorgianPhone(phone)._unsafeUnwrap()).toBe(phone);
        expect(parseGeorgianPhone(formatPhoneDisplay(phone))._unsafeUnwrap()).toBe(phone);
        expect(formatPhoneAsTyped(national)).toBe(formatPhoneDisplay(phone));
      }),
    );
  });

  it('as-typed formatting is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = formatPhoneAsTyped(input);
        expect(formatPhoneAsTyped(once)).toBe(once);
      }),
    );
  });
});
