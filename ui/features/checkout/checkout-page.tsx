import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  checkoutStepOf,
  contactExpired,
  initialCheckoutView,
} from '../../../core/checkout/checkout-steps';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';
import { chargedPriceAt } from '../../../core/pricing/charged-price';
import { DeferredSection, deferSection } from '../../components/deferred/deferred-section';
import { useToast } from '../../components/toast/toast-context';
import { LazySoldOut } from '../../components/waitlist/lazy-sold-out';
import { siteCohorts } from '../../config/site-cohorts';
import { hasKeptPromoCode } from '../../lib/campaign/campaign-link';
import { serverClock } from '../../lib/catalogue/catalogue';
import { loadCatalogue } from '../../lib/catalogue/load-catalogue';
import { saleViewOf } from '../../lib/catalogue/sale-view';
import { useCatalogue } from '../../lib/catalogue/use-catalogue';
import {
  forgetCheckoutContact,
  hasSavedCheckoutContact,
  saveCheckoutContact,
} from '../../lib/checkout/checkout-storage';
import { renderInstant } from '../../lib/clock/render-instant';
import { systemNow } from '../../lib/cohort/system-now';
import { useLanguage } from '../../lib/i18n/use-language';
import { useDeferredMachine } from '../../lib/machines/use-deferred-machine';
import { hasVisitorContact } from '../../lib/visitor/visitor-contact-key';
import { CheckoutSteps } from './checkout-steps';
import { type ContactStepInput, contactStepInput, NO_SERVER_ERRORS } from './contact-step-input';
import type { WidgetOutcome } from './flitt-widget';
import type { OrderSummaryProps } from './order-summary';
import { orderSummaryInput, sameOrderSummary } from './order-summary-input';
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

/**
 * The order summary: prerendered with the build's price and cohort; its code loads on the visitor's
 * intent, or at once when the page has something else to show in it.
 */
const orderSummary = deferSection(() =>
  import('./order-summary-section').then((module) => module.OrderSummarySection),
);

/**
 * Step 1's form, fields and their rules hydrate on the visitor's first intent (focus, a press, a
 * key, or once the page is in use and the browser idle), or at once when there is something to fill
 * in; the prerendered form works meanwhile (typing is kept, an early submit is held and replayed).
 * That keeps the page's initial JavaScript within budget (docs/performance.md "Budgets").
 */
const contactStep = deferSection(() =>
  import('./contact-step-section').then((module) => module.ContactStepSection),
);

/**
 * The contact found in session storage after hydration, fresh or not (core's initial view decides
 * whether it has expired): when it was saved, when it was read.
 */
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
  const { send, start } = machine;
  // Once the visitor uses the page, the summary's code comes too: a submit then changes it (the
  // contact appears) in the same moment as the step, not later when its code arrives.
  const [engaged, setEngaged] = useState(false);
  const engage = useCallback(() => {
    start();
    setEngaged(true);
  }, [start]);
  const view = machine.view ?? initialCheckoutView({ ...restored, now: restored?.readAt ?? 0 });
  const state = view.state;
  const { contact, contactSavedAt, initiation, error } = view.context;
  // Expired is absent: step 1 empty, with the notice (core decides, the page renders it).
  const expired = contactExpired(view);

  // A refused checkout asks the catalogue again at once: when the sale changed meanwhile (the last
  // seat went, registration closed) the page then shows why and the waiting list.
  const catalogueState = useCatalogue(
    loadCatalogue,
    error?.kind === 'initiation' ? error : undefined,
  );
  // Until the catalogue answers (moments after load), the instant the page was rendered for decides.
  const sale = useMemo(
    () => saleViewOf(catalogueState, siteCohorts, systemNow, renderInstant()),
    [catalogueState],
  );
  // The price at the server's clock once known (asked again at each configured change), before
  // that at the instant the page was rendered for: the server renders the page again at every
  // price change, so this is the price the order would be opened at. The summary shows it alone,
  // never a struck-through price (docs/purchase.md "Course and price").
  const quote = useMemo(() => {
    const cohort = sale.cohort;
    if (cohort === undefined) return undefined;
    const at =
      catalogueState.status === 'ready'
        ? serverClock(catalogueState.catalogue.serverOffsetMs)()
        : (renderInstant() ?? systemNow());
    return chargedPriceAt(at, cohort);
  }, [sale, catalogueState]);
  // Nothing to buy (closed, not yet open, full): why, and the waiting list instead of the form.
  const soldOut = sale.status === 'known' && sale.sale.state !== 'open' && state === 'contact';

  // Session storage is read after hydration, so the prerendered page and the first render agree.
  // Known: another form's contact, or a link's promo code, is there for step 1 to fill in.
  const [visitorKnown, setVisitorKnown] = useState(false);
  // The record's reader (and its schema) loads only when there is a record to read.
  useEffect(() => {
    let unmounted = false;
    const restore = async () => {
      const stored = hasSavedCheckoutContact()
        ? await import('../../lib/checkout/read-checkout-contact').then(
            (module) => module.readCheckoutContact(),
            () => undefined,
          )
        : undefined;
      if (unmounted) return;
      if (stored)
        setRestored({ contact: stored.data, savedAt: stored.savedAt, readAt: Date.now() });
      else setVisitorKnown(hasVisitorContact() || hasKeptPromoCode());
    };
    void restore();
    return () => {
      unmounted = true;
    };
  }, []);

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

  // Submitted with its time; the machine saves it, or drops it if the session's 30 minutes are
  // over, and its `initiateCheckout` actor starts the order.
  const submitContact = useCallback(
    (submitted: CheckoutContact) => {
      send({ type: 'contact.submit', contact: submitted, now: Date.now() });
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

  const contactProps = useMemo(
    (): ContactStepInput => ({
      saved: contact,
      visitorKnown,
      serverErrors: error?.kind === 'initiation' ? error.fields : NO_SERVER_ERRORS,
      submitting: state === 'submitting',
      expired,
      onSubmit: submitContact,
    }),
    [contact, visitorKnown, error, expired, state, submitContact],
  );
  contactStepInput.useProvide(contactProps);
  const summaryProps = useMemo(
    (): OrderSummaryProps => ({
      quote,
      cohort: sale.cohort,
      charged: initiation,
      contact,
    }),
    [quote, sale, initiation, contact],
  );
  const prerenderedSummary = orderSummaryInput.useProvide(summaryProps);

  const step = checkoutStepOf(state);
  const PaymentStep = payment.parts?.PaymentStep;
  return (
    // The machine (and the summary) load on the first pointer or focus inside the page, before any
    // submit needs them.
    <section
      className="checkout container"
      aria-labelledby="checkout-title"
      onPointerDown={engage}
      onFocus={engage}
    >
      {machine.bridge}
      <h1 id="checkout-title">{t('title')}</h1>
      <CheckoutSteps current={step} />
      <div className="checkout__grid">
        <DeferredSection
          section={orderSummary}
          onIntent
          eager={engaged || !sameOrderSummary(summaryProps, prerenderedSummary)}
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
            <DeferredSection
              section={contactStep}
              onIntent
              eager={contact !== undefined || visitorKnown || expired}
            />
          )}
        </div>
      </div>
    </section>
  );
}
