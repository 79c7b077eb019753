import { type ErrorCode, isErrorCode } from '../../../core/errors/error-codes';
import {
  parseWebinarRegistration,
  WEBINAR_REGISTRATION_FIELDS,
  type WebinarRegistrationField,
} from '../../../core/leads/webinar-registration';
import { parseUtmData, type UtmData } from '../../../core/registration/utm-data';
import type { Language } from '../../../core/site/languages';
import type { RegistrationErrors, RegistrationValues } from './registration-form-state';

/** The JSON body of `POST /api/registration` (docs/webinar.md "Registration form", plus language and utm tags). */
export interface RegistrationRequestBody {
  readonly fullName: string;
  readonly phoneNumber: string;
  readonly email: string;
  readonly linkedinProfile: string;
  readonly language: Language;
  readonly utm: UtmData;
}

/**
 * Removes a country code the visitor typed in front of the number: the +995 is shown fixed outside
 * the input (docs/validation.md "Phone"). Spaces inside are kept.
 */
export function stripPhonePrefix(input: string): string {
  return input.replace(/^\s*(?:\+|00)?\s*995[\s-]*/, '');
}

/** The E.164-looking value sent for the national part typed (`555 12 34 56` → `+995555123456`). */
export function fullPhoneNumber(national: string): string {
  const compact = stripPhonePrefix(national).replace(/[\s-]/g, '');
  return compact === '' ? '' : `+995${compact}`;
}

/** The `utm_*` tags of a query string, cleaned by the core rule. */
export function utmFromSearch(search: string): UtmData {
  return parseUtmData(Object.fromEntries(new URLSearchParams(search)));
}

/** Validates the typed values with the same core schema as the server and builds the request body. */
export function buildRegistrationRequest(
  values: RegistrationValues,
  language: Language,
  utm: UtmData,
): { ok: true; body: RegistrationRequestBody } | { ok: false; errors: RegistrationErrors } {
  const result = parseWebinarRegistration({
    fullName: values.fullName,
    phoneNumber: fullPhoneNumber(values.phoneNumber),
    email: values.email,
    linkedinProfile: values.linkedinProfile,
  });
  if (!result.ok) return { ok: false, errors: fieldErrors(result.issues) };
  const { fullName, phoneNumber, email, linkedinProfile } = result.value;
  return { ok: true, body: { fullName, phoneNumber, email, linkedinProfile, language, utm } };
}

/** Field issues (from the core parser or the server's 400) keyed by the form's fields. */
export function fieldErrors(
  issues: readonly { readonly field: string; readonly code: string }[],
): RegistrationErrors {
  const errors: Partial<Record<WebinarRegistrationField, ErrorCode>> = {};
  for (const issue of issues) {
    const field = WEBINAR_REGISTRATION_FIELDS.find((name) => name === issue.field);
    if (field && isErrorCode(issue.code) && !errors[field]) errors[field] = issue.code;
  }
  return errors;
}

/** The first refused field in the order the form shows them, to move focus to. */
export function firstInvalidField(
  errors: RegistrationErrors,
): WebinarRegistrationField | undefined {
  return WEBINAR_REGISTRATION_FIELDS.find((field) => errors[field] !== undefined);
}
