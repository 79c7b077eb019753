import { describe, expect, it } from 'vitest';
import { tetriConstant } from '../money/money';
import type { Cohort, InstalmentOffer } from '../site-config/site-config';
import { instalmentWarnings } from './instalment-warnings';

const NOW = new Date('2026-11-28T10:00:00Z');
const offer: InstalmentOffer = {
  provider: 'tbc',
  months: [3, 6, 12],
  sellerPaysInterest: false,
  minimumAmount: tetriConstant(10_000),
  maximumAmount: tetriConstant(260_000),
  decisionHours: 48,
  termsUrl: 'https://www.tbcbank.ge/installments',
};
const cohort = (number: number, start: string, current: number, earlyBird: number): Cohort => ({
  example: false,
  number,
  startDate: new Date(start),
  earlyBirdDeadline: new Date(start),
  maxCapacity: 30,
  prices: { current: tetriConstant(current), earlyBird: tetriConstant(earlyBird) },
});

describe('instalment warnings', () => {
  it('name each price of a cohort still to start that the bank does not lend', () => {
    const cohorts = [
      cohort(3, '2026-11-01T00:00:00Z', 900_000, 900_000),
      cohort(4, '2027-03-01T15:00:00Z', 270_000, 250_000),
    ];
    expect(instalmentWarnings({ cohorts, instalments: offer }, NOW)).toEqual([
      {
        code: 'instalment_price_outside',
        cohort: 4,
        price: 270_000,
        minimumAmount: 10_000,
        maximumAmount: 260_000,
      },
    ]);
    expect(instalmentWarnings({ cohorts, instalments: null }, NOW)).toEqual([]);
  });
});
