import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneFieldValue } from './phone-input';

describe('phoneFieldValue', () => {
  it('formats digits typed after the country code', () => {
    expect(phoneFieldValue('+995 5991')).toBe('+995 599 1');
    expect(phoneFieldValue('+995 599123456')).toBe('+995 599 123 456');
  });

  it('moves digits typed in front of the country code behind it', () => {
    expect(phoneFieldValue('5+995 ')).toBe('+995 5');
    expect(phoneFieldValue('59+995 9')).toBe('+995 599');
  });

  it('keeps a pasted full number', () => {
    expect(phoneFieldValue('+995599123456')).toBe('+995 599 123 456');
    expect(phoneFieldValue('599 12 34 56')).toBe('+995 599 123 456');
  });

  it('gives the national number whether the first digit landed in front of the code or not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^5[0-9]{8}$/), fc.boolean(), (national, inFront) => {
        // A controlled input puts the caret at the end after each edit: only the first key can land in front.
        const [first = '', ...rest] = national;
        let value = phoneFieldValue(inFront ? `${first}+995 ` : `+995 ${first}`);
        for (const digit of rest) value = phoneFieldValue(`${value}${digit}`);
        expect(value).toBe(
          `+995 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
        );
      }),
    );
  });
});
