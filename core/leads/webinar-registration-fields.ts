/*
 * The webinar form's fields, apart from the schema so the form can render (and focus the first
 * refused field) without loading the validation code, which only the form's machine needs.
 */

/** The form's fields, in the order they are shown and validated. */
export const WEBINAR_REGISTRATION_FIELDS = [
  'fullName',
  'phoneNumber',
  'email',
  'linkedinProfile',
  // The session chosen (docs/webinar.md "Session choice"): a select, not typed; '' when none is offered.
  'webinarSession',
] as const;

/** One field of the webinar form. */
export type WebinarRegistrationField = (typeof WEBINAR_REGISTRATION_FIELDS)[number];
