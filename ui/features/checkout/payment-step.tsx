import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutInitiation } from '../../../core/checkout/checkout-steps';
import { isTetriCount, type Money } from '../../../core/money/tetri-count';
import type { PaymentMethod } from '../../../core/order/payment-method';
import { instalmentAvailable } from '../../../core/payment/instalment-offer';
import { instalments } from '../../config/instalments';
import { useLanguage } from '../../lib/i18n/use-language';
import { flittConfig, loadFlitt, type WidgetOutcome, widgetOutcome } from './flitt-widget';
import { InstalmentChoice } from './instalment-choice';
import { CardOnly, PaymentLegalLinks, PaymentMethodChoice } from './payment-method-parts';

/** Props of the payment step. */
export interface PaymentStepProps {
  readonly initiation: CheckoutInitiation;
  /** The widget reported an outcome: the page moves on to the result route. */
  readonly onOutcome: (outcome: WidgetOutcome) => void;
  /** checkout.js or checkout.css could not load, or defined no `checkout()`. */
  readonly onLoadFailed: () => void;
  readonly onBack: () => void;
}

/** The bank's offer for this amount, when the bank lends it (docs/purchase.md "Bank instalments"). */
function instalmentOfferFor(amountTetri: number) {
  if (!isTetriCount(amountTetri)) return null;
  const price: Money = amountTetri;
  return instalments !== null && instalmentAvailable(instalments, price)
    ? { offer: instalments, price }
    : null;
}

/**
 * Mounts Flitt's embedded checkout into the returned box (docs/purchase.md "Flitt payment"): the
 * scripts load only here, the outcome is reported once, and the app is destroyed on unmount.
 */
function useFlittWidget(
  initiation: CheckoutInitiation,
  onOutcome: PaymentStepProps['onOutcome'],
  onLoadFailed: PaymentStepProps['onLoadFailed'],
) {
  const language = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const callbacks = useRef({ onOutcome, onLoadFailed });
  callbacks.current = { onOutcome, onLoadFailed };

  useEffect(() => {
    let live = true;
    let app: { $destroy(): void } | undefined;
    loadFlitt(initiation.widget)
      .then((checkout) => {
        const element = box.current;
        if (!live || !element) return;
        const mounted = checkout(element, flittConfig(initiation.checkoutToken, language));
        app = mounted;
        let settled = false;
        const settle =
          (event: 'success' | 'error') => (model: Parameters<typeof widgetOutcome>[1]) => {
            if (settled || !live) return;
            settled = true;
            callbacks.current.onOutcome(widgetOutcome(event, model));
          };
        mounted.$on('ready', () => live && setPhase('ready'));
        mounted.$on('success', settle('success'));
        mounted.$on('error', settle('error'));
        setPhase('ready');
      })
      .catch(() => {
        if (!live) return;
        setPhase('failed');
        callbacks.current.onLoadFailed();
      });
    return () => {
      live = false;
      try {
        app?.$destroy();
      } catch {
        // A widget that fails to tear down must not break leaving the step.
      }
    };
  }, [initiation, language]);

  return { box, phase };
}

/**
 * Step 2 (docs/purchase.md "Flitt payment"): the choice between the card and a bank instalment when
 * the bank lends this amount (docs/purchase.md "Bank instalments"), and Flitt's embedded checkout
 * in a box of fixed minimum height, so nothing below moves when it appears.
 */
export function PaymentStep({ initiation, onOutcome, onLoadFailed, onBack }: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const [method, setMethod] = useState<PaymentMethod>('card');
  const offer = instalmentOfferFor(initiation.amountTetri);
  const { box, phase } = useFlittWidget(initiation, onOutcome, onLoadFailed);

  return (
    <section className="checkout-payment" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">{t('payment.title')}</h2>
      {offer === null ? null : <PaymentMethodChoice method={method} onChange={setMethod} />}
      {offer !== null && method === 'instalment' ? (
        <InstalmentChoice
          offer={offer.offer}
          price={offer.price}
          orderToken={initiation.orderToken}
        />
      ) : null}
      <div className="checkout-payment__card" hidden={method === 'instalment'}>
        {/* With the bank on offer, the choice above names the card: one row, not two. */}
        {offer === null ? <CardOnly /> : null}
        <div className="checkout-widget" aria-busy={phase === 'loading'}>
          <div ref={box} className="checkout-widget__mount" />
          {phase === 'loading' ? (
            <p className="checkout-widget__status" role="status">
              {t('payment.loading')}
            </p>
          ) : null}
          {phase === 'failed' ? (
            <p className="checkout-widget__status checkout-widget__status--error" role="alert">
              {t('payment.loadFailed')}
            </p>
          ) : null}
        </div>
        <p className="checkout-payment__secure">{t('payment.secureNote')}</p>
      </div>
      <PaymentLegalLinks />
      <button type="button" className="button button--secondary" onClick={onBack}>
        {t('payment.back')}
      </button>
    </section>
  );
}
