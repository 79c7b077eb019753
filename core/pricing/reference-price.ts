import { discountPercent } from '../money/discount';
import type { Money } from '../money/money';
import type { Cohort } from '../site-config/site-config';
import { DAY_MS } from '../time/durations';

/**
 * How far back a price charged before still counts: the benchmark of EU Directive 98/6/EC Art. 6a,
 * the lowest price of the 30 days before (docs/purchase.md "Course and price").
 */
const REFERENCE_WINDOW_DAYS = 30;
const REFERENCE_WINDOW_MS = REFERENCE_WINDOW_DAYS * DAY_MS;

/** The part of a cohort pricing needs: its early-bird deadline, its closing and its own prices. */
export type PricedCohort = Pick<Cohort, 'earlyBirdDeadline' | 'registrationCloseDate' | 'prices'>;

/** The price shown struck through beside the price, and why it may be. */
export interface PriceReference {
  readonly price: Money;
  /**
   * `previous`: the lowest price charged in the 30 days before, other than the price shown;
   * `regular`: during the early bird, the current price the cohort is sold at from its deadline on.
   */
  readonly basis: 'previous' | 'regular';
  /** Whole percent off the reference, at least 1 (e.g. 7 for 2500 of 2700). */
  readonly discountPercent: number;
}

/** The current price is really charged after the early bird only if the cohort is still sold then. */
const regularPriceFollows = ({ registrationCloseDate, earlyBirdDeadline }: PricedCohort) =>
  registrationCloseDate === undefined || registrationCloseDate > earlyBirdDeadline;

/** The reference before the discount is derived from it; none when nothing may be struck through. */
function referencePrice(now: Date, cohort: PricedCohort, earlyBird: boolean) {
  const windowStart = now.getTime() - REFERENCE_WINDOW_MS;
  // For 30 days after the deadline the early-bird price, never above the current one, was charged
  // recently: no reduction to announce.
  if (!earlyBird && cohort.earlyBirdDeadline.getTime() > windowStart) return undefined;
  const recent = (cohort.prices.previous ?? [])
    .filter((price) => price.chargedFrom <= now && price.chargedUntil.getTime() > windowStart)
    .map((price) => price.amount);
  if (recent.length > 0) return { price: Math.min(...recent) as Money, basis: 'previous' as const };
  return earlyBird && regularPriceFollows(cohort)
    ? { price: cohort.prices.current, basis: 'regular' as const }
    : undefined;
}

/**
 * The reference for `shown` at `now` (docs/purchase.md "Course and price"): the lowest price
 * charged in the 30 days before, else during the early bird the current price that follows it; only
 * when at least 1 % above `shown`.
 */
export function referenceAt(
  now: Date,
  cohort: PricedCohort,
  shown: Money,
  earlyBird: boolean,
): PriceReference | undefined {
  const reference = referencePrice(now, cohort, earlyBird);
  const percent = reference ? discountPercent(reference.price, shown) : 0;
  return reference && percent > 0 ? { ...reference, discountPercent: percent } : undefined;
}

/**
 * The instants besides the early-bird deadline at which `referenceAt` may change its answer: a
 * previous price starts or leaves the 30 days, and the early-bird price leaves them. None without
 * previous prices (then the rule looks at the deadline only).
 */
export function referenceInstants(cohort: PricedCohort): Date[] {
  const previous = cohort.prices.previous ?? [];
  if (previous.length === 0) return [];
  const leaves = (until: Date) => new Date(until.getTime() + REFERENCE_WINDOW_MS);
  return [
    ...previous.flatMap((price) => [price.chargedFrom, leaves(price.chargedUntil)]),
    leaves(cohort.earlyBirdDeadline),
  ];
}
