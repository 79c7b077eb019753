import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type {
  CheckoutContactErrors,
  CheckoutContactValues,
} from '../../../core/checkout/checkout-contact-form';
import { checkoutStepOf, initialCheckoutView } from '../../../core/checkout/checkout-steps';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';
import { quoteAt } from '../../../core/pricing/price-at';
import { useToast } from '../../components/toast/toast-context';
import { LazySoldOut } from '../../components/waitlist/lazy-sold-out';
import { siteCohorts } from '../../config/site-cohorts';
import { serverClock } from '../../lib/catalogue/catalogue';
import { saleViewOf } from '../../lib/catalogue/sale-view';
import { useCatalogue } from '../../lib/catalogue/use-catalogue';
import {
  checkoutContactSavedAt,
  forgetCheckoutContact,
  hasSavedCheckoutContact,
  saveCheckoutContact,
} from '../../lib/checkout/checkout-storage';
import { systemNow } from '../../lib/cohort/system-now';
import { useLanguage } from '../../lib/i18n/use-language';
import { useDeferredMachine } from '../../lib/machines/use-deferred-machine';
import { readVisitorContact } from '../../lib/visitor/visitor-contact';
import { CheckoutSteps } from './checkout-steps';
import { ContactStep } from './contact-step';
import type { WidgetOutcome } from './flitt-widget';
import { OrderSummary } from './order-summary';
import { checkoutPrefill } from './visitor-prefill';
import './checkout.css';

type BridgeModule = typeof import('./checkout-machine-bridge');

/**
 * The payment step and Flitt's widget code come with the machine's bridge: only a running machine
 * reaches the payment step, so they stay out of the page's initial JavaScript.
 */
const payment: { parts?: Pick<BridgeModule, 'PaymentStep' | 'paymentResultPath'> } = {};

/** The machine's bridge (xstate, @xstate/react, the request): its own chunk, on first intent. */
const loadBridge = () =>
  import('./checkout-machine-bridge').then((module) => {
    payment.parts = module;
    return module.default;
  });

/** No field errors from the server (one object, so the contact step's effect does not re-run). */
const NO_SERVER_ERRORS: CheckoutContactErrors = {};

/** The contact restored from session storage after hydration: when it was saved, when it was read. */
interface Restored {
  readonly contact: CheckoutContact;
  readonly savedAt: number;
  readonly readAt: number;
}

