import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { parseRegistrationForm } from './parse-registration-form';
import type { WebinarRegistration } from './webinar-registration';
import type {
  WebinarRegistrationEvent,
  WebinarRegistrationInput,
} from './webinar-registration-form';
import { registrationViewOf, webinarRegistrationMachine } from './webinar-registration-machine';

type Outcome = 'resolve' | 'reject' | 'never';
const badEmail = { code: 'VALIDATION_ERROR', issues: [{ field: 'email', code: 'email.invalid' }] };

function start(outcome: Outcome = 'resolve', input: WebinarRegistrationInput = {}) {
  const sent: WebinarRegistration[] = [];
  const machine = webinarRegistrationMachine.provide({
    actors: {
      submitRegistration: fromPromise<unknown, WebinarRegistration>(({ input: registration }) => {
        sent.push(registration);
        if (outcome === 'resolve') return Promise.resolve({ registrationId: 'r1' });
        if (outcome === 'reject') return Promise.reject(badEmail);
        return new Promise(() => {});
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const view = () => registrationViewOf(actor.getSnapshot());
  const send = (...events: WebinarRegistrationEvent[]) => {
    for (const event of events) actor.send(event);
  };
  return { actor, sent, view, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const typed = {
  fullName: 'Nino Beridze',
  phoneNumber: '555 12 34 56',
  email: 'nino@example.ge',
  linkedinProfile: 'nino-beridze',
  webinarSession: '',
};

describe('webinarRegistrationMachine', () => {
  it('starts idle with what was typed before it loaded', () => {
    expect(start('resolve', { values: typed }).view()).toEqual({
      phase: 'idle',
      context: { values: typed, errors: {} },
    });
  });

  it('goes idle → submitting → success, sending the schema-normalised registration', async () => {
    const { send, sent, view } = start('resolve', { values: typed });
    send({ type: 'form.submit' });
    expect(view().phase).toBe('submitting');
    await settle();
    expect(view().phase).toBe('success');
    expect(sent).toEqual([
      {
        fullName: 'Nino Beridze',
        phoneNumber: '+995555123456',
        email: 'nino@example.ge',
        linkedinProfile: 'https://www.linkedin.com/in/nino-beridze',
        city: 'Tbilisi',
        marketingOptIn: false,
      },
    ]);
  });

  it('returns to idle on failure keeping what was typed, with the 400 field codes', async () => {
    const { send, view } = start('reject', { values: typed });
    send({ type: 'form.submit' });
    await settle();
    expect(view()).toEqual({
      phase: 'idle',
      context: { values: typed, errors: { email: 'email.invalid' } },
    });
  });

  it('ignores typing and a second submit while submitting', () => {
    const { send, sent, view } = start('never', { values: typed });
    send(
      { type: 'form.submit' },
      { type: 'field.change', field: 'fullName', value: 'X' },
      { type: 'form.submit' },
    );
    expect(view().context.values.fullName).toBe('Nino Beridze');
    expect(view().phase).toBe('submitting');
    expect(sent).toHaveLength(1);
  });

  it('"another registration" resets to an empty idle form', async () => {
    const { send, view } = start('resolve', { values: typed });
    send({ type: 'form.submit' });
    await settle();
    send({ type: 'form.reset' });
    expect(view()).toEqual(start().view());
  });

  it('refuses an invalid submit with field errors; editing a field clears its error', () => {
    const { send, sent, view } = start('resolve', {
      values: { ...typed, email: 'x', fullName: '' },
    });
    send({ type: 'form.submit' });
    expect(view().phase).toBe('idle');
    expect(view().context.errors).toEqual({
      email: 'email.invalid',
      fullName: 'full_name.required',
    });
    send({ type: 'field.change', field: 'email', value: 'a' });
    expect(view().context.errors).toEqual({ fullName: 'full_name.required' });
    expect(sent).toEqual([]);
  });

  it('prefills blanks only', () => {
    const { send, view } = start();
    send(
      { type: 'field.change', field: 'fullName', value: 'Typed Name' },
      {
        type: 'form.prefill',
        values: { fullName: 'Saved Name', email: 'saved@example.ge', phoneNumber: undefined },
      },
    );
    expect(view().context.values).toEqual({
      fullName: 'Typed Name',
      email: 'saved@example.ge',
      phoneNumber: '',
      linkedinProfile: '',
      webinarSession: '',
    });
  });
});

describe('webinarRegistrationMachine under random event orders', () => {
  const field = fc.constantFrom('fullName', 'phoneNumber', 'email', 'linkedinProfile' as const);
  const value = fc.constantFrom('', 'x', typed.fullName, typed.email, typed.phoneNumber);
  const step = fc.oneof(
    fc.record({ type: fc.constant('field.change' as const), field, value }),
    fc.constantFrom<WebinarRegistrationEvent | 'resolve' | 'reject'>(
      { type: 'form.submit' },
      { type: 'form.reset' },
      { type: 'form.prefill', values: typed },
      'resolve',
      'reject',
    ),
  );

  it('never has two submissions in flight and only submits values the schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (sequence) => {
        const pending: { resolve: () => void; reject: () => void }[] = [];
        let inFlight = 0;
        const machine = webinarRegistrationMachine.provide({
          actors: {
            submitRegistration: fromPromise<unknown, WebinarRegistration>(() => {
              inFlight += 1;
              expect(inFlight).toBe(1);
              return new Promise((resolve, reject) => {
                pending.push({ resolve: () => resolve({}), reject: () => reject(badEmail) });
              }).finally(() => {
                inFlight -= 1;
              });
            }),
          },
        });
        const actor = createActor(machine, { input: {} }).start();
        for (const item of sequence) {
          const before = registrationViewOf(actor.getSnapshot());
          if (item === 'resolve' || item === 'reject') {
            pending.shift()?.[item]();
            await settle();
          } else actor.send(item);
          const after = registrationViewOf(actor.getSnapshot());
          if (after.phase === 'submitting') {
            expect(after.context.errors).toEqual({});
            expect(parseRegistrationForm(after.context.values).ok).toBe(true);
          }
          if (before.phase === 'submitting' && after.phase === 'submitting') {
            expect(after.context.values).toBe(before.context.values);
          }
          if (after.phase === 'success') expect(['submitting', 'success']).toContain(before.phase);
          expect(inFlight).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 200 },
    );
  });
});
