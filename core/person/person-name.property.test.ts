import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { webinarCitySchema } from './city';
import { fullNameSchema, personNameSchema } from './person-name';

const schemas = [personNameSchema, fullNameSchema, webinarCitySchema] as const;

describe('name and city properties', () => {
  it('never throw, and normalisation is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (input) => {
        for (const schema of schemas) {
          const result = v.safeParse(schema, input);
          if (result.success) expect(v.parse(schema, result.output)).toBe(result.output);
        }
      }),
    );
  });

  it('accepts any Georgian name of 2 to 50 letters', () => {
    const georgian = fc.stringMatching(/^[\u10d0-\u10f0]{2,50}$/);
    fc.assert(
      fc.property(georgian, (name) => {
        expect(v.parse(personNameSchema, name)).toBe(name);
      }),
    );
  });
});
