import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent } from '../money/discount';
import type { Money } from '../money/money';
import { cohortInstants, firstAfter } from '../site/calendar-boundaries';
import type { Cohort, PreviousPrice } from '../site-config/site-config';
import { quoteAt } from './price-at';
import type { PricedCohort } from './reference-price';

const DAY = 86_400_000;
/** The 30 days before now whose charged prices can be struck through (docs/purchase.md "Course and price"). */
const WINDOW = 30 * DAY;
const at = (iso: string) => new Date(iso);
const tetri = (amount: number) => amount as Money;

/** Cohort 5: early bird 2500 ₾ until 31 January 2027, then 2700 ₾; sold at 2700 ₾ until 20 December. */
const lowered: PricedCohort & Pick<Cohort, 'startDate' | 'registrationOpenDate'> = {
  startDate: at('2027-03-01T19:00:00+04:00'),
  earlyBirdDeadline: at('2027-01-31T23:59:59+04:00'),
  registrationOpenDate: at('2026-12-20T00:00:00+04:00'),
  prices: {
    earlyBird: tetri(250_000),
    current: tetri(270_000),
    previous: [
      {
        amount: tetri(270_000),
        chargedFrom: at('2026-11-01T00:00:00+04:00'),
        chargedUntil: at('2026-12-20T00:00:00+04:00'),
      },
    ],
  },
};
const leavesWindow = new Date(at('2026-12-20T00:00:00+04:00').getTime() + WINDOW);

describe('the struck-through reference (docs/purchase.md "Course and price")', () => {
  it('is a previous price for 30 days after it was last charged, across the year change', () => {
    expect(leavesWindow).toEqual(at('2027-01-19T00:00:00+04:00'));
    const lastMoment = new Date(leavesWindow.getTime() - 1);
    expect(quoteAt(at('2026-12-20T00:00:00+04:00'), lowered).reference).toEqual({
      price: 270_000,
      basis: 'previous',
      discountPercent: 7,
    });
    expect(quoteAt(lastMoment, lowered).reference?.basis).toBe('previous');
    // Then the early bird is still on and the regular 2700 ₾ follows it: that is struck through.
    expect(quoteAt(leavesWindow, lowered).reference?.basis).toBe('regular');
  });

  it('counts a previous price from the instant it was first charged, where the pages are rendered again', () => {
    const from = at('2026-11-01T00:00:00+04:00');
    expect(quoteAt(new Date(from.getTime() - 1), lowered).reference?.basis).toBe('regular');
    expect(quoteAt(from, lowered).reference?.basis).toBe('previous');
  });

  it('is the lowest price charged in the 30 days, and none when that is not above the price', () => {
    const twoPrices = (second: number): PricedCohort => ({
      ...lowered,
      prices: {
        ...lowered.prices,
        previous: [
          ...(lowered.prices.previous ?? []),
          {
            amount: tetri(second),
            chargedFrom: at('2026-10-01T00:00:00+04:00'),
            chargedUntil: at('2026-11-25T00:00:00+04:00'),
          },
        ],
      },
    });
    const now = at('2026-12-21T12:00:00+04:00');
    expect(quoteAt(now, twoPrices(260_000)).reference?.price).toBe(260_000);
    expect(quoteAt(now, twoPrices(320_000)).reference?.price).toBe(270_000);
    // 2400 ₾ was on offer 26 days ago: 2500 ₾ is no reduction, not even from the regular price.
    expect(quoteAt(now, twoPrices(240_000))).not.toHaveProperty('reference');
  });

  it('counts a previous price only from when it was charged', () => {
    const later: PricedCohort = {
      ...lowered,
      prices: {
        ...lowered.prices,
        previous: [
          { ...(lowered.prices.previous?.[0] as PreviousPrice), chargedFrom: leavesWindow },
        ],
      },
    };
    expect(quoteAt(at('2026-12-25T00:00:00+04:00'), later).reference?.basis).toBe('regular');
  });

  it('is never announced in the 30 days after the early bird, whose lower price was charged', () => {
    const deadline = lowered.earlyBirdDeadline.getTime();
    expect(quoteAt(new Date(deadline), lowered)).not.toHaveProperty('reference');
    expect(quoteAt(new Date(deadline + WINDOW - 1), lowered)).not.toHaveProperty('reference');
  });

  it('comes back once the early-bird price has left the 30 days, at an instant the pages know', () => {
    const soldElsewhere = {
      ...lowered,
      prices: {
        ...lowered.prices,
        previous: [
          {
            amount: tetri(300_000),
            chargedFrom: at('2027-01-01T00:00:00+04:00'),
            chargedUntil: at('2027-02-10T00:00:00+04:00'),
          },
        ],
      },
    };
    const earlyBirdLeaves = new Date(lowered.earlyBirdDeadline.getTime() + WINDOW);
    const justBefore = new Date(earlyBirdLeaves.getTime() - 1);
    expect(quoteAt(justBefore, soldElsewhere)).not.toHaveProperty('reference');
    expect(quoteAt(earlyBirdLeaves, soldElsewhere).reference).toEqual({
      price: 300_000,
      basis: 'previous',
      discountPercent: 10,
    });
    expect(cohortInstants([soldElsewhere])).toContainEqual(earlyBirdLeaves);
  });

  it('leaves out a reduction that rounds to 0 %', () => {
    const tiny: PricedCohort = {
      earlyBirdDeadline: lowered.earlyBirdDeadline,
      prices: { earlyBird: tetri(270_000), current: tetri(271_000) },
    };
    expect(quoteAt(at('2027-01-01T00:00:00+04:00'), tiny)).not.toHaveProperty('reference');
  });
});

