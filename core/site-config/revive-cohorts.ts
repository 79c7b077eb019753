import type { Cohort } from './site-config';
import type { CohortsJson, Jsonified } from './site-config-json';

const at = (iso: string): Date => new Date(iso);

function reviveCohort(cohort: Jsonified<Cohort>): Cohort {
  const { registrationOpenDate: opens, registrationCloseDate: closes, ...rest } = cohort;
  return {
    ...rest,
    startDate: at(cohort.startDate),
    earlyBirdDeadline: at(cohort.earlyBirdDeadline),
    ...(opens === undefined ? {} : { registrationOpenDate: at(opens) }),
    ...(closes === undefined ? {} : { registrationCloseDate: at(closes) }),
  } as Cohort;
}

/**
 * Turns the inlined cohorts back into the configuration's instants. The build validated the file
 * (`parseSiteConfig`), so the browser carries no schema, only this.
 */
export function reviveCohorts(json: CohortsJson): readonly Cohort[] {
  return json.map(reviveCohort);
}
