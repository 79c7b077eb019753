import { describe, expect, it } from 'vitest';
import { createCryptoIds } from './crypto-ids';

describe('createCryptoIds', () => {
  const ids = createCryptoIds();

  it('makes UUID v4 row ids', () => {
    expect(ids.newId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('makes URL-safe tokens carrying at least 128 random bits', () => {
    const token = ids.newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('never repeats across many draws', () => {
    const tokens = new Set(Array.from({ length: 10_000 }, () => ids.newToken()));
    const rowIds = new Set(Array.from({ length: 10_000 }, () => ids.newId()));
    expect(tokens.size).toBe(10_000);
    expect(rowIds.size).toBe(10_000);
  });
});
