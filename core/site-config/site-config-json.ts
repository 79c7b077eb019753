import type { Cohort, SiteConfig, WebinarSession } from './site-config';

/** `T` as JSON.stringify writes it: instants become ISO strings. */
type Jsonified<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Jsonified<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Jsonified<T[Key]> }
      : T;

/** The configured cohorts as the build inlines them for the client (instants as ISO strings). */
export type CohortsJson = Jsonified<SiteConfig['cohorts']>;

/** The configured webinar sessions as the build inlines them (instants as ISO strings). */
export type WebinarSessionsJson = Jsonified<SiteConfig['webinarSessions']>;

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

/** Turns the inlined webinar sessions back into instants. */
export function reviveWebinarSessions(json: WebinarSessionsJson): readonly WebinarSession[] {
  return json.map((session) => ({ ...session, startsAt: at(session.startsAt) }));
}
