import { assign, setup } from 'xstate';
import type { CheckoutContact } from './stored-contact';

/** The three steps the indicator shows (spec part 1 §2 "Checkout page"). */
export const CHECKOUT_STEPS = ['contact', 'payment', 'finish'] as const;

/** One step of the checkout. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** What a successful `POST /api/checkout` gives the payment step (issue 4 contract §2). */
export interface CheckoutInitiation {
  readonly checkoutToken: string;
  readonly orderToken: string;
  readonly amountTetri: number;
  readonly widget: { readonly scriptUrl: string; readonly styleUrl: string };
}

/**
 * Why the checkout shows an error: initiation refused (with the server's or client's code), the
 * payment widget failed to load, or the saved contact data expired (30 minutes, spec part 1 §9).
 */
export type CheckoutError =
  | { readonly kind: 'initiation'; readonly code: string }
  | { readonly kind: 'widget'; readonly code: string }
  | { readonly kind: 'expired' };

/** The machine's memory: the saved contact, the initiation answer, the current error. */
export interface CheckoutContext {
  readonly contact: CheckoutContact | undefined;
  readonly initiation: CheckoutInitiation | undefined;
  readonly error: CheckoutError | undefined;
}

/** Everything that can happen during checkout; the page sends these. */
export type CheckoutEvent =
  | { readonly type: 'CONTACT_RESTORED'; readonly contact: CheckoutContact }
  | { readonly type: 'CONTACT_SUBMITTED'; readonly contact: CheckoutContact }
  | { readonly type: 'INITIATION_SUCCEEDED'; readonly initiation: CheckoutInitiation }
  | { readonly type: 'INITIATION_FAILED'; readonly code: string }
  | { readonly type: 'WIDGET_FAILED'; readonly code: string }
  | { readonly type: 'PAYMENT_SUCCEEDED' }
  | { readonly type: 'BACK' }
  | { readonly type: 'CONTACT_EXPIRED' };

/** What the page passes in: a still-fresh saved contact, when there is one. */
export interface CheckoutInput {
  readonly contact?: CheckoutContact;
}

/**
 * The checkout (spec part 1 §4 "Checkout step"): contact → (submitting) → payment when initiation
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

/** The step the indicator marks as current; submitting still shows the contact step. */
export function checkoutStepOf(
  state: 'contact' | 'submitting' | 'payment' | 'finish',
): CheckoutStep {
  return state === 'submitting' ? 'contact' : state;
}