/**
 * `/{lang}/checkout` (docs/purchase.md "Checkout"): the step indicator, the order summary on the left and the
 * current step on the right, driven by the core checkout machine. The contact step saves the data in
 * session storage with its time (30-minute expiry) and starts the checkout on our server; the payment
 * step mounts Flitt's widget with the token the server got; the widget's outcome sends the visitor to
 * the result route, which asks our server what really happened.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const [, navigate] = useLocation();
  const toast = useToast();
  const [restored, setRestored] = useState<Restored>();
  const machine = useDeferredMachine(
    loadBridge,
    () => ({ contact: restored?.contact, savedAt: restored?.savedAt, now: Date.now() }),
    {},
  );
  const { send, start } = machine;
  const view = machine.view ?? initialCheckoutView({ ...restored, now: restored?.readAt ?? 0 });
  const state = view.state;
  const { contact, initiation, error } = view.context;

  const catalogueState = useCatalogue();
  const sale = useMemo(() => saleViewOf(catalogueState, siteCohorts, systemNow), [catalogueState]);
  // Until the server's clock is known, the regular price: never lower than what will be charged.
  const quote = useMemo(() => {
    const cohort = sale.cohort;
    if (cohort === undefined) return undefined;
    if (catalogueState.status !== 'ready') return quoteAt(cohort.earlyBirdDeadline, cohort);
    return quoteAt(serverClock(catalogueState.catalogue.serverOffsetMs)(), cohort);
  }, [sale, catalogueState]);
  // Nothing to buy (closed, not yet open, full): why, and the waiting list instead of the form.
  const soldOut = sale.status === 'known' && sale.sale.state !== 'open' && state === 'contact';

  // Session storage is read after hydration, so the prerendered page and the first render agree.
  const [prefill, setPrefill] = useState<Partial<CheckoutContactValues>>({});
  // The record's reader (and its schema) loads only when there is a record to read.
  useEffect(() => {
    let unmounted = false;
    const restore = async () => {
      const now = Date.now();
      const saved = hasSavedCheckoutContact()
        ? await import('../../lib/checkout/read-checkout-contact').then(
            (module) => module.readCheckoutContact(new Date(now)),
            () => undefined,
          )
        : undefined;
      if (unmounted) return;
      const savedAt = checkoutContactSavedAt() ?? now;
      if (saved) setRestored({ contact: saved, savedAt, readAt: now });
      else setPrefill(checkoutPrefill(readVisitorContact()));
    };
    void restore();
    return () => {
      unmounted = true;
    };
  }, []);

  // The machine drops the contact 30 minutes after it was saved; the stored copy goes with it.
  useEffect(() => {
    if (error?.kind === 'expired') forgetCheckoutContact();
  }, [error]);

  // Saved with its time when submitted; the machine's `initiateCheckout` actor starts the order.
  const submitContact = useCallback(
    (submitted: CheckoutContact) => {
      saveCheckoutContact(submitted, new Date());
      send({ type: 'contact.submit', contact: submitted });
    },
    [send],
  );

  const finish = useCallback(
    (outcome: WidgetOutcome) => {
      if (!initiation || !payment.parts) return;
      if (outcome.orderStatus === 'approved') send({ type: 'widget.succeed' });
      navigate(payment.parts.paymentResultPath(language, outcome, initiation.orderToken));
    },
    [initiation, language, navigate, send],
  );

  const widgetFailed = useCallback(() => {
    send({ type: 'widget.fail', code: 'PAYMENT_FORM_LOAD_FAILED' });
    toast.show({
      tone: 'error',
      title: t('toast.paymentErrorTitle'),
      description: t('toast.paymentErrorBody'),
    });
  }, [send, t, toast]);

  const step = checkoutStepOf(state);
  const PaymentStep = payment.parts?.PaymentStep;
  return (
    // The machine loads on the first pointer or focus inside the page, before any submit needs it.
    <section
      className="checkout container"
      aria-labelledby="checkout-title"
      onPointerDown={start}
      onFocus={start}
    >
      {machine.bridge}
      <h1 id="checkout-title">{t('title')}</h1>
      <CheckoutSteps current={step} />
      <div className="checkout__grid">
        <OrderSummary
          quote={quote}
          cohort={sale.cohort}
          chargedTetri={initiation?.amountTetri}
          contact={contact}
        />
        <div className="checkout__step">
          {soldOut && sale.status === 'known' ? (
            <div className="checkout__sold-out">
              <LazySoldOut
                sale={sale.sale}
                cohortNumber={sale.cohort?.number}
                noticeClassName="checkout__sale-notice"
              />
            </div>
          ) : state === 'payment' && initiation && PaymentStep ? (
            <PaymentStep
              initiation={initiation}
              onOutcome={finish}
              onLoadFailed={widgetFailed}
              onBack={() => send({ type: 'payment.back' })}
            />
          ) : state === 'finish' ? (
            <p className="checkout__finishing" role="status">
              {t('finish.redirecting')}
            </p>
          ) : (
            <ContactStep
              saved={contact}
              prefill={prefill}
              serverErrors={error?.kind === 'initiation' ? error.fields : NO_SERVER_ERRORS}
              submitting={state === 'submitting'}
              notice={error?.kind === 'expired' ? t('contact.expired') : undefined}
              onSubmit={submitContact}
            />
          )}
        </div>
      </div>
    </section>
  );
}
