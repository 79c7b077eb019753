import type { ErrorCode } from '../../../core/errors/error-codes';
import type { WebinarRegistrationField } from '../../../core/leads/webinar-registration';

/** What the visitor typed, per field; `phoneNumber` holds the national part after the fixed +995. */
export type RegistrationValues = Readonly<Record<WebinarRegistrationField, string>>;

/** The code shown under each refused field (translated with `errors:<code>`). */
export type RegistrationErrors = Readonly<Partial<Record<WebinarRegistrationField, ErrorCode>>>;

/** The form's phase (docs/webinar.md "Registration form"). */
export type RegistrationPhase = 'idle' | 'submitting' | 'success';

/** The whole form state: phase, entered values, field errors. */
export interface RegistrationFormState {
  readonly phase: RegistrationPhase;
  readonly values: RegistrationValues;
  readonly errors: RegistrationErrors;
}

/** Everything that can happen to the form. */
export type RegistrationFormEvent =
  | {
      readonly type: 'field.changed';
      readonly field: WebinarRegistrationField;
      readonly value: string;
    }
  | { readonly type: 'submit.refused'; readonly errors: RegistrationErrors }
  | { readonly type: 'submit.started' }
  | { readonly type: 'submit.succeeded' }
  | { readonly type: 'submit.failed'; readonly errors?: RegistrationErrors }
  | {
      readonly type: 'form.prefilled';
      readonly values: Partial<Record<WebinarRegistrationField, string | undefined>>;
    }
  | { readonly type: 'form.reset' };

/** Empty values, the state of a fresh form. */
export const EMPTY_REGISTRATION_VALUES: RegistrationValues = {
  fullName: '',
  phoneNumber: '',
  email: '',
  linkedinProfile: '',
};

/** A fresh, idle form. */
export const INITIAL_REGISTRATION_STATE: RegistrationFormState = {
  phase: 'idle',
  values: EMPTY_REGISTRATION_VALUES,
  errors: {},
};

/**
 * The form's transitions: idle → submitting (inputs disabled) → success; a failure goes back to idle
 * keeping what was typed (docs/webinar.md "Registration form", docs/validation.md "Error codes"); "another registration"
 * resets. Events that do not fit the phase are ignored (a double submit cannot send twice).
 */
export function registrationFormReducer(
  state: RegistrationFormState,
  event: RegistrationFormEvent,
): RegistrationFormState {
  switch (event.type) {
    case 'field.changed': {
      if (state.phase !== 'idle') return state;
      const { [event.field]: _cleared, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [event.field]: event.value }, errors };
    }
    case 'form.prefilled':
      return state.phase === 'idle'
        ? { ...state, values: fillBlanks(state.values, event.values) }
        : state;
    case 'submit.refused':
      return state.phase === 'idle' ? { ...state, errors: event.errors } : state;
    case 'submit.started':
      return state.phase === 'idle' ? { ...state, phase: 'submitting', errors: {} } : state;
    case 'submit.succeeded':
      return state.phase === 'submitting' ? { ...state, phase: 'success' } : state;
    case 'submit.failed':
      return state.phase === 'submitting'
        ? { ...state, phase: 'idle', errors: event.errors ?? {} }
        : state;
    case 'form.reset':
      return state.phase === 'success' ? INITIAL_REGISTRATION_STATE : state;
  }
}

/** Prefill never overwrites what the visitor already typed. */
function fillBlanks(
  values: RegistrationValues,
  prefill: Partial<Record<WebinarRegistrationField, string | undefined>>,
): RegistrationValues {
  const filled = { ...values };
  for (const [field, value] of Object.entries(prefill) as [
    WebinarRegistrationField,
    string | undefined,
  ][]) {
    if (filled[field] === '' && value) filled[field] = value;
  }
  return filled;
}
