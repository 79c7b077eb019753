import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type CheckoutEvent,
  type CheckoutInitiation,
  checkoutMachine,
  checkoutStepOf,
} from './checkout-machine';
import type { CheckoutContact } from './stored-contact';

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

function start(input: { contact?: CheckoutContact } = {}) {
  const actor = createActor(checkoutMachine, { input });
  actor.start();
  return actor;
}

function toPayment() {
  const actor = start();
  actor.send({ type: 'CONTACT_SUBMITTED', contact });
  actor.send({ type: 'INITIATION_SUCCEEDED', initiation });
  return actor;
}

describe('checkoutMachine', () => {
  it('starts at the contact step with a fresh saved contact prefilled', () => {
    const snapshot = start({ contact }).getSnapshot();
    expect(snapshot.value).toBe('contact');
    expect(snapshot.context).toEqual({ contact, initiation: undefined, error: undefined });
  });

  it('restores a saved contact after hydration unless one is already there', () => {
    const actor = start();
    actor.send({ type: 'CONTACT_RESTORED', contact });
    expect(actor.getSnapshot().context.contact).toEqual(contact);
    actor.send({ type: 'CONTACT_RESTORED', contact: { ...contact, firstName: 'Other' } });
    expect(actor.getSnapshot().context.contact).toEqual(contact);
  });

  it('moves to payment when initiation succeeds, then to finish on widget success', () => {
    const actor = start();
    actor.send({ type: 'CONTACT_SUBMITTED', contact });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'INITIATION_SUCCEEDED', initiation });
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.initiation).toEqual(initiation);
    actor.send({ type: 'PAYMENT_SUCCEEDED' });
    expect(actor.getSnapshot().value).toBe('finish');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('returns to the contact step with the error when initiation fails, keeping the contact', () => {
    const actor = start();
    actor.send({ type: 'CONTACT_SUBMITTED', contact });
    actor.send({ type: 'INITIATION_FAILED', code: 'PAYMENT_UNAVAILABLE' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('contact');
    expect(snapshot.context.error).toEqual({ kind: 'initiation', code: 'PAYMENT_UNAVAILABLE' });
    expect(snapshot.context.contact).toEqual(contact);
    actor.send({ type: 'CONTACT_SUBMITTED', contact });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('keeps a widget failure on the payment step; going back clears it', () => {
    const actor = toPayment();
    actor.send({ type: 'WIDGET_FAILED', code: 'PAYMENT_FORM_LOAD_FAILED' });
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'widget',
      code: 'PAYMENT_FORM_LOAD_FAILED',
    });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('contact');
    expect(actor.getSnapshot().context).toEqual({
      contact,
      initiation: undefined,
      error: undefined,
    });
  });

  it('drops an expired contact and starts again at the contact step', () => {
    const actor = toPayment();
    actor.send({ type: 'CONTACT_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('contact');
    expect(actor.getSnapshot().context).toEqual({
      contact: undefined,
      initiation: undefined,
      error: { kind: 'expired' },
    });
  });

  it('ignores events that do not fit the step (no double initiation, no early finish)', () => {
    const actor = start();
    actor.send({ type: 'PAYMENT_SUCCEEDED' });
    actor.send({ type: 'INITIATION_SUCCEEDED', initiation });
    expect(actor.getSnapshot().value).toBe('contact');
    actor.send({ type: 'CONTACT_SUBMITTED', contact });
    actor.send({ type: 'CONTACT_SUBMITTED', contact: { ...contact, firstName: 'Other' } });
    expect(actor.getSnapshot().context.contact).toEqual(contact);
  });

  it('reaches payment only through a successful initiation, whatever the event order', () => {
    const events = fc.constantFrom<CheckoutEvent>(
      { type: 'CONTACT_SUBMITTED', contact },
      { type: 'INITIATION_SUCCEEDED', initiation },
      { type: 'INITIATION_FAILED', code: 'X' },
      { type: 'WIDGET_FAILED', code: 'Y' },
      { type: 'PAYMENT_SUCCEEDED' },
      { type: 'BACK' },
      { type: 'CONTACT_EXPIRED' },
    );
    fc.assert(
      fc.property(fc.array(events, { maxLength: 30 }), (sequence) => {
        const actor = start();
        let previous = actor.getSnapshot().value;
        for (const event of sequence) {
          if (actor.getSnapshot().status === 'done') break;
          actor.send(event);
          const { value, context } = actor.getSnapshot();
          if (value === 'payment' && previous !== 'payment') {
            expect(previous).toBe('submitting');
            expect(event.type).toBe('INITIATION_SUCCEEDED');
          }
          if (value === 'payment') expect(context.initiation).toBeDefined();
          if (value === 'finish') expect(['payment', 'finish']).toContain(previous);
          if (event.type === 'BACK' && previous === 'payment')
            expect(context.error).toBeUndefined();
          previous = value;
        }
      }),
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
