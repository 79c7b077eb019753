import type { CheckoutContactErrors } from './checkout-contact-form';
import { type CheckoutContact, STORED_CONTACT_TTL_MS } from './stored-contact';

/*
 * The checkout's steps, events, context and initial state, apart from the xstate machine itself so
 * the page can render the contact step without loading xstate (the machine starts on first intent,
 * ui/lib/machines/use-deferred-machine.ts). Only types and one small pure function live here.
 */

/** The three steps the indicator shows (docs/purchase.md "Checkout"). */
export const CHECKOUT_STEPS = ['contact', 'payment', 'finish'] as const;

/** One step of the checkout. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The machine's step states: the indicator's steps plus `submitting` (initiation in flight). */
export type CheckoutState = 'contact' | 'submitting' | 'payment' | 'finish';

/** What a successful `POST /api/checkout` gives the payment step (docs/purchase.md). */
export interface CheckoutInitiation {
  readonly checkoutToken: string;
  readonly orderToken: string;
  readonly amountTetri: number;
  readonly widget: { readonly scriptUrl: string; readonly styleUrl: string };
}

/**
 * Why the checkout shows an error: initiation refused (the server's or client's code, and the fields
 * the server refused), the payment widget failed to load, or the saved contact expired (30 minutes).
 */
type CheckoutError =
  | {
      readonly kind: 'initiation';
      readonly code: string;
      readonly fields: CheckoutContactErrors;
    }
  | { readonly kind: 'widget'; readonly code: string }
  | { readonly kind: 'expired' };

/**
 * The machine's memory: the saved contact, how long it still lives counted from when it was saved or
 * restored (the expiry timer's delay), the initiation answer and the current error.
 */
export interface CheckoutContext {
  readonly contact: CheckoutContact | undefined;
  readonly contactLifetimeMs: number | undefined;
  readonly initiation: CheckoutInitiation | undefined;
  readonly error: CheckoutError | undefined;
}

/** What the page starts the machine with: the contact restored from session storage, and the clock. */
export interface CheckoutInput {
  readonly contact?: CheckoutContact | undefined;
  /** When the restored contact was saved (epoch ms). */
  readonly savedAt?: number | undefined;
  /** The time the machine starts (epoch ms). */
  readonly now: number;
}

/** Everything the page can tell the checkout; `contact.expire` is raised by the machine itself. */
export type CheckoutEvent =
  | { readonly type: 'contact.submit'; readonly contact: CheckoutContact }
  | { readonly type: 'widget.fail'; readonly code: string }
  | { readonly type: 'widget.succeed' }
  | { readonly type: 'payment.back' }
  | { readonly type: 'contact.expire' };

/** The machine's state as the page renders it. */
export interface CheckoutView {
  readonly state: CheckoutState;
  readonly context: CheckoutContext;
}

/**
 * The machine's initial state for an input: the contact step with the restored contact while it is
 * fresh; a contact that went stale before the machine started is dropped with the `expired` notice.
 * The page renders this view until the machine is loaded, and the machine starts from it.
 */
export function initialCheckoutView(input: CheckoutInput): CheckoutView {
  const empty = { contact: undefined, contactLifetimeMs: undefined, initiation: undefined };
  if (input.contact === undefined || input.savedAt === undefined) {
    return { state: 'contact', context: { ...empty, error: undefined } };
  }
  const lifetime = input.savedAt + STORED_CONTACT_TTL_MS - input.now;
  const fresh = lifetime > 0 && input.savedAt <= input.now;
  const context: CheckoutContext = fresh
    ? { ...empty, contact: input.contact, contactLifetimeMs: lifetime, error: undefined }
    : { ...empty, error: { kind: 'expired' } };
  return { state: 'contact', context };
}

/** The step the indicator marks as current; submitting still shows the contact step. */
export function checkoutStepOf(state: CheckoutState): CheckoutStep {
  return state === 'submitting' ? 'contact' : state;
}
