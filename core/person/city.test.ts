import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseOptionalCity, webinarCitySchema } from './city';

describe('parseOptionalCity', () => {
  it('treats missing or blank as absent', () => {
    expect(parseOptionalCity(undefined)._unsafeUnwrap()).toBeUndefined();
    expect(parseOptionalCity('  ')._unsafeUnwrap()).toBeUndefined();
  });

  it('accepts letters, spaces and hyphens up to 100 characters', () => {
    expect(parseOptionalCity(' ქუთაისი ')._unsafeUnwrap()).toBe('ქუთაისი');
    expect(parseOptionalCity('Ozurgeti-Kobuleti  Area')._unsafeUnwrap()).toBe(
      'Ozurgeti-Kobuleti Area',
    );
    expect(parseOptionalCity('a'.repeat(100)).isOk()).toBe(true);
    expect(parseOptionalCity('a'.repeat(101))._unsafeUnwrapErr().type).toBe('city.too_long');
  });

  it.each(['Tbilisi 1', "Tbilisi's", 'St. Petersburg', '-Gori'])('rejects %j', (input) => {
    expect(parseOptionalCity(input)._unsafeUnwrapErr().type).toBe('city.invalid_characters');
  });
});

describe('the webinar city (webinarCitySchema)', () => {
  it('requires 2 to 50 characters', () => {
    expect(v.parse(webinarCitySchema, 'Batumi')).toBe('Batumi');
    expect(v.safeParse(webinarCitySchema, 'B').issues?.[0]?.message).toBe('city.too_short');
    expect(v.safeParse(webinarCitySchema, 'b'.repeat(51)).issues?.[0]?.message).toBe(
      'city.too_long',
    );
    expect(v.safeParse(webinarCitySchema, 5).issues?.[0]?.message).toBe('city.invalid_characters');
  });

  it('webinar city defaults to Tbilisi', () => {
    expect(v.parse(webinarCitySchema, undefined)).toBe('Tbilisi');
    expect(v.parse(webinarCitySchema, 'Telavi')).toBe('Telavi');
    expect(v.safeParse(webinarCitySchema, 'T').issues?.[0]?.message).toBe('city.too_short');
  });
});
