import { describe, expect, it } from 'vitest';
import { readIpapiAnswer } from './ipapi-city-lookup';

describe('readIpapiAnswer', () => {
  it('reads the city and treats null fields as empty', () => {
    const body = { ip: '8.8.8.8', city: null, region: 'California', country_name: 'United States' };
    expect(readIpapiAnswer(200, body, '8.8.8.8')._unsafeUnwrap()).toEqual({
      ip: '8.8.8.8',
      city: '',
      region: 'California',
      country: 'United States',
    });
  });

  it('falls back to the asked address when the answer names none', () => {
    expect(readIpapiAnswer(200, { city: 'Tbilisi' }, '31.146.1.1')._unsafeUnwrap().ip).toBe(
      '31.146.1.1',
    );
  });

  it.each([
    ['a field of the wrong type', 200, { city: 42 }],
    ['a body that is not an object', 200, ['Tbilisi']],
    ['error: true', 200, { error: true, reason: 'Reserved IP Address' }],
    ['a non-200 status', 404, { city: 'Tbilisi' }],
  ])('fails with the HTTP status for %s', (_case, status, body) => {
    expect(readIpapiAnswer(status, body, undefined)._unsafeUnwrapErr()).toMatchObject({
      type: 'ip_lookup.failed',
      params: { status },
    });
  });
});
