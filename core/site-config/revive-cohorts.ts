import type { Cohort } from './site-config';
import type { CohortsJson, Jsonified } from './site-config-json';

const at = (iso: string): Date => new Date(iso);

function reviveCohort(cohort: Jsonified<Cohort>): Cohort {
  const { registrationOpenDate: opens, registrationCloseDate: closes, ...rest } = cohort;
  const { previous, ...prices } = cohort.prices;
  return {
    ...rest,
    startDate: at(cohort.startDate),
    earlyBirdDeadline: at(cohort.earlyBirdDeadline),
    prices: {
      ...prices,
      ...(previous && {
        previous: previous.map((price) => ({
          ...price,
          chargedFrom: at(price.chargedFrom),
          chargedUntil: at(price.chargedUntil),
        })),
      }),
    },
    ...(opens && { registrationOpenDate: at(opens) }),
    ...(closes && { registrationCloseDate: at(closes) }),
  };
}

/**
 * Turns the inlined cohorts back into the configuration's instants. The build validated the file
 * (`parseSiteConfig`), so the browser carries no schema, only this.
 */
export function reviveCohorts(json: CohortsJson): readonly Cohort[] {
  return json.map(reviveCohort);
}
