import { assign, setup } from 'xstate';
import type { CheckoutContext, CheckoutEvent } from './checkout-steps';
import type { CheckoutContact } from './stored-contact';

export {
  CHECKOUT_STEPS,
  type CheckoutContext,
  type CheckoutError,
  type CheckoutEvent,
  type CheckoutInitiation,
  type CheckoutStep,
  checkoutStepOf,
} from './checkout-steps';

/** What the page passes in: a still-fresh saved contact, when there is one. */
export interface CheckoutInput {
  readonly contact?: CheckoutContact;
}

/**
 * The checkout (docs/purchase.md "Checkout"): contact → (submitting) → payment when initiation
 * succeeds → finish when the widget reports success. Going back to the contact step clears the error;
 * an initiation failure returns to the contact step with the error; a widget failure stays on the
 * payment step with it. When the saved contact expires the data is dropped and the visitor starts
 * again at the contact step. The machine is pure: the page performs the request and the widget and
 * reports their outcome as events.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actions: {
    clearError: assign({ error: undefined }),
    forgetContact: assign({
      contact: undefined,
      initiation: undefined,
      error: { kind: 'expired' },
    }),
  },
}).createMachine({
  id: 'checkout',
  initial: 'contact',
  context: ({ input }) => ({ contact: input.contact, initiation: undefined, error: undefined }),
  states: {
    contact: {
      on: {
        // The page reads session storage only after hydration; a contact typed since then wins.
        CONTACT_RESTORED: {
          guard: ({ context }) => context.contact === undefined,
          actions: assign({ contact: ({ event }) => event.contact }),
        },
        CONTACT_SUBMITTED: {
          target: 'submitting',
          actions: assign({ contact: ({ event }) => event.contact, error: undefined }),
        },
        CONTACT_EXPIRED: { actions: 'forgetContact' },
      },
    },
    submitting: {
      on: {
        INITIATION_SUCCEEDED: {
          target: 'payment',
          actions: assign({ initiation: ({ event }) => event.initiation, error: undefined }),
        },
        INITIATION_FAILED: {
          target: 'contact',
          actions: assign({ error: ({ event }) => ({ kind: 'initiation', code: event.code }) }),
        },
      },
    },
    payment: {
      on: {
        WIDGET_FAILED: {
          actions: assign({ error: ({ event }) => ({ kind: 'widget', code: event.code }) }),
        },
        PAYMENT_SUCCEEDED: { target: 'finish', actions: 'clearError' },
        BACK: { target: 'contact', actions: ['clearError', assign({ initiation: undefined })] },
        CONTACT_EXPIRED: { target: 'contact', actions: 'forgetContact' },
      },
    },
    finish: { type: 'final' },
  },
});
