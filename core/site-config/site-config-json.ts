import type { SiteConfig } from './site-config';

/** `T` as JSON.stringify writes it: instants become ISO strings, numbers (branded ones too) stay. */
export type Jsonified<T> = T extends Date
  ? string
  : T extends number
    ? T
    : T extends readonly (infer Item)[]
      ? readonly Jsonified<Item>[]
      : T extends object
        ? { readonly [Key in keyof T]: Jsonified<T[Key]> }
        : T;

/** The configured cohorts as the build inlines them for the client (instants as ISO strings). */
export type CohortsJson = Jsonified<SiteConfig['cohorts']>;

/** The configured webinar sessions as the build inlines them (instants as ISO strings). */
export type WebinarSessionsJson = Jsonified<SiteConfig['webinarSessions']>;
