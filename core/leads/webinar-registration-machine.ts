import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { refusalOf } from '../errors/refusal';
import { withoutField } from '../errors/without-field';
import { parseRegistrationForm, registrationFieldErrors } from './parse-registration-form';
import type { WebinarRegistration } from './webinar-registration';
import {
  EMPTY_WEBINAR_REGISTRATION_VALUES,
  fillBlankValues,
  initialRegistrationView,
  type WebinarRegistrationContext,
  type WebinarRegistrationEvent,
  type WebinarRegistrationInput,
  type WebinarRegistrationPhase,
  type WebinarRegistrationView,
} from './webinar-registration-form';

/** The validated registration of the values; only called once the `isValid` guard passed. */
function registrationOf(context: WebinarRegistrationContext): WebinarRegistration {
  const parsed = parseRegistrationForm(context.values);
  if (!parsed.ok) throw new Error('submitting an invalid registration');
  return parsed.registration;
}

/**
 * The webinar registration form (docs/webinar.md "Registration form"). Events that do not fit the
 * phase are ignored, so a double submit sends once. The client provides the `submitRegistration`
 * actor; it rejects with a `Refusal`.
 */
export const webinarRegistrationMachine = setup({
  types: {
    context: {} as WebinarRegistrationContext,
    events: {} as WebinarRegistrationEvent,
    input: {} as WebinarRegistrationInput,
  },
  actors: {
    submitRegistration: fromPromise<unknown, WebinarRegistration>(() =>
      Promise.reject(new Error('submitRegistration must be provided by the client')),
    ),
  },
  guards: {
    isValid: ({ context }) => parseRegistrationForm(context.values).ok,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        errors: withoutField(context.errors, event.field),
      };
    }),
    fillBlanks: assign({
      values: ({ context, event }) =>
        event.type === 'form.prefill'
          ? fillBlankValues(context.values, event.values)
          : context.values,
    }),
    showRefusal: assign({
      errors: ({ context }) => {
        const parsed = parseRegistrationForm(context.values);
        return parsed.ok ? {} : parsed.errors;
      },
    }),
    clearErrors: assign({ errors: {} }),
    clearForm: assign({ values: EMPTY_WEBINAR_REGISTRATION_VALUES, errors: {} }),
  },
}).createMachine({
  id: 'webinarRegistration',
  initial: 'idle',
  context: ({ input }) => initialRegistrationView(input).context,
  states: {
    idle: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.prefill': { actions: 'fillBlanks' },
        'form.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'clearErrors' },
          { actions: 'showRefusal' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submitRegistration',
        input: ({ context }) => registrationOf(context),
        onDone: { target: 'success' },
        onError: {
          target: 'idle',
          actions: assign({
            errors: ({ event }) =>
              registrationFieldErrors(refusalOf(event.error, 'VALIDATION_ERROR').issues),
          }),
        },
      },
    },
    success: {
      on: { 'form.reset': { target: 'idle', actions: 'clearForm' } },
    },
  },
});

/** The form's view of a snapshot. */
export function registrationViewOf(
  snapshot: SnapshotFrom<typeof webinarRegistrationMachine>,
): WebinarRegistrationView {
  return { phase: snapshot.value as WebinarRegistrationPhase, context: snapshot.context };
}
