import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay } from './format-phone';
import { formatPhoneAsTyped } from './format-phone-as-typed';
import { parseGeorgianPhone } from './georgian-phone';

describe('formatPhoneDisplay', () => {
  it('shows +995 5XX XXX XXX', () => {
    const phone = parseGeorgianPhone('555123456')._unsafeUnwrap();
    expect(formatPhoneDisplay(phone)).toBe('+995 555 123 456');
  });
});

describe('formatPhoneAsTyped', () => {
  it.each([
    ['', '+995 '],
    ['+995 ', '+995 '],
    ['5', '+995 5'],
    ['+995 555', '+995 555'],
    ['+995 5551', '+995 555 1'],
    ['555123', '+995 555 123'],
    ['5551234', '+995 555 123 4'],
    ['555123456', '+995 555 123 456'],
    ['5551234567', '+995 555 123 456'],
    ['00995555123456', '+995 555 123 456'],
    ['0555 12-34-56', '+995 555 123 456'],
    ['+995 +995 555', '+995 555'],
    ['abc', '+995 '],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPhoneAsTyped(input)).toBe(expected);
  });
});
