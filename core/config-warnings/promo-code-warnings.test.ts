import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money';
import type { PromoCode } from '../site-config/promo-code';
import { promoCodeWarnings } from './promo-code-warnings';

const NOW = new Date('2026-12-01T08:00:00Z');
const cohorts = [{ number: 3 }, { number: 4 }];

const promo = (code: string, overrides: Partial<PromoCode> = {}): PromoCode => ({
  code,
  discount: { kind: 'amount', amount: 10_000 as Money },
  combinesWithEarlyBird: false,
  ...overrides,
});

const warn = (promoCodes: readonly PromoCode[], now = NOW) =>
  promoCodeWarnings({ cohorts, promoCodes }, now);

describe('promoCodeWarnings', () => {
  it('is silent for codes for every cohort, configured cohorts, and windows still open', () => {
    expect(
      warn([
        promo('ALL'),
        promo('FOUR', { cohorts: [4] }),
        promo('LATER', { validFrom: new Date('2027-01-01T00:00:00Z') }),
        promo('UNTIL', { validUntil: new Date('2026-12-01T08:00:01Z') }),
      ]),
    ).toEqual([]);
  });

  it('names the unknown cohorts and whether the code is usable at all', () => {
    expect(
      warn([promo('GHOST', { cohorts: [7, 8] }), promo('MIXED', { cohorts: [4, 9] })]),
    ).toEqual([
      { code: 'promo_code_unknown_cohorts', promoCode: 'GHOST', unknown: [7, 8], usable: false },
      { code: 'promo_code_unknown_cohorts', promoCode: 'MIXED', unknown: [9], usable: true },
    ]);
  });

  it('calls a code expired from the instant of its validUntil on (the end is exclusive)', () => {
    const validUntil = new Date('2026-12-01T08:00:00Z');
    expect(warn([promo('OVER', { validUntil })])).toEqual([
      { code: 'promo_code_expired', promoCode: 'OVER', validUntil },
    ]);
  });
});
