import { assign, fromPromise, raise, type SnapshotFrom, setup } from 'xstate';
import { refusalOf } from '../errors/refusal';
import { contactFieldErrors } from './checkout-contact';
import {
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInitiation,
  type CheckoutInput,
  type CheckoutState,
  type CheckoutView,
  EXPIRED_CONTACT_CONTEXT,
  initialCheckoutView,
} from './checkout-steps';
import {
  type CheckoutContact,
  STORED_CONTACT_TTL_MS,
  storedContactLifetimeMs,
} from './stored-contact';

/**
 * The checkout (docs/purchase.md "Checkout"): `step` runs contact → submitting → payment → finish;
 * `saved` drops the contact 30 minutes after it was saved, by a delayed transition (a
 * SimulatedClock in tests) or, after sleep, by the page's clock on submit or `contact.check`.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    // The client provides it; it resolves with the initiation or rejects with a `Refusal`.
    initiateCheckout: fromPromise<CheckoutInitiation, CheckoutContact>(() =>
      Promise.reject(new Error('initiateCheckout must be provided by the client')),
    ),
  },
  delays: {
    contactLifetime: ({ context }) => Math.max(0, context.contactLifetimeMs ?? 0),
  },
  guards: {
    hasSavedContact: ({ context }) => context.contact !== undefined,
    savedContactExpired: ({ context, event }) =>
      (event.type === 'contact.submit' || event.type === 'contact.check') &&
      context.contactSavedAt !== undefined &&
      storedContactLifetimeMs(context.contactSavedAt, event.now) === 0,
  },
  actions: {
    saveContact: assign({
      contact: ({ event }) => (event.type === 'contact.submit' ? event.contact : undefined),
      contactSavedAt: ({ event }) => (event.type === 'contact.submit' ? event.now : undefined),
      contactLifetimeMs: STORED_CONTACT_TTL_MS,
      error: undefined,
    }),
    showWidgetError: assign({
      error: ({ event }) =>
        event.type === 'widget.fail' ? { kind: 'widget' as const, code: event.code } : undefined,
    }),
    goBack: assign({ error: undefined, initiation: undefined }),
    clearError: assign({ error: undefined }),
    forgetContact: assign(EXPIRED_CONTACT_CONTEXT),
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => initialCheckoutView(input).context,
  states: {
    step: {
      initial: 'contact',
      states: {
        contact: {
          on: {
            'contact.submit': [
              {
                // The saved contact's 30 minutes are over though the timer has not fired yet.
                guard: 'savedContactExpired',
                target: ['#checkout.step.contact', '#checkout.saved.none'],
                actions: 'forgetContact',
              },
              {
                // The save restarts the contact's 30 minutes.
                target: ['#checkout.step.submitting', '#checkout.saved.kept'],
                reenter: true,
                actions: 'saveContact',
              },
            ],
          },
        },
        submitting: {
          // Only a request hanging for 30 minutes meets this; the visitor starts again either way.
          on: { 'contact.expire': { target: 'contact' } },
          invoke: {
            src: 'initiateCheckout',
            input: ({ context }) => context.contact as CheckoutContact,
            onDone: {
              target: 'payment',
              actions: assign({ initiation: ({ event }) => event.output, error: undefined }),
            },
            onError: {
              target: 'contact',
              actions: assign({
                error: ({ event }) => {
                  const refusal = refusalOf(event.error, 'CHECKOUT_INITIATION_FAILED');
                  const fields = contactFieldErrors(refusal.issues);
                  return { kind: 'initiation' as const, code: refusal.code, fields };
                },
              }),
            },
          },
        },
        payment: {
          on: {
            'widget.fail': { actions: 'showWidgetError' },
            'widget.succeed': { target: 'finish', actions: 'clearError' },
            'payment.back': { target: 'contact', actions: 'goBack' },
            'contact.expire': { target: 'contact' },
          },
        },
        finish: { type: 'final' },
      },
    },
    saved: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasSavedContact', target: 'kept' }, { target: 'none' }] },
        none: {},
        kept: {
          on: {
            'contact.check': {
              guard: 'savedContactExpired',
              target: 'none',
              actions: ['forgetContact', raise({ type: 'contact.expire' })],
            },
          },
          after: {
            contactLifetime: {
              target: 'none',
              actions: ['forgetContact', raise({ type: 'contact.expire' })],
            },
          },
        },
      },
    },
  },
});

/** The page's view of a snapshot: the step state and the context. */
export function checkoutViewOf(snapshot: SnapshotFrom<typeof checkoutMachine>): CheckoutView {
  const { step } = snapshot.value as { readonly step: CheckoutState };
  return { state: step, context: snapshot.context };
}
