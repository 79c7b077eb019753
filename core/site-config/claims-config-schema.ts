import * as v from 'valibot';
import { countField } from './config-fields';

/**
 * The marketing figures, one value each, shown by every section that states them (hero badges, trust
 * badges, stats, structured data). Defaults in config/site.json are the figures the business claims.
 */
export const claimsConfigSchema = v.strictObject({
  students: countField,
  /** Average course rating out of 5, one decimal. */
  rating: v.pipe(
    v.number('must be a number'),
    v.minValue(0, 'must be between 0 and 5'),
    v.maxValue(5, 'must be between 0 and 5'),
    v.check((value) => Number.isInteger(value * 10), 'must have at most one decimal'),
  ),
  averageMonthlyIncomeUsd: countField,
  trackRecordUsd: countField,
  yearsExperience: countField,
  partnerUniversities: countField,
  videoViews: v.strictObject({ webinar: countField, podcast: countField, guide: countField }),
});
