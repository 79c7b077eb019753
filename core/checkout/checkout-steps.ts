import type { CheckoutContact } from './stored-contact';

/*
 * The checkout's steps, events and context, apart from the xstate machine itself so the page can
 * render the contact step without loading xstate (it starts the machine on first interaction).
 */

/** The three steps the indicator shows (docs/purchase.md "Checkout"). */
export const CHECKOUT_STEPS = ['contact', 'payment', 'finish'] as const;

/** One step of the checkout. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** What a successful `POST /api/checkout` gives the payment step (docs/purchase.md "Checkout"). */
export interface CheckoutInitiation {
  readonly checkoutToken: string;
  readonly orderToken: string;
  readonly amountTetri: number;
  readonly widget: { readonly scriptUrl: string; readonly styleUrl: string };
}

/**
 * Why the checkout shows an error: initiation refused (with the server's or client's code), the
 * payment widget failed to load, or the saved contact data expired (30 minutes, docs/purchase.md "Flitt payment").
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

/** The step the indicator marks as current; submitting still shows the contact step. */
export function checkoutStepOf(
  state: 'contact' | 'submitting' | 'payment' | 'finish',
): CheckoutStep {
  return state === 'submitting' ? 'contact' : state;
}
