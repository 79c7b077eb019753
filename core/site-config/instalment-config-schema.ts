import * as v from 'valibot';
import { tetriField, webAddressField } from './config-fields';
import { DEFAULT_INSTALMENT_DECISION_HOURS } from './instalment-defaults';

/** Bank terms as configured: TBC lends 100–10 000 ₾ over 3 to 48 months (docs/purchase.md "Bank instalments"). */
const TERM_MONTHS = { min: 3, max: 48 } as const;

const monthsField = v.pipe(
  v.number('must be a number of months'),
  v.integer('must be a whole number of months'),
  v.minValue(TERM_MONTHS.min, `must be at least ${TERM_MONTHS.min} months`),
  v.maxValue(TERM_MONTHS.max, `must be at most ${TERM_MONTHS.max} months`),
);

/**
 * Bank instalments through Flitt (docs/purchase.md "Bank instalments"): the lending bank, the terms
 * offered, whether the seller pays the interest, the amounts the bank lends and how long a seat waits
 * for the bank's decision. Leaving the block out offers the card alone.
 */
export const instalmentConfigSchema = v.pipe(
  v.strictObject({
    provider: v.literal('tbc', 'must be "tbc" (Flitt routes TBC Bank instalments only)'),
    months: v.pipe(
      v.array(monthsField, 'must be a list of terms in months'),
      v.minLength(1, 'must offer at least one term'),
      v.check((months) => new Set(months).size === months.length, 'must not repeat a term'),
    ),
    sellerPaysInterest: v.boolean('must be true or false'),
    minimumAmount: v.optional(tetriField, 10_000),
    maximumAmount: v.optional(tetriField, 1_000_000),
    decisionHours: v.optional(
      v.pipe(
        v.number('must be a number of hours'),
        v.integer('must be a whole number of hours'),
        v.minValue(1, 'must be at least 1 hour'),
        v.maxValue(240, 'must be at most 240 hours (10 days)'),
      ),
      DEFAULT_INSTALMENT_DECISION_HOURS,
    ),
    termsUrl: webAddressField,
  }),
  v.forward(
    v.partialCheck(
      [['minimumAmount'], ['maximumAmount']],
      (offer) => offer.minimumAmount < offer.maximumAmount,
      'must be above minimumAmount',
    ),
    ['maximumAmount'],
  ),
);
