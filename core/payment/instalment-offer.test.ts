import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tetriConstant } from '../money/money';
import type { InstalmentOffer } from '../site-config/site-config';
import {
  instalmentAvailable,
  instalmentDecisionMs,
  interestFreeMonthly,
  longestTerm,
} from './instalment-offer';

const offer: InstalmentOffer = {
  provider: 'tbc',
  months: [3, 12, 6],
  sellerPaysInterest: true,
  minimumAmount: tetriConstant(10_000),
  maximumAmount: tetriConstant(1_000_000),
  decisionHours: 48,
  termsUrl: 'https://www.tbcbank.ge/installments',
};

describe('bank instalments', () => {
  it('are offered only when configured and the price is within what the bank lends', () => {
    expect(instalmentAvailable(null, tetriConstant(250_000))).toBe(false);
    expect(instalmentAvailable(offer, tetriConstant(250_000))).toBe(true);
    expect(instalmentAvailable(offer, tetriConstant(10_000))).toBe(true);
    expect(instalmentAvailable(offer, tetriConstant(9_999))).toBe(false);
    expect(instalmentAvailable(offer, tetriConstant(1_000_001))).toBe(false);
  });

  it('quote the longest term and wait the configured hours for the bank', () => {
    expect(longestTerm(offer)).toBe(12);
    expect(instalmentDecisionMs(offer)).toBe(172_800_000);
  });

  it('split a 0 % price so the months pay at least the price and less than one tetri a month more', () => {
    expect(interestFreeMonthly(tetriConstant(250_000), 12)).toBe(20_834);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 3, max: 48 }),
        (price, months) => {
          const monthly = interestFreeMonthly(tetriConstant(price), months);
          expect(Number.isInteger(monthly)).toBe(true);
          expect(monthly * months).toBeGreaterThanOrEqual(price);
          expect((monthly - 1) * months).toBeLessThan(price);
        },
      ),
    );
  });
});
