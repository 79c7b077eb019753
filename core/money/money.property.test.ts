import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';
import { tetriConstant } from './money';

const amounts = fc.integer({ min: 0, max: 10_000_000_000 }).map((n) => tetriConstant(n));

describe('money properties', () => {
  it('allocate sums exactly and never goes negative', () => {
    const weights = fc
      .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 })
      .filter((ws) => ws.some((w) => w > 0));
    fc.assert(
      fc.property(amounts, weights, (total, ws) => {
        const shares = allocate(total, ws);
        expect(shares).toHaveLength(ws.length);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        for (const [i, share] of shares.entries()) {
          expect(share).toBeGreaterThanOrEqual(0);
          if (ws[i] === 0) expect(share).toBe(0);
        }
      }),
    );
  });
});
