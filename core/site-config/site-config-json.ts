import type { Cohort, SiteConfig, WebinarSession } from './site-config';

/** `T` as JSON.stringify writes it: instants become ISO strings. */
type Jsonified<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Jsonified<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Jsonified<T[Key]> }
      : T;

/** The site configuration as the build inlines it into the client (instants as ISO strings). */
export type SiteConfigJson = Jsonified<SiteConfig>;

const at = (iso: string): Date => new Date(iso);

/** The configured cohorts as the build inlines them on their own (instants as ISO strings). */
export type CohortsJson = Jsonified<SiteConfig['cohorts']>;

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

/** Turns the inlined cohorts back into the configuration's instants. */
export function reviveCohorts(json: CohortsJson): readonly Cohort[] {
  return json.map(reviveCohort);
}

function reviveSession(session: Jsonified<WebinarSession>): WebinarSession {
  return { ...session, startsAt: at(session.startsAt) };
}

/**
 * Turns the inlined JSON back into the configuration's instants. The build validated the file
 * (`parseSiteConfig`), so the browser carries no schema, only this.
 */
export function reviveSiteConfig(json: SiteConfigJson): SiteConfig {
  return {
    ...json,
    cohorts: reviveCohorts(json.cohorts),
    webinarSessions: json.webinarSessions.map(reviveSession),
  } as SiteConfig;
}
