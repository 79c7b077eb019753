import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { webinarCitySchema } from './city';

const city = (input: unknown) => {
  const result = v.safeParse(webinarCitySchema, input);
  return result.success ? result.output : result.issues[0].message;
};

describe('the webinar city (webinarCitySchema)', () => {
  it('requires 2 to 50 characters', () => {
    expect(v.parse(webinarCitySchema, 'Batumi')).toBe('Batumi');
    expect(city('B')).toBe('city.too_short');
    expect(city('ბა')).toBe('ბა');
    expect(city('b'.repeat(50))).toBe('b'.repeat(50));
    expect(city('b'.repeat(51))).toBe('city.too_long');
    expect(city(5)).toBe('city.invalid_characters');
  });

  it('accepts letters, spaces and hyphens, trimmed with inner spaces collapsed', () => {
    expect(city(' ქუთაისი ')).toBe('ქუთაისი');
    expect(city('Ozurgeti-Kobuleti  Area')).toBe('Ozurgeti-Kobuleti Area');
  });

  it.each(['Tbilisi 1', "Tbilisi's", 'St. Petersburg', '-Gori'])('rejects %j', (input) => {
    expect(city(input)).toBe('city.invalid_characters');
  });

  it('webinar city defaults to Tbilisi', () => {
    expect(v.parse(webinarCitySchema, undefined)).toBe('Tbilisi');
    expect(v.parse(webinarCitySchema, 'Telavi')).toBe('Telavi');
    expect(city('T')).toBe('city.too_short');
  });
});
