import { useTranslation } from 'react-i18next';
import { checkoutStepOf } from '../../../core/checkout/checkout-steps';
import { DeferredSection } from '../../components/deferred/deferred-section';
import { LazySoldOut } from '../../components/waitlist/lazy-sold-out';
import { CheckoutSteps } from './checkout-steps';
import {
  type CheckoutFlow,
  contactStepSection,
  orderSummarySection,
  useCheckoutFlow,
} from './use-checkout-flow';
import './checkout.css';

/** The right-hand column: the waiting list, the payment step, the redirect notice or step 1. */
function CurrentStep({ flow }: { readonly flow: CheckoutFlow }) {
  const { t } = useTranslation('checkout');
  const { view, send, soldOut, PaymentStep } = flow;
  const { initiation } = view.context;
  if (soldOut)
    return (
      <div className="checkout__sold-out">
        <LazySoldOut
          sale={soldOut.sale}
          cohortNumber={soldOut.cohort?.number}
          noticeClassName="checkout__sale-notice"
        />
      </div>
    );
  if (view.state === 'payment' && initiation && PaymentStep)
    return <PaymentStep initiation={initiation} send={send} />;
  if (view.state === 'finish')
    return (
      <p className="checkout__finishing" role="status">
        {t('finish.redirecting')}
      </p>
    );
  return <DeferredSection section={contactStepSection} onIntent eager={flow.contactEager} />;
}

/**
 * `/{lang}/checkout` (docs/purchase.md "Checkout"): the step indicator, the order summary and the
 * current step, driven by the core checkout machine; the widget's outcome leads to the result
 * route, which asks our server what really happened.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const flow = useCheckoutFlow();
  return (
    // The machine (and the summary) load on the first pointer or focus inside the page, before any
    // submit needs them.
    <section
      className="checkout container"
      aria-labelledby="checkout-title"
      onPointerDown={flow.engage}
      onFocus={flow.engage}
    >
      {flow.bridge}
      <h1 id="checkout-title">{t('title')}</h1>
      <CheckoutSteps current={checkoutStepOf(flow.view.state)} />
      <div className="checkout__grid">
        <DeferredSection section={orderSummarySection} onIntent eager={flow.summaryEager} />
        <div className="checkout__step">
          <CurrentStep flow={flow} />
        </div>
      </div>
    </section>
  );
}
