/**
 * The registration the form just sent: its id and the session chosen, for the success view's
 * calendar links (docs/webinar.md "Calendar"). Kept for the page's life only, never stored.
 */
export interface LastRegistration {
  readonly registrationId: string;
  readonly sessionId: string | undefined;
}

let last: LastRegistration | undefined;

/** Remembers the registration the server just accepted. */
export function rememberRegistration(registration: LastRegistration): void {
  last = registration;
}

/** The registration the server last accepted on this page, if any. */
export function lastRegistration(): LastRegistration | undefined {
  return last;
}
