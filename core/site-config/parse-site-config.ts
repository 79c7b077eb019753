import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { tetriConstant } from '../money/money';
import { parseIsoInstant } from '../time/parse-iso-instant';
import { toClaims } from './claims-config-schema';
import type { CohortConfigInput } from './cohort-config-schema';
import type { instalmentConfigSchema } from './instalment-config-schema';
import { issueField } from './issue-field';
import { normalizePromoCode, type PromoCode } from './promo-code';
import type { promoCodeSchema } from './promo-code-schema';
import type {
  Cohort,
  CohortPrices,
  InstalmentOffer,
  SiteConfig,
  WebinarSession,
} from './site-config';
import { type SiteConfigInput, siteConfigSchema } from './site-config-schema';

/**
 * Why a configuration was refused: one line per problem, each naming the field (a cohort by its number,
 * a session by its start) and the rule.
 */
export interface SiteConfigError {
  readonly issues: readonly string[];
}

/** A valibot issue as the operator reads it; unknown keys and missing fields get their own wording. */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.type === 'strict_object' && issue.input !== undefined) {
    return `${issueField(issue)}: is not a known field (check the spelling)`;
  }
  if (issue.input === undefined && issue.kind === 'schema') {
    return `${issueField(issue)}: is required`;
  }
  return `${issueField(issue)}: ${issue.message}`;
}

/**
 * A union's own issue says only that no form matched; when one form got further into the value (a
 * claim written as an object, not as the older bare number), its issues name the field and the rule.
 */
function innerIssues(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown>[] {
  // A union's inner issues carry their path from the union on.
  const deeper =
    issue.type === 'union'
      ? (issue.issues ?? []).filter((inner) => (inner.path?.length ?? 0) > 0)
      : [];
  return deeper.length === 0
    ? [issue]
    : deeper
        .map((inner): v.BaseIssue<unknown> => {
          const path = [...(issue.path ?? []), ...(inner.path ?? [])];
          const [first, ...rest] = path;
          return first === undefined ? inner : { ...inner, path: [first, ...rest] };
        })
        .flatMap(innerIssues);
}

const instant = (text: string): Date => {
  const parsed = parseIsoInstant(text);
  // The schema checked every date already; reaching this is a bug in the schema.
  if (parsed === undefined) throw new Error(`unchecked date ${text}`);
  return parsed;
};

function toCohort(input: CohortConfigInput): Cohort {
  return {
    example: input.example,
    number: input.number,
    startDate: instant(input.start),
    earlyBirdDeadline: instant(input.earlyBirdDeadline),
    ...(input.registrationOpens ? { registrationOpenDate: instant(input.registrationOpens) } : {}),
    ...(input.registrationCloses
      ? { registrationCloseDate: instant(input.registrationCloses) }
      : {}),
    maxCapacity: input.capacity,
    prices: toPrices(input.prices),
  };
}

/** The schema checked that each amount is a positive safe integer of tetri; `original` is dropped. */
function toPrices({ current, earlyBird, previous }: CohortConfigInput['prices']): CohortPrices {
  return {
    current: tetriConstant(current),
    earlyBird: tetriConstant(earlyBird),
    ...(previous
      ? {
          previous: previous.map((price) => ({
            amount: tetriConstant(price.amount),
            chargedFrom: instant(price.chargedFrom),
            chargedUntil: instant(price.chargedUntil),
          })),
        }
      : {}),
  };
}

function toPromoCode(input: v.InferOutput<typeof promoCodeSchema>): PromoCode {
  const { percentOff, amountOff, cohorts, validFrom, validUntil, maxUses } = input;
  return {
    // The schema allowed only what normalizes.
    code: normalizePromoCode(input.code) ?? input.code,
    discount:
      percentOff === undefined
        ? { kind: 'amount', amount: tetriConstant(amountOff ?? 0) }
        : { kind: 'percent', percent: percentOff },
    combinesWithEarlyBird: input.combinesWithEarlyBird,
    ...(cohorts === undefined ? {} : { cohorts }),
    ...(validFrom === undefined ? {} : { validFrom: instant(validFrom) }),
    ...(validUntil === undefined ? {} : { validUntil: instant(validUntil) }),
    ...(maxUses === undefined ? {} : { maxUses }),
  };
}

function toInstalmentOffer(input: v.InferOutput<typeof instalmentConfigSchema>): InstalmentOffer {
  return {
    ...input,
    minimumAmount: tetriConstant(input.minimumAmount),
    maximumAmount: tetriConstant(input.maximumAmount),
  };
}

function toSession(input: SiteConfigInput['webinarSessions'][number]): WebinarSession {
  return { ...input, startsAt: instant(input.startsAt) };
}

/**
 * Validates the configuration file's JSON against the one schema and returns the business facts with
 * real instants, cohorts and sessions ordered by start. Every problem is reported, not only the first.
 */
export function parseSiteConfig(json: unknown): Result<SiteConfig, SiteConfigError> {
  const parsed = v.safeParse(siteConfigSchema, json);
  if (!parsed.success)
    return err({ issues: parsed.issues.flatMap(innerIssues).map(describeIssue) });
  const {
    $schema: _schema,
    cohorts,
    webinarSessions,
    promoCodes,
    instalments,
    claims,
    ...rest
  } = parsed.output;
  const byStart =
    <T>(at: (item: T) => Date) =>
    (a: T, b: T) =>
      at(a).getTime() - at(b).getTime();
  return ok({
    ...rest,
    claims: toClaims(claims),
    cohorts: cohorts.map(toCohort).sort(byStart((cohort) => cohort.startDate)),
    webinarSessions: webinarSessions.map(toSession).sort(byStart((session) => session.startsAt)),
    promoCodes: promoCodes.map(toPromoCode),
    instalments: instalments === undefined ? null : toInstalmentOffer(instalments),
  });
}