const T0 = at('2026-12-01T00:00:00+04:00').getTime();
const instant = fc.integer({ min: -120 * DAY, max: 120 * DAY }).map((offset) => T0 + offset);
const amount = fc.integer({ min: 1, max: 1_000_000 });

const previousPrice = fc
  .record({ amount, from: instant, length: fc.integer({ min: 1, max: 90 * DAY }) })
  .map(
    ({ amount: value, from, length }): PreviousPrice => ({
      amount: tetri(value),
      chargedFrom: new Date(from),
      chargedUntil: new Date(from + length),
    }),
  );

/** Cohorts as the schema allows them: early bird not above current, opening before the deadline, closing after opening. */
const pricedCohort = fc
  .record({
    deadline: instant,
    prices: fc.tuple(amount, amount),
    opensBefore: fc.option(fc.integer({ min: 1, max: 60 * DAY }), { nil: undefined }),
    closesAfterOpening: fc.option(fc.integer({ min: 1, max: 120 * DAY }), { nil: undefined }),
    previous: fc.option(fc.array(previousPrice, { maxLength: 4 }), { nil: undefined }),
  })
  .map(({ deadline, prices: [a, b], opensBefore, closesAfterOpening, previous }) => {
    const opens = deadline - (opensBefore ?? 60 * DAY);
    return {
      startDate: new Date(deadline + DAY),
      earlyBirdDeadline: new Date(deadline),
      ...(opensBefore === undefined ? {} : { registrationOpenDate: new Date(opens) }),
      ...(closesAfterOpening === undefined
        ? {}
        : {
            registrationCloseDate: new Date(Math.min(opens + closesAfterOpening, deadline + DAY)),
          }),
      prices: {
        earlyBird: tetri(Math.min(a, b)),
        current: tetri(Math.max(a, b)),
        ...(previous === undefined ? {} : { previous }),
      },
    };
  });

/** Every amount charged at some moment of the 30 days before `now`, other than the price quoted now. */
function chargedInWindow(
  cohort: PricedCohort & Pick<Cohort, 'registrationOpenDate'>,
  now: number,
): number[] {
  const early = now < cohort.earlyBirdDeadline.getTime();
  const spans = (cohort.prices.previous ?? []).map((price) => ({
    amount: price.amount,
    from: price.chargedFrom.getTime(),
    until: price.chargedUntil.getTime(),
  }));
  if (!early) {
    const from = cohort.registrationOpenDate?.getTime() ?? Number.NEGATIVE_INFINITY;
    spans.push({
      amount: cohort.prices.earlyBird,
      from,
      until: cohort.earlyBirdDeadline.getTime(),
    });
  }
  return spans
    .filter((span) => span.from < now && span.until > now - WINDOW)
    .map((span) => span.amount);
}

describe('quoteAt’s reference, for any cohort and instant', () => {
  it('is above the price, with the percent derived from it, at least 1', () => {
    fc.assert(
      fc.property(pricedCohort, instant, (cohort, now) => {
        const quote = quoteAt(new Date(now), cohort);
        if (quote.reference === undefined) return;
        expect(quote.reference.price).toBeGreaterThan(quote.price);
        expect(quote.reference.discountPercent).toBe(
          discountPercent(quote.reference.price, quote.price),
        );
        expect(quote.reference.discountPercent).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('is the lowest price charged in the 30 days before when any was, else the regular price during the early bird', () => {
    fc.assert(
      fc.property(pricedCohort, instant, (cohort, now) => {
        const quote = quoteAt(new Date(now), cohort);
        const charged = chargedInWindow(cohort, now);
        const closes = cohort.registrationCloseDate?.getTime() ?? Number.POSITIVE_INFINITY;
        let expected: { price: number; basis: string } | undefined;
        if (charged.length > 0) expected = { price: Math.min(...charged), basis: 'previous' };
        else if (quote.earlyBird && closes > cohort.earlyBirdDeadline.getTime()) {
          expected = { price: cohort.prices.current, basis: 'regular' };
        }
        if (expected && discountPercent(tetri(expected.price), quote.price) >= 1) {
          expect(quote.reference).toMatchObject(expected);
        } else {
          expect(quote).not.toHaveProperty('reference');
        }
      }),
    );
  });

  it('never exists after the deadline without a previous price', () => {
    fc.assert(
      fc.property(pricedCohort, fc.integer({ min: 0, max: 400 * DAY }), (cohort, after) => {
        const { previous: _previous, ...prices } = cohort.prices;
        const plain = { ...cohort, prices };
        const quote = quoteAt(new Date(cohort.earlyBirdDeadline.getTime() + after), plain);
        expect(quote).not.toHaveProperty('reference');
      }),
    );
  });

  it('changes only at the cohort’s configured instants (the pages are rendered again there)', () => {
    fc.assert(
      fc.property(
        pricedCohort,
        instant,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (cohort, now, share) => {
          const next = firstAfter(cohortInstants([cohort]), new Date(now));
          const until = next?.getTime() ?? now + 400 * DAY;
          const quote = quoteAt(new Date(now), cohort);
          const between = new Date(now + Math.floor((until - now - 1) * share));
          expect(quoteAt(between, cohort)).toEqual(quote);
          expect(quoteAt(new Date(until - 1), cohort)).toEqual(quote);
        },
      ),
    );
  });
});
