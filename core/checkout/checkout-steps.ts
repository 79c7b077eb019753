import type { CheckoutContactErrors } from './checkout-contact-form';
import { type CheckoutContact, storedContactLifetimeMs } from './stored-contact';

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

/** The promo code an order carries and what it took off (docs/purchase.md "Promo codes"). */
export interface ChargedPromo {
  readonly code: string;
  readonly discountTetri: number;
}

/** What a successful `POST /api/checkout` gives the payment step (docs/purchase.md). */
export interface CheckoutInitiation {
  readonly checkoutToken: string;
  readonly orderToken: string;
  /** What the card will be charged: the server's price, after the promo code if any. */
  readonly amountTetri: number;
  /** Absent when the order carries no promo code. */
  readonly promo?: ChargedPromo;
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
 * The machine's memory: the saved contact, when it was saved (epoch ms, the wall-clock check a submit
 * makes), how long it still lives counted from when it was saved or restored (the expiry timer's
 * delay), the initiation answer and the current error.
 */
export interface CheckoutContext {
  readonly contact: CheckoutContact | undefined;
  readonly contactSavedAt: number | undefined;
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

/**
 * Everything the page can tell the checkout; `contact.expire` is raised by the machine itself. A
 * submit carries the time it was made (epoch ms): the saved contact's 30 minutes are checked against
 * it as well as timed, since a sleeping computer can hold a timer back past them.
 */
export type CheckoutEvent =
  | { readonly type: 'contact.submit'; readonly contact: CheckoutContact; readonly now: number }
  | { readonly type: 'widget.fail'; readonly code: string }
  | { readonly type: 'widget.succeed' }
  | { readonly type: 'payment.back' }
  | { readonly type: 'contact.expire' }
  /** The page's wall clock, read when its timers may have slept (machine started, tab shown). */
  | { readonly type: 'contact.check'; readonly now: number };

/** The machine's state as the page renders it. */
export interface CheckoutView {
  readonly state: CheckoutState;
  readonly context: CheckoutContext;
}

/** Nothing saved, nothing started. */
const NO_CONTACT_CONTEXT: CheckoutContext = {
  contact: undefined,
  contactSavedAt: undefined,
  contactLifetimeMs: undefined,
  initiation: undefined,
  error: undefined,
};

/** The context once the saved contact is gone with its 30 minutes: absent, with the notice. */
export const EXPIRED_CONTACT_CONTEXT: CheckoutContext = {
  ...NO_CONTACT_CONTEXT,
  error: { kind: 'expired' },
};

/**
 * The machine's initial state for an input, rendered until the machine loads: the contact step with
 * the restored contact while it is fresh; a stale one is absent, with the `expired` notice
 * (docs/purchase.md "Checkout").
 */
export function initialCheckoutView(input: CheckoutInput): CheckoutView {
  if (input.contact === undefined || input.savedAt === undefined) {
    return { state: 'contact', context: NO_CONTACT_CONTEXT };
  }
  const lifetime = storedContactLifetimeMs(input.savedAt, input.now);
  const context: CheckoutContext =
    lifetime > 0
      ? {
          contact: input.contact,
          contactSavedAt: input.savedAt,
          contactLifetimeMs: lifetime,
          initiation: undefined,
          error: undefined,
        }
      : EXPIRED_CONTACT_CONTEXT;
  return { state: 'contact', context };
}

/** Whether the view says the saved contact expired: step 1 then shows empty fields and the notice. */
export function contactExpired(view: CheckoutView): boolean {
  return view.context.error?.kind === 'expired';
}

/** The step the indicator marks as current; submitting still shows the contact step. */
export function checkoutStepOf(state: CheckoutState): CheckoutStep {
  return state === 'submitting' ? 'contact' : state;
}
