import { type ReactElement, useCallback, useEffect, useMemo, useState } from 'react';
import {
  type CheckoutEvent,
  type CheckoutView,
  contactExpired,
  initialCheckoutView,
} from '../../../core/checkout/checkout-steps';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';
import { deferSection } from '../../components/deferred/deferred-section';
import type { SaleView } from '../../lib/catalogue/sale-view';
import { forgetCheckoutContact, saveCheckoutContact } from '../../lib/checkout/checkout-storage';
import { useDeferredMachine } from '../../lib/machines/use-deferred-machine';
import { contactStepInput, NO_SERVER_ERRORS } from './contact-step-input';
import { orderSummaryInput, sameOrderSummary } from './order-summary-input';
import { useCheckoutSale } from './use-checkout-sale';
import { type RestoredContact, useRestoredContact } from './use-restored-contact';

type BridgeModule = typeof import('./checkout-machine-bridge');

/**
 * The payment step and Flitt's widget code come with the machine's bridge: only a running machine
 * reaches the payment step, so they stay out of the page's initial JavaScript.
 */
const payment: { Step?: BridgeModule['CheckoutPayment'] } = {};

/** The machine's bridge (xstate, @xstate/react, the request): its own chunk, on first intent. */
const loadBridge = () =>
  import('./checkout-machine-bridge').then((module) => {
    payment.Step = module.CheckoutPayment;
    return module.default;
  });

/**
 * The order summary: prerendered with the build's price and cohort; its code loads on the visitor's
 * intent, or at once when the page has something else to show in it.
 */
export const orderSummarySection = deferSection(() =>
  import('./order-summary-section').then((module) => module.OrderSummarySection),
);

/**
 * Step 1's form, fields and their rules hydrate on the visitor's first intent (focus, a press, a
 * key, or once the page is in use and the browser idle), or at once when there is something to fill
 * in; the prerendered form works meanwhile (typing is kept, an early submit is held and replayed).
 * That keeps the page's initial JavaScript within budget (docs/performance.md "Budgets").
 */
export const contactStepSection = deferSection(() =>
  import('./contact-step-section').then((module) => module.ContactStepSection),
);

/** The checkout as its page renders it: the machine's view and `send`, and what loads when. */
export interface CheckoutFlow {
  readonly view: CheckoutView;
  readonly send: (event: CheckoutEvent) => void;
  /** The machine's bridge element (renders nothing). */
  readonly bridge: ReactElement | null;
  /** Loads the machine and the summary's code: the visitor's first pointer or focus in the page. */
  readonly engage: () => void;
  /** The summary must hydrate now: the page is in use, or it shows other than its server HTML. */
  readonly summaryEager: boolean;
  /** Step 1 must hydrate now: it has something to fill in or to say. */
  readonly contactEager: boolean;
  /** Nothing to buy (closed, not yet open, full): why, and the waiting list instead of the form. */
  readonly soldOut: Extract<SaleView, { status: 'known' }> | undefined;
  /** The payment step, once the machine's bridge has brought it. */
  readonly PaymentStep: BridgeModule['CheckoutPayment'] | undefined;
}

/** The deferred checkout machine, started from the view the page showed before it loaded. */
function useCheckoutMachine(restored: RestoredContact | undefined) {
  // The machine starts from the view the page showed (timed at the read), so a submit queued while
  // its code loads meets that contact and is refused by its own time if the 30 minutes are over.
  const machine = useDeferredMachine(
    loadBridge,
    () => ({
      contact: restored?.contact,
      savedAt: restored?.savedAt,
      now: restored?.readAt ?? Date.now(),
    }),
    {},
  );
  const view = machine.view ?? initialCheckoutView({ ...restored, now: restored?.readAt ?? 0 });
  return { ...machine, view };
}

/** Keeps session storage in step with the machine's contact. */
function useKeptContact(view: CheckoutView, restored: unknown, start: () => void): void {
  const { contact, contactSavedAt } = view.context;
  const expired = contactExpired(view);
  // A restored contact is timed by the machine: it starts at once, so its 30 minutes end on time
  // even while the visitor only reads the page.
  useEffect(() => {
    if (restored !== undefined && contact !== undefined) start();
  }, [restored, contact, start]);
  // Session storage holds what the checkout holds: the contact with its save time once the
  // machine has taken it, nothing once it has expired (core's 30 minutes, on its timer or when a
  // late submit finds them over).
  useEffect(() => {
    if (contact !== undefined && contactSavedAt !== undefined) {
      saveCheckoutContact(contact, new Date(contactSavedAt));
    } else if (expired) forgetCheckoutContact();
  }, [contact, contactSavedAt, expired]);
}

/** Provides step 1's props to its deferred section. */
function useContactStepProps(
  view: CheckoutView,
  visitorKnown: boolean,
  send: CheckoutFlow['send'],
): void {
  const { state, context } = view;
  const { contact, error } = context;
  const expired = contactExpired(view);
  // Submitted with its time; the machine saves it, or drops it if the session's 30 minutes are
  // over, and its `initiateCheckout` actor starts the order.
  const onSubmit = useCallback(
    (submitted: CheckoutContact) =>
      send({ type: 'contact.submit', contact: submitted, now: Date.now() }),
    [send],
  );
  const props = useMemo(
    () => ({
      saved: contact,
      visitorKnown,
      serverErrors: error?.kind === 'initiation' ? error.fields : NO_SERVER_ERRORS,
      submitting: state === 'submitting',
      expired,
      onSubmit,
    }),
    [contact, visitorKnown, error, expired, state, onSubmit],
  );
  contactStepInput.useProvide(props);
}

/**
 * The checkout page's state (docs/purchase.md "Checkout"): the core checkout machine, loaded on
 * the visitor's first intent, the sale and price from the catalogue, the contact kept in session
 * storage with its time (30-minute expiry), and the props of the page's deferred sections.
 */
export function useCheckoutFlow(): CheckoutFlow {
  const { restored, visitorKnown } = useRestoredContact();
  const { view, send, start, bridge } = useCheckoutMachine(restored);
  // Once the visitor uses the page, the summary's code comes too: a submit then changes it (the
  // contact appears) in the same moment as the step, not later when its code arrives.
  const [engaged, setEngaged] = useState(false);
  const engage = useCallback(() => {
    start();
    setEngaged(true);
  }, [start]);
  const { contact, initiation, error } = view.context;
  const expired = contactExpired(view);
  const { sale, quote } = useCheckoutSale(error);
  useKeptContact(view, restored, start);
  useContactStepProps(view, visitorKnown, send);
  const summary = useMemo(
    () => ({ quote, cohort: sale.cohort, charged: initiation, contact }),
    [quote, sale, initiation, contact],
  );
  const prerenderedSummary = orderSummaryInput.useProvide(summary);
  const soldOut = sale.status === 'known' && sale.sale.state !== 'open' && view.state === 'contact';
  return {
    view,
    send,
    bridge,
    engage,
    summaryEager: engaged || !sameOrderSummary(summary, prerenderedSummary),
    contactEager: contact !== undefined || visitorKnown || expired,
    soldOut: soldOut ? sale : undefined,
    PaymentStep: payment.Step,
  };
}
