import * as v from 'valibot';
import { parseIsoInstant } from '../time/parse-iso-instant';
import { isoInstantField, positiveIntegerField, tetriField } from './config-fields';
import { normalizePromoCode } from './promo-code';

const time = (text: string | undefined): number =>
  text === undefined ? Number.NaN : (parseIsoInstant(text)?.getTime() ?? Number.NaN);

/**
 * One promo code (docs/purchase.md "Promo codes"): its text, either `percentOff` (1–90) or
 * `amountOff` in tetri, and optionally the cohorts it buys, its window, its total uses and whether
 * it comes off the early-bird price. Typed codes are matched without regard to case.
 */
export const promoCodeSchema = v.pipe(
  v.strictObject({
    code: v.pipe(
      v.string('must be text'),
      v.regex(
        /^[A-Za-z0-9][A-Za-z0-9-]{2,23}$/,
        'must be 3 to 24 Latin letters, digits or hyphens, starting with a letter or digit',
      ),
    ),
    percentOff: v.optional(
      v.pipe(
        v.number('must be a number'),
        v.integer('must be a whole number'),
        v.minValue(1, 'must be at least 1'),
        v.maxValue(90, 'must be at most 90'),
      ),
    ),
    amountOff: v.optional(tetriField),
    cohorts: v.optional(
      v.pipe(
        v.array(positiveIntegerField, 'must be a list of cohort numbers'),
        v.minLength(1, 'must name at least one cohort (leave it out for every cohort)'),
      ),
    ),
    validFrom: v.optional(isoInstantField),
    validUntil: v.optional(isoInstantField),
    maxUses: v.optional(positiveIntegerField),
    combinesWithEarlyBird: v.optional(v.boolean('must be true or false'), false),
  }),
  v.check(
    (promo) => (promo.percentOff === undefined) !== (promo.amountOff === undefined),
    'must give exactly one of percentOff and amountOff',
  ),
  v.forward(
    v.partialCheck(
      [['validFrom'], ['validUntil']],
      (promo) =>
        promo.validFrom === undefined ||
        promo.validUntil === undefined ||
        time(promo.validFrom) < time(promo.validUntil),
      'must be after validFrom',
    ),
    ['validUntil'],
  ),
);

/** The first code listed twice (compared without regard to case), if any. */
export function repeatedPromoCode(codes: readonly { code: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const { code } of codes) {
    const key = normalizePromoCode(code) ?? code;
    if (seen.has(key)) return code;
    seen.add(key);
  }
  return undefined;
}
