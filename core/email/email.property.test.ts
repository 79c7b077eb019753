import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEmail } from './email';

describe('email properties', () => {
  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        parseEmail(input);
      }),
    );
  });

  it('normalisation is idempotent for every accepted address', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), (input) => {
        const result = parseEmail(input);
        if (result.isOk()) expect(parseEmail(result.value)._unsafeUnwrap()).toBe(result.value);
      }),
    );
  });

  it('accepts ordinary generated addresses, changed only by case', () => {
    const simple = fc
      .tuple(
        fc
          .array(fc.stringMatching(/^[A-Za-z0-9_+-]{1,8}$/), { minLength: 1, maxLength: 4 })
          .map((parts) => parts.join('.')),
        fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/),
        fc.stringMatching(/^[a-z]{2,6}$/),
      )
      .map(([local, label, tld]) => `${local}@${label}.${tld}`);
    fc.assert(
      fc.property(simple, (input) => {
        expect(parseEmail(input)._unsafeUnwrap()).toBe(input.toLowerCase());
      }),
    );
  });
});
