import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { linkedInProfileSchema } from './linkedin-url';

const names = fc.stringMatching(/^[a-z0-9_-]{3,30}$/);
const parse = (input: unknown) => v.safeParse(linkedInProfileSchema, input);

describe('linkedin properties', () => {
  it('never throws, and only ever outputs www.linkedin.com profile URLs', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.webUrl()), (input) => {
        const result = parse(input);
        if (result.success) {
          expect(result.output).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[\p{L}\p{Nd}_-]+$/u);
        } else {
          expect(['linkedin.required', 'linkedin.invalid']).toContain(result.issues[0].message);
        }
      }),
    );
  });

  it('round-trips: parsing an output gives it back', () => {
    fc.assert(
      fc.property(names, fc.constantFrom('', 'https://', 'http://ge.'), (name, prefix) => {
        const input = prefix === '' ? name : `${prefix}linkedin.com/in/${name}/?x=1`;
        const first = v.parse(linkedInProfileSchema, input);
        expect(first).toBe(`https://www.linkedin.com/in/${name}`);
        expect(v.parse(linkedInProfileSchema, first)).toBe(first);
      }),
    );
  });
});
