import * as v from 'valibot';
import { claimsConfigSchema } from './claims-config-schema';
import { cohortConfigSchema } from './cohort-config-schema';
import { courseConfigSchema } from './course-config-schema';
import { instalmentConfigSchema } from './instalment-config-schema';
import { legalConfigSchema } from './legal-config-schema';
import { repeatedCohortNumber, sharedSessionMinute } from './list-rules';
import { mediaConfigSchema } from './media-config-schema';
import { promoCodeSchema, repeatedPromoCode } from './promo-code-schema';
import { sellerConfigSchema } from './seller-config-schema';
import { webinarSessionSchema } from './webinar-session-schema';

/**
 * The one file the operator edits to run the business (config/site.json, docs/operations.md
 * "Site configuration"): read at build and at start, so a broken file stops both with a message
 * naming the field and the rule.
 */
export const siteConfigSchema = v.strictObject({
  /** Editors use it to find the JSON Schema; ignored by the site. */
  $schema: v.optional(v.string()),
  cohorts: v.pipe(
    v.array(cohortConfigSchema, 'must be a list of cohorts'),
    v.minLength(1, 'must list at least one cohort'),
    v.check(
      (cohorts) => repeatedCohortNumber(cohorts) === undefined,
      (issue) =>
        `must not repeat a cohort number (№${repeatedCohortNumber(issue.input)} is listed twice)`,
    ),
  ),
  webinarSessions: v.pipe(
    v.array(webinarSessionSchema, 'must be a list of sessions'),
    v.check(
      (sessions) => sharedSessionMinute(sessions) === undefined,
      (issue) =>
        `must not have two sessions starting at ${sharedSessionMinute(issue.input)} (Tbilisi): ` +
        'a session is known by its start minute',
    ),
  ),
  course: courseConfigSchema,
  seller: sellerConfigSchema,
  legal: legalConfigSchema,
  claims: claimsConfigSchema,
  media: mediaConfigSchema,
  promoCodes: v.optional(
    v.pipe(
      v.array(promoCodeSchema, 'must be a list of promo codes'),
      v.check(
        (codes) => repeatedPromoCode(codes) === undefined,
        (issue) => `must not list the code ${repeatedPromoCode(issue.input)} twice`,
      ),
    ),
    [],
  ),
  instalments: v.optional(instalmentConfigSchema),
  // Company invoices (docs/decisions.md "Company invoices"): days until the seats are released.
  invoices: v.optional(
    v.strictObject({
      dueDays: v.optional(
        v.pipe(
          v.number('must be a number'),
          v.integer('must be a whole number of days'),
          v.minValue(1, 'must be at least 1 day'),
          v.maxValue(60, 'must be at most 60 days'),
        ),
        7,
      ),
    }),
  ),
});

/** The configuration file as parsed (dates still text). */
export type SiteConfigInput = v.InferOutput<typeof siteConfigSchema>;
