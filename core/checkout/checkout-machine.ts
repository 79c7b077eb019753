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
 * The checkout (docs/purchase.md "Checkout"). Two regions: `step` is contact → submitting (the
 * `initiateCheckout` actor starts the order on our server) → payment → finish when the widget reports
 * success; an initiation failure returns to contact with the error and the refused fields; a widget
 * failure stays on payment with its error; going back to contact clears the error and forgets the
 * initiation (a new order is started). `saved` times the saved contact: 30 minutes after it was saved
 * (or restored with its age) the contact is dropped and the visitor starts again at the contact step
 * with the `expired` notice; a submit made after those 30 minutes by its own time (the timer held
 * back, e.g. by a sleeping computer) drops it the same way instead of starting an order, and so does
 * a `contact.check` of the page's clock (sent when the machine starts and when the tab is shown). Expired is
 * absent: no contact, no initiation. The timer is a delayed transition, so a SimulatedClock drives
 * it in tests. The request is an actor the client provides
 * (`machine.provide({ actors: { initiateCheckout } })`); it resolves with the initiation or rejects
 * with a `Refusal` (core/errors/refusal.ts).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
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
