import { describe, expect, it } from 'vitest';
import { isOperatorAuthorised } from './operator-token';

const TOKEN = 'op-7f3c9a1e5b2d4c6a8e0f1a2b3c4d5e6f';

describe('isOperatorAuthorised', () => {
  it('accepts the exact bearer token', () => {
    expect(isOperatorAuthorised(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it.each([
    undefined,
    '',
    TOKEN,
    `Basic ${TOKEN}`,
    `Bearer ${TOKEN}x`,
    `Bearer ${TOKEN.slice(0, -1)}`,
    'Bearer ',
    `bearer  ${TOKEN} extra`,
  ])('refuses %j', (header) => {
    expect(isOperatorAuthorised(header, TOKEN)).toBe(false);
  });

  it('refuses everything when no token is configured', () => {
    expect(isOperatorAuthorised('Bearer ', undefined)).toBe(false);
    expect(isOperatorAuthorised('Bearer anything', undefined)).toBe(false);
    expect(isOperatorAuthorised('Bearer anything', '')).toBe(false);
  });
});
