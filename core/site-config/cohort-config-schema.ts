import * as v from 'valibot';
import { parseIsoInstant } from '../time/parse-iso-instant';
import { isoInstantField, positiveIntegerField, tetriField } from './config-fields';

const time = (text: string | undefined): number =>
  text === undefined ? Number.NaN : (parseIsoInstant(text)?.getTime() ?? Number.NaN);

/** A price really charged, from `chargedFrom` until `chargedUntil` (exclusive). */
const previousPriceSchema = v.pipe(
  v.strictObject({
    amount: tetriField,
    chargedFrom: isoInstantField,
    chargedUntil: isoInstantField,
  }),
  v.forward(
    v.partialCheck(
      [['chargedFrom'], ['chargedUntil']],
      (price) => time(price.chargedFrom) < time(price.chargedUntil),
      'must be after chargedFrom',
    ),
    ['chargedUntil'],
  ),
);

/**
 * A cohort's prices in tetri: the current price, the early-bird price, and the prices charged before
 * (docs/purchase.md "Course and price"). `original` is the old undated struck-through price: still
 * accepted so an older file loads, never shown, and `config check` warns about it.
 */
const cohortPricesSchema = v.pipe(
  v.strictObject({
    current: tetriField,
    earlyBird: tetriField,
    previous: v.optional(v.array(previousPriceSchema, 'must be a list of previous prices')),
    original: v.optional(
      v.pipe(
        tetriField,
        v.metadata({
          deprecated: true,
          description:
            'Ignored: a price is struck through only against a dated price really charged (previous).',
        }),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['earlyBird'], ['current']],
      (prices) => prices.earlyBird <= prices.current,
      'must not be above the current price',
    ),
    ['earlyBird'],
  ),
);

/**
 * One cohort, held to the rules of docs/purchase.md "Cohorts". Dates stay text here, so the JSON
 * Schema can describe them; `toSiteConfig` turns them into instants.
 */
export const cohortConfigSchema = v.pipe(
  v.strictObject({
    /** Marks a cohort the operator has yet to replace with real dates (the shipped sample). */
    example: v.optional(v.boolean('must be true or false'), false),
    number: positiveIntegerField,
    start: isoInstantField,
    earlyBirdDeadline: isoInstantField,
    registrationOpens: v.optional(isoInstantField),
    registrationCloses: v.optional(isoInstantField),
    capacity: positiveIntegerField,
    prices: cohortPricesSchema,
  }),
  v.forward(
    v.partialCheck(
      [['earlyBirdDeadline'], ['start']],
      (cohort) => time(cohort.earlyBirdDeadline) < time(cohort.start),
      'must be before the start',
    ),
    ['earlyBirdDeadline'],
  ),
  // A deadline at or before the opening would let no buyer ever pay the early-bird price.
  v.forward(
    v.partialCheck(
      [['earlyBirdDeadline'], ['registrationOpens']],
      (cohort) =>
        cohort.registrationOpens === undefined ||
        time(cohort.earlyBirdDeadline) > time(cohort.registrationOpens),
      'must be after registrationOpens (otherwise the early-bird price never applies)',
    ),
    ['earlyBirdDeadline'],
  ),
  v.forward(
    v.partialCheck(
      [['registrationOpens'], ['registrationCloses']],
      (cohort) =>
        cohort.registrationOpens === undefined ||
        cohort.registrationCloses === undefined ||
        time(cohort.registrationOpens) < time(cohort.registrationCloses),
      'must be after registrationOpens',
    ),
    ['registrationCloses'],
  ),
  v.forward(
    v.partialCheck(
      [['registrationCloses'], ['start']],
      (cohort) =>
        cohort.registrationCloses === undefined ||
        time(cohort.registrationCloses) <= time(cohort.start),
      'must not be after the start',
    ),
    ['registrationCloses'],
  ),
);

/** A cohort as written in the configuration file. */
export type CohortConfigInput = v.InferOutput<typeof cohortConfigSchema>;
