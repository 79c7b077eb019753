import * as v from 'valibot';
import { formatCalendarDate } from '../language/format-calendar-date';
import { bilingualField, countField, positiveIntegerField } from './config-fields';
import type { Claim, ClaimBasis, Claims, ClaimWording, PartnerUniversities } from './site-config';

/*
 * The marketing figures (docs/site.md "Claims"), each with its basis and the wordings it allows; a
 * claim without a basis (or a bare number, as older files have) stays valid but is never shown.
 */

/** A day written `YYYY-MM-DD` that exists in the calendar. */
const dayField = v.pipe(
  v.string('must be a date'),
  v.check(
    (text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && formatCalendarDate(text, 'en') !== undefined,
    'must be a real calendar date written YYYY-MM-DD',
  ),
);

/** Sample data shipped with the site, to replace before selling. */
const exampleField = v.optional(v.boolean('must be true or false'), false);

/** Where a figure comes from: what was counted, the day it was counted, the record or who counted. */
const basisEntries = {
  /** What the figure counts, e.g. { en: "participants who paid for cohorts 1–3" }. */
  counted: bilingualField,
  /** The day the count was made. */
  asOf: dayField,
  /** The record it was counted from, or who counted it. */
  source: bilingualField,
};

const basisSchema = v.strictObject(basisEntries);

/** A survey's answers: the same basis with how many people answered. */
const surveyBasisSchema = v.strictObject({
  ...basisEntries,
  /** How many answered the survey; the pages name it beside the figure. */
  respondents: positiveIntegerField,
});

/** One figure: its value, the wording it may be shown with, and its basis. */
function claimSchema<const W extends ClaimWording>(
  value: v.GenericSchema<number>,
  wordings: readonly [W, ...W[]],
  basis: typeof basisSchema | typeof surveyBasisSchema,
) {
  return v.union(
    [
      value,
      v.strictObject({
        example: exampleField,
        value,
        wording: v.picklist(wordings, `must be one of: ${wordings.join(', ')}`),
        basis: v.optional(basis),
      }),
    ],
    'must be { "value", "wording", "basis" }',
  );
}

/** A count stated as counted or as a lower bound ("30" or "30+"). */
const countClaim = claimSchema(countField, ['exact', 'atLeast'], basisSchema);

/** Average course rating out of 5, one decimal: always a mean of a survey's answers. */
const ratingClaim = claimSchema(
  v.pipe(
    v.number('must be a number'),
    v.minValue(0, 'must be between 0 and 5'),
    v.maxValue(5, 'must be between 0 and 5'),
    v.check((value) => Number.isInteger(value * 10), 'must have at most one decimal'),
  ),
  ['mean'],
  surveyBasisSchema,
);

/** Graduates' monthly income in dollars: only a survey's median or mean, never a bare "average". */
const incomeClaim = claimSchema(countField, ['median', 'mean'], surveyBasisSchema);

/** Partner universities are named; the count alone (older files) is a claim without a basis. */
const partnerUniversitiesClaim = v.union(
  [
    countField,
    v.strictObject({
      example: exampleField,
      /** Each university's name in both languages, as the pages list them. */
      names: v.array(bilingualField, 'must be a list of { "ka", "en" } names'),
      basis: v.optional(basisSchema),
    }),
  ],
  'must be { "names": [{ "ka", "en" }], "basis" }',
);

/** Every claim is optional: one left out is not shown anywhere. */
export const claimsConfigSchema = v.strictObject({
  students: v.optional(countClaim),
  rating: v.optional(ratingClaim),
  averageMonthlyIncomeUsd: v.optional(incomeClaim),
  trackRecordUsd: v.optional(countClaim),
  yearsExperience: v.optional(countClaim),
  partnerUniversities: v.optional(partnerUniversitiesClaim),
  /** View counts of the videos; shown only beside a configured video (`media`). */
  videoViews: v.optional(
    v.strictObject({
      webinar: v.optional(countClaim),
      podcast: v.optional(countClaim),
      guide: v.optional(countClaim),
    }),
    {},
  ),
});

type ClaimInput<W extends ClaimWording> =
  | number
  | {
      readonly example: boolean;
      readonly value: number;
      readonly wording: W;
      readonly basis?: ClaimBasis | undefined;
    };

/** A claim as the site keeps it; a bare number has no basis (and the first wording, never shown). */
function toClaim<W extends ClaimWording>(
  input: ClaimInput<W> | undefined,
  wording: W,
): Claim<W> | undefined {
  if (input === undefined) return undefined;
  if (typeof input === 'number') return { example: false, value: input, wording };
  return input;
}

/** The parsed `claims` with every figure in one shape (docs/site.md "Claims"). */
export function toClaims(input: v.InferOutput<typeof claimsConfigSchema>): Claims {
  const partners = input.partnerUniversities;
  const universities: PartnerUniversities | undefined =
    partners === undefined
      ? undefined
      : typeof partners === 'number'
        ? { example: false, names: [] }
        : partners;
  const views = input.videoViews;
  return {
    students: toClaim(input.students, 'exact'),
    rating: toClaim(input.rating, 'mean'),
    averageMonthlyIncomeUsd: toClaim(input.averageMonthlyIncomeUsd, 'median'),
    trackRecordUsd: toClaim(input.trackRecordUsd, 'exact'),
    yearsExperience: toClaim(input.yearsExperience, 'exact'),
    partnerUniversities: universities,
    videoViews: {
      webinar: toClaim(views.webinar, 'exact'),
      podcast: toClaim(views.podcast, 'exact'),
      guide: toClaim(views.guide, 'exact'),
    },
  };
}
