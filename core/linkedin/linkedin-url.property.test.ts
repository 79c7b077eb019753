import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLinkedInUrl } from './linkedin-url';

const names = fc.stringMatching(/^[a-z0-9_-]{3,30}$/);

describe('linkedin properties', () => {
  it('never throws, and only ever outputs www.linkedin.com profile or company URLs', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.webUrl()), (input) => {
        const result = parseLinkedInUrl(input);
        if (result.isOk()) {
          expect(result.value).toMatch(
            /^https:\/\/www\.linkedin\.com\/(in|company)\/[\p{L}\p{Nd}_-]+$/u,
          );
        }
      }),
    );
  });

  it('round-trips: parsing an output gives it back', () => {
    fc.assert(
      fc.property(names, fc.constantFrom('', 'https://', 'http://ge.'), (name, prefix) => {
        const input = prefix === '' ? name : `${prefix}linkedin.com/in/${name}/?x=1`;
        const first = parseLinkedInUrl(input)._unsafeUnwrap();
        expect(first).toBe(`https://www.linkedin.com/in/${name}`);
        expect(parseLinkedInUrl(first)._unsafeUnwrap()).toBe(first);
      }),
    );
  });
});
