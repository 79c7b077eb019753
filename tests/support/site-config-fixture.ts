import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CohortConfigInput } from '../../core/site-config/cohort-config-schema';
import { parseSiteConfig } from '../../core/site-config/parse-site-config';
import type { SiteConfig } from '../../core/site-config/site-config';

const SHIPPED = join(import.meta.dirname, '../../config/site.json');
const DAY_MS = 86_400_000;

/** The shipped configuration file as JSON (cohort 3 as history, example cohort 4). */
export function shippedSiteConfigJson(): Record<string, unknown> {
  return JSON.parse(readFileSync(SHIPPED, 'utf8')) as Record<string, unknown>;
}

/**
 * The shipped configuration, validated, or with other cohorts (written as in the file) and other
 * top-level entries (such as promo codes).
 */
export function siteConfigFixture(
  cohorts?: readonly CohortConfigInput[],
  entries: Record<string, unknown> = {},
): SiteConfig {
  const json = { ...shippedSiteConfigJson(), ...entries };
  const parsed = parseSiteConfig(cohorts === undefined ? json : { ...json, cohorts });
  if (parsed.isErr()) throw new Error(`fixture config invalid:\n${parsed.error.issues.join('\n')}`);
  return parsed.value;
}

/**
 * The shipped cohorts with room for `capacity` buyers each: payment tests that open hundreds of
 * orders are not about seats.
 */
export function shippedCohortsWithCapacity(capacity: number): CohortConfigInput[] {
  const cohorts = shippedSiteConfigJson().cohorts as CohortConfigInput[];
  return cohorts.map((cohort) => ({ ...cohort, capacity }));
}

/** Where a cohort's dates fall, in days from the test's clock (negative: in the past). */
export interface CohortDays {
  readonly number: number;
  readonly startInDays: number;
  readonly earlyBirdInDays: number;
  readonly opensInDays?: number;
  readonly closesInDays?: number;
  readonly capacity?: number;
  readonly prices?: CohortConfigInput['prices'];
}

/** Shipped prices: 2700 ₾ current, 2500 ₾ early bird, no previous price. */
const PRICES = { current: 270_000, earlyBird: 250_000 };

/** A cohort as the configuration file writes it, with dates relative to `now`. */
export function cohortAround(now: Date, days: CohortDays): CohortConfigInput {
  const at = (inDays: number) => new Date(now.getTime() + inDays * DAY_MS).toISOString();
  return {
    example: false,
    number: days.number,
    start: at(days.startInDays),
    earlyBirdDeadline: at(days.earlyBirdInDays),
    ...(days.opensInDays === undefined ? {} : { registrationOpens: at(days.opensInDays) }),
    ...(days.closesInDays === undefined ? {} : { registrationCloses: at(days.closesInDays) }),
    capacity: days.capacity ?? 30,
    prices: days.prices ?? PRICES,
  };
}
