import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type CheckoutError, checkoutStepOf } from '../../../core/checkout/checkout-steps';
import type {
  CheckoutContactErrors,
  CheckoutContactValues,
} from '../../../core/checkout/contact-form';
import { type CheckoutContact, STORED_CONTACT_TTL_MS } from '../../../core/checkout/stored-contact';
import { DEFAULT_COHORT } from '../../../core/cohort/cohort';
import { catalogueQuote } from '../../../core/pricing/catalogue-quote';
import { quoteAt } from '../../../core/pricing/price-at';
import { parseUtmData } from '../../../core/registration/utm-data';
import { useToast } from '../../components/toast/toast-context';
import { serverClock } from '../../lib/catalogue/catalogue';
import { useCatalogue } from '../../lib/catalogue/use-catalogue';
import { useLanguage } from '../../lib/i18n/use-language';
import { trackEvent } from '../../lib/tracking/track-event';
import { readVisitorContact } from '../../lib/visitor/visitor-contact';
import { initiateCheckout } from './checkout-request';
import { CheckoutSteps } from './checkout-steps';
import {
  checkoutContactSavedAt,
  forgetCheckoutContact,
  readCheckoutContact,
  saveCheckoutContact,
  saveCheckoutOrder,
} from './checkout-storage';
import { ContactStep } from './contact-step';
import { paymentResultPath, type WidgetOutcome } from './flitt-widget';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { useCheckoutActor } from './use-checkout-actor';
import { checkoutPrefill } from './visitor-prefill';
import './checkout.css';

/** The error text of a failed initiation: the code's message, or the generic one (docs/validation.md "Error codes"). */
function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: CheckoutError | undefined): string | undefined => {
    if (error === undefined || error.kind === 'expired') return undefined;
    return t(error.code, { defaultValue: t('CHECKOUT_INITIATION_FAILED') });
  };
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
  const errorText = useErrorText();
  const { view: snapshot, send, warmUp } = useCheckoutActor();
  const [serverErrors, setServerErrors] = useState<CheckoutContactErrors>({});
  const state = snapshot.value;
  const { contact, initiation, error } = snapshot.context;

  const catalogueState = useCatalogue();
  const catalogue = catalogueState.status === 'ready' ? catalogueState.catalogue : undefined;
  const quote = useMemo(() => {
    if (!catalogue) return quoteAt(DEFAULT_COHORT.earlyBirdDeadline, DEFAULT_COHORT);
    return catalogueQuote(catalogue.prices, serverClock(catalogue.serverOffsetMs)());
  }, [catalogue]);

  // Session storage is read after hydration, so the prerendered page and the first render agree.
  const [prefill, setPrefill] = useState<Partial<CheckoutContactValues>>({});
  useEffect(() => {
    const saved = readCheckoutContact(new Date());
    if (saved) void send({ type: 'CONTACT_RESTORED', contact: saved });
    else setPrefill(checkoutPrefill(readVisitorContact()));
  }, [send]);

  // The saved data lives 30 minutes (docs/purchase.md "Checkout"); then the visitor enters it again.
  useEffect(() => {
    if (!contact) return;
    const savedAt = checkoutContactSavedAt();
    if (savedAt === undefined) return;
    const left = savedAt + STORED_CONTACT_TTL_MS - Date.now();
    const timer = setTimeout(
      () => {
        forgetCheckoutContact();
        void send({ type: 'CONTACT_EXPIRED' });
      },
      Math.max(0, left),
    );
    return () => clearTimeout(timer);
  }, [contact, send]);

  // One initiation at a time, also while the machine is still loading (a double click sends once).
  const initiating = useRef(false);
  const submitContact = useCallback(
    async (submitted: CheckoutContact) => {
      if (initiating.current) return;
      initiating.current = true;
      try {
        saveCheckoutContact(submitted, new Date());
        setServerErrors({});
        await send({ type: 'CONTACT_SUBMITTED', contact: submitted });
        const utm = parseUtmData(Object.fromEntries(new URLSearchParams(window.location.search)));
        const result = await initiateCheckout(submitted, language, utm);
        if (result.ok) {
          saveCheckoutOrder(result.initiation);
          await send({ type: 'INITIATION_SUCCEEDED', initiation: result.initiation });
          toast.show({
            tone: 'success',
            title: t('toast.savedTitle'),
            description: t('toast.savedBody'),
          });
          trackEvent('begin_checkout', {
            value: result.initiation.amountTetri / 100,
            num_items: 1,
          });
          return;
        }
        setServerErrors(result.fieldErrors);
        await send({ type: 'INITIATION_FAILED', code: result.code });
        const description = errorText({ kind: 'initiation', code: result.code });
        toast.show({
          tone: 'error',
          title: t('toast.errorTitle'),
          ...(description ? { description } : {}),
        });
      } finally {
        initiating.current = false;
      }
    },
    [language, send, t, toast, errorText],
  );

  const finish = useCallback(
    (outcome: WidgetOutcome) => {
      if (!initiation) return;
      if (outcome.orderStatus === 'approved') void send({ type: 'PAYMENT_SUCCEEDED' });
      navigate(paymentResultPath(language, outcome, initiation.orderToken));
    },
    [initiation, language, navigate, send],
  );

  const widgetFailed = useCallback(() => {
    void send({ type: 'WIDGET_FAILED', code: 'PAYMENT_FORM_LOAD_FAILED' });
    toast.show({
      tone: 'error',
      title: t('toast.paymentErrorTitle'),
      description: t('toast.paymentErrorBody'),
    });
  }, [send, t, toast]);

  const step = checkoutStepOf(state);
  return (
    // The machine loads on the first pointer or focus inside the page, before any submit needs it.
    <section
      className="checkout container"
      aria-labelledby="checkout-title"
      onPointerDown={warmUp}
      onFocus={warmUp}
    >
      <h1 id="checkout-title">{t('title')}</h1>
      <CheckoutSteps current={step} />
      <div className="checkout__grid">
        <OrderSummary quote={quote} chargedTetri={initiation?.amountTetri} contact={contact} />
        <div className="checkout__step">
          {state === 'payment' && initiation ? (
            <PaymentStep
              initiation={initiation}
              onOutcome={finish}
              onLoadFailed={widgetFailed}
              onBack={() => void send({ type: 'BACK' })}
            />
          ) : state === 'finish' ? (
            <p className="checkout__finishing" role="status">
              {t('finish.redirecting')}
            </p>
          ) : (
            <ContactStep
              saved={contact}
              prefill={prefill}
              serverErrors={serverErrors}
              submitting={state === 'submitting'}
              notice={error?.kind === 'expired' ? t('contact.expired') : undefined}
              onSubmit={(submitted) => void submitContact(submitted)}
            />
          )}
        </div>
      </div>
    </section>
  );
}
