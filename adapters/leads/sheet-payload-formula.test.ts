import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetPayload } from './sheet-payload';

const FORMULA_START = /^[=+\-@\t\r]/;
const hostile = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string()).map(([a, b]) => a + b),
);

describe('sheetPayload', () => {
  it('makes every text cell of a sheet payload formula-safe (property)', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, (fullName, city, source, campaign) => {
        const payload = sheetPayload(
          {
            kind: 'lead',
            fullName,
            email: 'a@b.ge',
            phoneNumber: '+995555123456',
            city,
            linkedin: '',
            source,
            timestamp: '2026-01-01T00:00:00.000Z',
            utm: { campaign },
            marketingOptIn: false,
          },
          source,
        );
        for (const cell of Object.values(payload)) {
          if (typeof cell === 'string') expect(cell).not.toMatch(FORMULA_START);
        }
      }),
    );
  });
});
