import type { PromoCodeWarning } from '../../core/config-warnings/promo-code-warnings';
import { tbilisiDateTime } from '../../core/time/tbilisi-time';

const cohortList = (numbers: readonly number[]) =>
  `cohort${numbers.length === 1 ? '' : 's'} ${numbers.map((n) => `№${n}`).join(', ')}`;

/** A promo code warning as the console prints it: what is wrong, then what to change in the file. */
export function promoWarningText(warning: PromoCodeWarning): string {
  switch (warning.code) {
    case 'promo_code_unknown_cohorts': {
      const effect = warning.usable
        ? 'it applies only to the configured ones'
        : 'no buyer can use it';
      return (
        `warning: promo code ${warning.promoCode} names ${cohortList(warning.unknown)}, not ` +
        `configured: ${effect}; correct its "cohorts" or add the cohort`
      );
    }
    case 'promo_code_expired':
      return (
        `warning: promo code ${warning.promoCode} expired at ${tbilisiDateTime(warning.validUntil)} ` +
        '(Tbilisi) and is refused to every buyer; remove it from promoCodes (`promo status` still ' +
        'lists the orders that carry it)'
      );
  }
}
