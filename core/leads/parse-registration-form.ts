import { fieldCodes } from '../errors/field-errors';
import type { Language } from '../language/languages';
import type { UtmData } from '../registration/utm-data';
import { parseWebinarRegistration, type WebinarRegistration } from './webinar-registration';
import { WEBINAR_REGISTRATION_FIELDS } from './webinar-registration-fields';
import {
  stripPhonePrefix,
  type WebinarRegistrationErrors,
  type WebinarRegistrationValues,
} from './webinar-registration-form';

/** The E.164-looking value sent for the national part typed (`555 12 34 56` → `+995555123456`). */
function fullPhoneNumber(national: string): string {
  const compact = stripPhonePrefix(national).replace(/[\s-]/g, '');
  return compact === '' ? '' : `+995${compact}`;
}

/** Field issues (from the schema or the server's 400) keyed by the form's fields. */
export function registrationFieldErrors(
  issues: readonly { readonly field: string; readonly code: string }[],
): WebinarRegistrationErrors {
  return fieldCodes(WEBINAR_REGISTRATION_FIELDS, issues);
}

/** What the page adds to the typed values: its language and campaign tags (the HTML form post). */
export interface RegistrationFormContext {
  readonly language: Language;
  readonly utm: UtmData;
  /** The marketing opt-in checkbox: `on` (an HTML post) or true when ticked. */
  readonly marketingOptIn?: boolean | 'on' | undefined;
}

/**
 * The webinar form validated with the route's schema (`parseWebinarRegistration`, docs/validation.md):
 * the registration to send, or the first code per refused field. The browser's form sends the
 * language and tags itself; the server's form action (a post without JavaScript) passes them here.
 */
export function parseRegistrationForm(
  values: WebinarRegistrationValues,
  context?: RegistrationFormContext,
):
  | { readonly ok: true; readonly registration: WebinarRegistration }
  | { readonly ok: false; readonly errors: WebinarRegistrationErrors } {
  const { webinarSession, ...typed } = values;
  const parsed = parseWebinarRegistration({
    ...typed,
    phoneNumber: fullPhoneNumber(values.phoneNumber),
    // No session offered (none configured ahead): the field is left out, not sent blank.
    ...(webinarSession === '' ? {} : { webinarSession }),
    ...context,
  });
  return parsed.ok
    ? { ok: true, registration: parsed.value }
    : { ok: false, errors: registrationFieldErrors(parsed.issues) };
}
