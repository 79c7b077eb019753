import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { checkoutMachine, checkoutViewOf } from './checkout-machine';
import {
  type CheckoutEvent,
  type CheckoutInitiation,
  type CheckoutInput,
  checkoutStepOf,
} from './checkout-steps';
import type { CheckoutContact } from './stored-contact';

const MINUTE = 60_000;
const contact: CheckoutContact = {
  firstName: 'Nino',
  lastName: 'Beridze',
  email: 'nino@example.ge',
  phoneNumber: '+995 599 123 456',
};
const initiation: CheckoutInitiation = {
  checkoutToken: 'flitt-token',
  orderToken: 'order-token',
  amountTetri: 250_000,
  widget: { scriptUrl: '/checkout.js', styleUrl: '/checkout.css' },
};
const refusal = {
  code: 'VALIDATION_ERROR',
  issues: [{ field: 'email', code: 'email.invalid' }],
};

/** The page's submit of `sent` at wall-clock time `now` (epoch ms). */
const submit = (now = 0, sent: CheckoutContact = contact): CheckoutEvent => ({
  type: 'contact.submit',
  contact: sent,
  now,
});

type Outcome = 'resolve' | 'reject' | 'never';

/** The machine with a fake initiation actor, a simulated clock, and a record of the requests. */
function start(outcome: Outcome = 'resolve', input: CheckoutInput = { now: 0 }) {
  const clock = new SimulatedClock();
  const requests: CheckoutContact[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      initiateCheckout: fromPromise<CheckoutInitiation, CheckoutContact>(({ input: sent }) => {
        requests.push(sent);
        if (outcome === 'resolve') return Promise.resolve(initiation);
        if (outcome === 'reject') return Promise.reject(refusal);
        return new Promise(() => {});
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => checkoutViewOf(actor.getSnapshot());
  return { actor, clock, requests, view };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkoutMachine', () => {
  it('starts at the contact step with a fresh restored contact', () => {
    const { view } = start('resolve', { contact, savedAt: 0, now: 5 * MINUTE });
    expect(view()).toEqual({
      state: 'contact',
      context: {
        contact,
        contactSavedAt: 0,
        contactLifetimeMs: 25 * MINUTE,
        initiation: undefined,
        error: undefined,
      },
    });
  });

  it('drops a contact that went stale before the machine started', () => {
    const { view } = start('resolve', { contact, savedAt: 0, now: 30 * MINUTE });
    expect(view().context.contact).toBeUndefined();
    expect(view().context.error).toEqual({ kind: 'expired' });
  });

  it('treats an expired contact as absent: the next submit starts a new session, notice cleared', () => {
    const { actor, requests, view } = start('never', { contact, savedAt: 0, now: 31 * MINUTE });
    const typed = { ...contact, email: 'new@example.ge' };
    actor.send(submit(32 * MINUTE, typed));
    expect(view().state).toBe('submitting');
    expect(requests).toEqual([typed]);
    expect(view().context).toMatchObject({
      contact: typed,
      contactSavedAt: 32 * MINUTE,
      contactLifetimeMs: 30 * MINUTE,
      error: undefined,
    });
  });

  it('initiates with the submitted contact, then pays, then finishes on widget success', async () => {
    const { actor, requests, view } = start('resolve');
    actor.send(submit());
    expect(view().state).toBe('submitting');
    await settle();
    expect(requests).toEqual([contact]);
    expect(view().state).toBe('payment');
    expect(view().context.initiation).toEqual(initiation);
    actor.send({ type: 'widget.succeed' });
    expect(view().state).toBe('finish');
  });

  it('returns to contact with the code and the refused fields when initiation fails', async () => {
    const { actor, view } = start('reject');
    actor.send(submit());
    await settle();
    expect(view().state).toBe('contact');
    expect(view().context.error).toEqual({
      kind: 'initiation',
      code: 'VALIDATION_ERROR',
      fields: { email: 'email.invalid' },
    });
    expect(view().context.contact).toEqual(contact);
    actor.send(submit());
    expect(view().context.error).toBeUndefined();
  });

  it('names a failure that is not a refusal (the core placeholder actor) with the generic code', async () => {
    const actor = createActor(checkoutMachine, { input: { now: 0 } }).start();
    actor.send(submit());
    await settle();
    expect(checkoutViewOf(actor.getSnapshot())).toMatchObject({
      state: 'contact',
      context: { error: { kind: 'initiation', code: 'CHECKOUT_INITIATION_FAILED', fields: {} } },
    });
  });

  it('sends one request however often submit is pressed while it is in flight', () => {
    const { actor, requests } = start('never');
    actor.send(submit());
    actor.send(submit(0, { ...contact, firstName: 'Other' }));
    expect(requests).toEqual([contact]);
  });

  it('keeps a widget failure on the payment step; going back clears it and the initiation', async () => {
    const { actor, view } = start('resolve');
    actor.send(submit());
    await settle();
    actor.send({ type: 'widget.fail', code: 'PAYMENT_FORM_LOAD_FAILED' });
    expect(view().state).toBe('payment');
    expect(view().context.error).toEqual({ kind: 'widget', code: 'PAYMENT_FORM_LOAD_FAILED' });
    actor.send({ type: 'payment.back' });
    expect(view().state).toBe('contact');
    expect(view().context.error).toBeUndefined();
    expect(view().context.initiation).toBeUndefined();
    expect(view().context.contact).toEqual(contact);
  });

  it('forgets the saved contact 30 minutes after it was saved, back at the contact step', async () => {
    const { actor, clock, view } = start('resolve');
    actor.send(submit());
    await settle();
    clock.increment(30 * MINUTE - 1);
    expect(view().state).toBe('payment');
    clock.increment(1);
    expect(view().state).toBe('contact');
    expect(view().context).toEqual({
      contact: undefined,
      contactSavedAt: undefined,
      contactLifetimeMs: undefined,
      initiation: undefined,
      error: { kind: 'expired' },
    });
  });

  it('times a restored contact from when it was saved, and a new save restarts the 30 minutes', () => {
    const { actor, clock, view } = start('never', { contact, savedAt: 0, now: 20 * MINUTE });
    clock.increment(9 * MINUTE);
    actor.send(submit(29 * MINUTE));
    clock.increment(2 * MINUTE);
    expect(view().context.contact).toEqual(contact);
    clock.increment(28 * MINUTE);
    expect(view().context.contact).toBeUndefined();
    expect(view().context.error).toEqual({ kind: 'expired' });
  });

  it('refuses a submit made after the 30 minutes though the timer has not fired (a sleeping computer)', () => {
    const { actor, clock, requests, view } = start('never', {
      contact,
      savedAt: 0,
      now: 20 * MINUTE,
    });
    // The wall clock says 30 minutes; the machine's timer has seen only 5 of the 10 left.
    clock.increment(5 * MINUTE);
    actor.send(submit(30 * MINUTE));
    expect(view()).toEqual({
      state: 'contact',
      context: {
        contact: undefined,
        contactSavedAt: undefined,
        contactLifetimeMs: undefined,
        initiation: undefined,
        error: { kind: 'expired' },
      },
    });
    expect(requests).toEqual([]);
    // The old timer is gone with the contact: nothing fires later.
    clock.increment(10 * MINUTE);
    expect(view().context.error).toEqual({ kind: 'expired' });
    // Typed again, the details start a new session.
    actor.send(submit(41 * MINUTE));
    expect(view().state).toBe('submitting');
    expect(requests).toEqual([contact]);
  });

  it('drops the saved contact when the page finds its 30 minutes over on its own clock', () => {
    const { actor, clock, requests, view } = start('never', {
      contact,
      savedAt: 0,
      now: 20 * MINUTE,
    });
    actor.send({ type: 'contact.check', now: 30 * MINUTE - 1 });
    expect(view().context.contact).toEqual(contact);
    actor.send({ type: 'contact.check', now: 30 * MINUTE });
    expect(view().state).toBe('contact');
    expect(view().context.contact).toBeUndefined();
    expect(view().context.error).toEqual({ kind: 'expired' });
    clock.increment(10 * MINUTE);
    actor.send(submit(31 * MINUTE));
    expect(requests).toEqual([contact]);
  });

  it('takes a check on the payment step back to step 1 once the 30 minutes are over', async () => {
    const { actor, view } = start('resolve');
    actor.send(submit(0));
    await settle();
    expect(view().state).toBe('payment');
    actor.send({ type: 'contact.check', now: 30 * MINUTE });
    expect(view().state).toBe('contact');
    expect(view().context.initiation).toBeUndefined();
    expect(view().context.error).toEqual({ kind: 'expired' });
  });

  it('accepts a submit one millisecond before the 30 minutes pass', () => {
    const { actor, requests } = start('never', { contact, savedAt: 0, now: 20 * MINUTE });
    actor.send(submit(30 * MINUTE - 1));
    expect(requests).toEqual([contact]);
  });

  it('drops the details back at step 1 when the payment step outlives the 30 minutes unnoticed', async () => {
    const { actor, requests, view } = start('resolve');
    actor.send(submit(0));
    await settle();
    actor.send({ type: 'payment.back' });
    expect(view().context.contact).toEqual(contact);
    actor.send(submit(30 * MINUTE));
    expect(view().state).toBe('contact');
    expect(view().context.contact).toBeUndefined();
    expect(view().context.error).toEqual({ kind: 'expired' });
    expect(requests).toEqual([contact]);
  });

  it('expires a restored contact on time while the visitor stays on the contact step', () => {
    const { clock, view } = start('never', { contact, savedAt: 0, now: 20 * MINUTE });
    clock.increment(10 * MINUTE);
    expect(view().state).toBe('contact');
    expect(view().context.error).toEqual({ kind: 'expired' });
  });

  it('ignores events that do not fit the step (no early finish, no payment without initiation)', () => {
    const { actor, view } = start('never');
    actor.send({ type: 'widget.succeed' });
    actor.send({ type: 'payment.back' });
    actor.send({ type: 'widget.fail', code: 'X' });
    expect(view()).toEqual(start('never').view());
  });
});

describe('checkoutMachine under random event orders', () => {
  type Command =
    | { readonly kind: 'send'; readonly event: CheckoutEvent }
    | { readonly kind: 'submit' }
    | { readonly kind: 'settle'; readonly how: 'resolve' | 'reject' }
    | { readonly kind: 'tick'; readonly ms: number };
  const commands = fc.oneof(
    fc.constantFrom<Command>(
      { kind: 'send', event: { type: 'widget.fail', code: 'Y' } },
      { kind: 'send', event: { type: 'widget.succeed' } },
      { kind: 'send', event: { type: 'payment.back' } },
      { kind: 'settle', how: 'resolve' },
      { kind: 'settle', how: 'reject' },
      { kind: 'submit' },
    ),
    fc.integer({ min: 1, max: 40 * MINUTE }).map((ms): Command => ({ kind: 'tick', ms })),
  );

  it('never pays without an initiation and never has two requests in flight', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commands, { maxLength: 30 }), async (sequence) => {
        const pending: { resolve: () => void; reject: () => void }[] = [];
        let inFlight = 0;
        const machine = checkoutMachine.provide({
          actors: {
            initiateCheckout: fromPromise<CheckoutInitiation, CheckoutContact>(({ signal }) => {
              inFlight += 1;
              expect(inFlight).toBe(1);
              const done = () => {
                inFlight -= 1;
              };
              signal.addEventListener('abort', done);
              return new Promise((resolve, reject) => {
                pending.push({
                  resolve: () => resolve(initiation),
                  reject: () => reject(refusal),
                });
              }).finally(() => signal.aborted || done()) as Promise<CheckoutInitiation>;
            }),
          },
        });
        const clock = new SimulatedClock();
        const actor = createActor(machine, { input: { now: 0 }, clock }).start();
        let previous = checkoutViewOf(actor.getSnapshot()).state;
        for (const command of sequence) {
          if (command.kind === 'send') actor.send(command.event);
          if (command.kind === 'submit') actor.send(submit(clock.now()));
          if (command.kind === 'tick') clock.increment(command.ms);
          if (command.kind === 'settle') {
            pending.shift()?.[command.how]();
            await settle();
          }
          const { state, context } = checkoutViewOf(actor.getSnapshot());
          if (state === 'payment') expect(context.initiation).toBeDefined();
          if (state === 'payment' && previous !== 'payment') expect(previous).toBe('submitting');
          if (state === 'finish') expect(['payment', 'finish']).toContain(previous);
          if (state === 'submitting') expect(context.contact).toBeDefined();
          // Expired is absent, and no contact outlives its 30 minutes.
          if (context.error?.kind === 'expired') {
            expect(context.contact).toBeUndefined();
            expect(context.initiation).toBeUndefined();
          }
          if (context.contact !== undefined) {
            expect(clock.now() - (context.contactSavedAt ?? Number.NaN)).toBeLessThan(30 * MINUTE);
          }
          expect(inFlight).toBeLessThanOrEqual(1);
          previous = state;
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});

describe('checkoutStepOf', () => {
  it('shows submitting as the contact step', () => {
    expect(checkoutStepOf('submitting')).toBe('contact');
    expect(checkoutStepOf('payment')).toBe('payment');
    expect(checkoutStepOf('finish')).toBe('finish');
  });
});
