import { describe, expect, it } from 'vitest';
import {
  INITIAL_REGISTRATION_STATE,
  type RegistrationFormEvent,
  type RegistrationFormState,
  registrationFormReducer,
} from './registration-form-state';

const run = (events: RegistrationFormEvent[], from = INITIAL_REGISTRATION_STATE) =>
  events.reduce<RegistrationFormState>(registrationFormReducer, from);

const typed: RegistrationFormEvent[] = [
  { type: 'field.changed', field: 'fullName', value: 'Nino Beridze' },
  { type: 'field.changed', field: 'email', value: 'nino@example.ge' },
];

describe('registrationFormReducer (docs/webinar.md "Registration form" webinar form states)', () => {
  it('goes idle → submitting → success', () => {
    expect(run([...typed, { type: 'submit.started' }]).phase).toBe('submitting');
    expect(run([...typed, { type: 'submit.started' }, { type: 'submit.succeeded' }]).phase).toBe(
      'success',
    );
  });

  it('returns to idle on failure, keeping what was typed', () => {
    const state = run([...typed, { type: 'submit.started' }, { type: 'submit.failed' }]);
    expect(state.phase).toBe('idle');
    expect(state.values.fullName).toBe('Nino Beridze');
    expect(state.values.email).toBe('nino@example.ge');
    expect(state.errors).toEqual({});
  });

  it('ignores typing and a second submit while submitting', () => {
    const state = run([
      ...typed,
      { type: 'submit.started' },
      { type: 'field.changed', field: 'fullName', value: 'X' },
      { type: 'submit.started' },
    ]);
    expect(state.values.fullName).toBe('Nino Beridze');
    expect(state.phase).toBe('submitting');
  });

  it('"another registration" resets to an empty idle form', () => {
    const state = run([
      ...typed,
      { type: 'submit.started' },
      { type: 'submit.succeeded' },
      { type: 'form.reset' },
    ]);
    expect(state).toEqual(INITIAL_REGISTRATION_STATE);
  });

  it('shows refusals and clears a field error once the field is edited', () => {
    const refused = run([
      {
        type: 'submit.refused',
        errors: { email: 'email.invalid', fullName: 'full_name.required' },
      },
    ]);
    const edited = registrationFormReducer(refused, {
      type: 'field.changed',
      field: 'email',
      value: 'a',
    });
    expect(edited.errors).toEqual({ fullName: 'full_name.required' });
  });

  it('prefills blanks only', () => {
    const state = run([
      { type: 'field.changed', field: 'fullName', value: 'Typed Name' },
      {
        type: 'form.prefilled',
        values: { fullName: 'Saved Name', email: 'saved@example.ge', phoneNumber: undefined },
      },
    ]);
    expect(state.values).toEqual({
      fullName: 'Typed Name',
      email: 'saved@example.ge',
      phoneNumber: '',
      linkedinProfile: '',
    });
  });
});
