import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money';
import {
  findPromoCode,
  normalizePromoCode,
  type PromoCode,
  promoWindowAt,
} from '../site-config/promo-code';
import { isPromoRefusal, PROMO_REFUSAL_CODES, promoPriceAt } from './promo-price';

/** 1 ₾: the lowest price a code may bring a course to. */
const LOWEST_PROMO_PRICE = 100;

const tetri = (count: number) => count as Money;
const cohort = {
  number: 4,
  earlyBirdDeadline: new Date('2027-01-31T20:00:00Z'),
  prices: { current: tetri(270_000), earlyBird: tetri(250_000) },
};
const EARLY = new Date('2027-01-10T10:00:00Z');
const REGULAR = new Date('2027-02-10T10:00:00Z');
const FRESH = { taken: 0, byBuyer: false };

const promo = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  code: 'WEBINAR10',
  discount: { kind: 'percent', percent: 10 },
  combinesWithEarlyBird: false,
  ...overrides,
});

describe('normalizePromoCode', () => {
  it('trims and upper-cases Latin letters, and refuses what cannot be a code', () => {
    expect(normalizePromoCode('  webinar-10 ')).toBe('WEBINAR-10');
    expect(normalizePromoCode('ab')).toBeUndefined();
    expect(normalizePromoCode('ვებინარი')).toBeUndefined();
    expect(normalizePromoCode('-ABC')).toBeUndefined();
    expect(normalizePromoCode('A'.repeat(25))).toBeUndefined();
  });

  it('finds a configured code whatever case it was typed in', () => {
    expect(findPromoCode([promo()], 'Webinar10')?.code).toBe('WEBINAR10');
    expect(findPromoCode([promo()], 'OTHER')).toBeUndefined();
  });
});

describe('promoWindowAt', () => {
  it('is not yet valid before validFrom, active from it, expired from validUntil on', () => {
    const from = new Date('2027-02-01T00:00:00Z');
    const until = new Date('2027-02-10T10:00:00Z');
    const windowed = promo({ validFrom: from, validUntil: until });
    expect(promoWindowAt(windowed, EARLY)).toBe('not_yet_valid');
    expect(promoWindowAt(windowed, from)).toBe('active');
    expect(promoWindowAt(windowed, until)).toBe('expired');
    expect(promoWindowAt(promo(), REGULAR)).toBe('active');
  });
});

describe('promo refusal codes', () => {
  it("are the catalogue's PROMO_CODE_ codes, and only those", () => {
    expect(PROMO_REFUSAL_CODES).toHaveLength(7);
    expect(isPromoRefusal('PROMO_CODE_USED_UP')).toBe(true);
    expect(isPromoRefusal('COHORT_FULL')).toBe(false);
  });
});

describe('promoPriceAt', () => {
  it('takes a share off the regular price after the early bird', () => {
    expect(promoPriceAt(REGULAR, cohort, promo(), FRESH)._unsafeUnwrap()).toEqual({
      code: 'WEBINAR10',
      listPrice: 270_000,
      price: 243_000,
      discount: 27_000,
    });
  });

  it('during the early bird, without combining: the regular price less the code, if that is lower', () => {
    const better = promo({ discount: { kind: 'percent', percent: 10 } });
    expect(promoPriceAt(EARLY, cohort, better, FRESH)._unsafeUnwrap()).toMatchObject({
      listPrice: 250_000,
      price: 243_000,
      discount: 7_000,
    });
    const worse = promo({ discount: { kind: 'percent', percent: 5 } });
    expect(promoPriceAt(EARLY, cohort, worse, FRESH)._unsafeUnwrapErr()).toBe(
      'PROMO_CODE_NOT_BETTER',
    );
  });

  it('comes off the early-bird price when it combines with it', () => {
    const combined = promo({ discount: { kind: 'amount', amount: tetri(20_000) } });
    const result = promoPriceAt(EARLY, cohort, { ...combined, combinesWithEarlyBird: true }, FRESH);
    expect(result._unsafeUnwrap()).toMatchObject({ price: 230_000, discount: 20_000 });
  });

  it('refuses outside its window, for another cohort, a second time and past its uses', () => {
    const windowed = promo({
      validFrom: new Date('2027-02-01T00:00:00Z'),
      validUntil: new Date('2027-02-10T10:00:00Z'),
    });
    expect(promoPriceAt(EARLY, cohort, windowed, FRESH)._unsafeUnwrapErr()).toBe(
      'PROMO_CODE_NOT_YET_VALID',
    );
    // The end is exclusive: at that instant the code is over.
    expect(promoPriceAt(REGULAR, cohort, windowed, FRESH)._unsafeUnwrapErr()).toBe(
      'PROMO_CODE_EXPIRED',
    );
    expect(promoPriceAt(REGULAR, cohort, promo({ cohorts: [5] }), FRESH)._unsafeUnwrapErr()).toBe(
      'PROMO_CODE_OTHER_COHORT',
    );
    expect(
      promoPriceAt(REGULAR, cohort, promo(), { taken: 0, byBuyer: true })._unsafeUnwrapErr(),
    ).toBe('PROMO_CODE_ALREADY_USED');
    const capped = promo({ maxUses: 5 });
    expect(promoPriceAt(REGULAR, cohort, capped, { taken: 4, byBuyer: false }).isOk()).toBe(true);
    expect(
      promoPriceAt(REGULAR, cohort, capped, { taken: 5, byBuyer: false })._unsafeUnwrapErr(),
    ).toBe('PROMO_CODE_USED_UP');
  });

  it('never brings the price below 1 ₾', () => {
    const everything = promo({ discount: { kind: 'amount', amount: tetri(900_000) } });
    expect(promoPriceAt(REGULAR, cohort, everything, FRESH)._unsafeUnwrap().price).toBe(
      LOWEST_PROMO_PRICE,
    );
  });

  it('always charges less than without the code, at least 1 ₾, and says by how much', () => {
    const prices = fc
      .tuple(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }))
      .map(([earlyBird, extra]) => ({
        earlyBird: tetri(earlyBird),
        current: tetri(earlyBird + extra),
      }));
    const discount = fc.oneof(
      fc.integer({ min: 1, max: 90 }).map((percent) => ({ kind: 'percent' as const, percent })),
      fc.integer({ min: 1, max: 10_000_000 }).map((amount) => ({
        kind: 'amount' as const,
        amount: tetri(amount),
      })),
    );
    fc.assert(
      fc.property(prices, discount, fc.boolean(), fc.boolean(), (priced, off, combines, early) => {
        const at = early ? EARLY : REGULAR;
        const code = promo({ discount: off, combinesWithEarlyBird: combines });
        const result = promoPriceAt(at, { ...cohort, prices: priced }, code, FRESH);
        const listPrice = early ? priced.earlyBird : priced.current;
        if (result.isErr()) {
          // Only a code that cannot beat the price without it is refused here.
          expect(['PROMO_CODE_NOT_BETTER']).toContain(result.error);
          return;
        }
        const { price, discount: saved } = result.value;
        expect(price).toBeGreaterThanOrEqual(LOWEST_PROMO_PRICE);
        expect(price).toBeLessThan(listPrice);
        expect(saved).toBe(listPrice - price);
        if (off.kind === 'percent' && (combines || !early)) {
          expect(price).toBe(
            Math.max(100, listPrice - Math.round((listPrice * off.percent) / 100)),
          );
        }
      }),
    );
  });
});
