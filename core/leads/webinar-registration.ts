import * as v from 'valibot';
import { checkboxSchema } from '../consent/opt-in';
import { emailSchema } from '../email/email';
import type { ErrorCode } from '../errors/error-codes';
import { type BodyIssue, type ParsedBody, parseBody } from '../errors/parse-body';
import { LANGUAGES } from '../language/languages';
import { linkedInProfileSchema } from '../linkedin/linkedin-url';
import { webinarCitySchema } from '../person/city';
import { fullNameSchema } from '../person/person-name';
import { phoneSchema } from '../phone/georgian-phone';
import { parseUtmData } from '../registration/utm-data';
import { WEBINAR_SESSION_ID_PATTERN } from '../site-config/webinar-session-id';

/**
 * The webinar form and `POST /api/registration` body (docs/validation.md "Webinar form"), one
 * schema for both: the four shown fields required; `city`, in the original schema but not the form,
 * optional and Tbilisi by default; unknown keys refused.
 */
const WebinarRegistrationSchema = v.strictObject(
  {
    fullName: fullNameSchema,
    phoneNumber: phoneSchema,
    email: emailSchema,
    linkedinProfile: linkedInProfileSchema,
    city: webinarCitySchema,
    // The separate, unticked marketing opt-in (docs/legal.md "Marketing opt-in"): absent is no.
    marketingOptIn: checkboxSchema,
    // The session chosen, by id (`webinarSessionId`); whether it may still be chosen (configured, not
    // started, not full) is the server's check with the store's counts (docs/webinar.md "Session choice").
    webinarSession: v.optional(
      v.pipe(
        v.string('webinar_session.unknown' satisfies ErrorCode),
        v.regex(WEBINAR_SESSION_ID_PATTERN, 'webinar_session.unknown' satisfies ErrorCode),
      ),
    ),
    // Sent by the form, not typed by the visitor: the page language (for the confirmation SMS) and the
    // page URL's utm_* tags (docs/webinar.md "Leads and exit intent" utmData), cleaned by parseUtmData (unknown tags dropped, bounded).
    language: v.optional(v.picklist(LANGUAGES, 'VALIDATION_ERROR' satisfies ErrorCode)),
    utm: v.optional(
      v.pipe(
        v.record(v.string(), v.unknown(), 'VALIDATION_ERROR' satisfies ErrorCode),
        v.transform(parseUtmData),
      ),
    ),
  },
  'VALIDATION_ERROR' satisfies ErrorCode,
);

/** A validated, normalised webinar registration (phone E.164, e-mail lowercased, LinkedIn rebuilt). */
export type WebinarRegistration = v.InferOutput<typeof WebinarRegistrationSchema>;

/** A refused field and the stable code of its reason. */
export type FieldIssue = BodyIssue;

/** A missing key is reported by the object schema, not the field's: name the field's own code. */
const REQUIRED_CODES: Readonly<Record<string, ErrorCode>> = {
  fullName: 'full_name.required',
  phoneNumber: 'phone.required',
  email: 'email.required',
  linkedinProfile: 'linkedin.required',
};

/** Validates a webinar registration; refusals are field/code pairs, first issue per field. */
export function parseWebinarRegistration(input: unknown): ParsedBody<WebinarRegistration> {
  return parseBody(WebinarRegistrationSchema, input, REQUIRED_CODES);
}
