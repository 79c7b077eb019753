import type { ErrorCode } from '../errors/error-codes';
import {
  WEBINAR_REGISTRATION_FIELDS,
  type WebinarRegistrationField,
} from './webinar-registration-fields';

/*
 * The webinar registration form's data, apart from its xstate machine and its validation
 * (parse-registration-form.ts, the route's own schema) so the page renders the form, and keeps what
 * is typed, before either is loaded (docs/webinar.md "Registration form", docs/performance.md).
 */

/** What the visitor typed, per field; `phoneNumber` holds the national part after the fixed +995. */
export type WebinarRegistrationValues = Readonly<Record<WebinarRegistrationField, string>>;

/** The code shown under each refused field (translated with `errors:<code>`). */
export type WebinarRegistrationErrors = Readonly<
  Partial<Record<WebinarRegistrationField, ErrorCode>>
>;

/** Values other forms of the site learned, offered for blank fields. */
export type WebinarRegistrationPrefill = Partial<
  Record<WebinarRegistrationField, string | undefined>
>;

/** Empty values, the state of a fresh form. */
export const EMPTY_WEBINAR_REGISTRATION_VALUES: WebinarRegistrationValues = {
  fullName: '',
  phoneNumber: '',
  email: '',
  linkedinProfile: '',
  webinarSession: '',
};

/**
 * Removes a country code the visitor typed in front of the number: the +995 is shown fixed outside
 * the input (docs/validation.md "Phone": a typed +995 is stripped). Spaces inside are kept.
 */
export function stripPhonePrefix(input: string): string {
  return input.replace(/^\s*(?:\+|00)?\s*995[\s-]*/, '');
}

/** The first refused field in the order the form shows them, to move focus to. */
export function firstInvalidField(
  errors: WebinarRegistrationErrors,
): WebinarRegistrationField | undefined {
  return WEBINAR_REGISTRATION_FIELDS.find((field) => errors[field] !== undefined);
}

/** Prefill never overwrites what the visitor already typed. */
export function fillBlankValues(
  values: WebinarRegistrationValues,
  prefill: WebinarRegistrationPrefill,
): WebinarRegistrationValues {
  const filled = { ...values };
  for (const field of WEBINAR_REGISTRATION_FIELDS) {
    const value = prefill[field];
    if (filled[field] === '' && value) filled[field] = value;
  }
  return filled;
}

/** The form's phase (docs/webinar.md): idle, submitting (inputs disabled), success. */
export type WebinarRegistrationPhase = 'idle' | 'submitting' | 'success';

/** The machine's memory: the typed values and the field errors shown. */
export interface WebinarRegistrationContext {
  readonly values: WebinarRegistrationValues;
  readonly errors: WebinarRegistrationErrors;
}

/**
 * What the form starts the machine with: what was typed before the machine was loaded, and the
 * field errors of a post the server refused (docs/site.md "Forms without JavaScript").
 */
export interface WebinarRegistrationInput {
  readonly values?: WebinarRegistrationValues;
  readonly errors?: WebinarRegistrationErrors;
}

/** Everything that can happen to the form. */
export type WebinarRegistrationEvent =
  | {
      readonly type: 'field.change';
      readonly field: WebinarRegistrationField;
      readonly value: string;
    }
  | { readonly type: 'form.prefill'; readonly values: WebinarRegistrationPrefill }
  | { readonly type: 'form.submit' }
  | { readonly type: 'form.reset' };

/** The machine's state as the form renders it. */
export interface WebinarRegistrationView {
  readonly phase: WebinarRegistrationPhase;
  readonly context: WebinarRegistrationContext;
}

/** The machine's initial state for an input; the form renders it until the machine is loaded. */
export function initialRegistrationView(input: WebinarRegistrationInput): WebinarRegistrationView {
  return {
    phase: 'idle',
    context: {
      values: input.values ?? EMPTY_WEBINAR_REGISTRATION_VALUES,
      errors: input.errors ?? {},
    },
  };
}
