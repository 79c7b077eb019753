import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../../core/money/money';
import type { InstalmentOffer } from '../../../core/site-config/site-config';
import { requestInstalment } from './instalment-request';
import { InstalmentTerms } from './instalment-terms';

/**
 * The instalment side of the payment step: the terms, then one button that sends the order to the
 * bank and opens the bank's page; a refusal is said in place (docs/purchase.md "Bank instalments").
 */
export function InstalmentChoice({
  offer,
  price,
  orderToken,
  open = (url: string) => window.location.assign(url),
}: {
  readonly offer: InstalmentOffer;
  readonly price: Money;
  readonly orderToken: string;
  readonly open?: (url: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const { t: errorsT } = useTranslation('errors');
  const [phase, setPhase] = useState<'idle' | 'sending' | { readonly code: string }>('idle');
  const send = async () => {
    setPhase('sending');
    const answer = await requestInstalment(orderToken);
    if (answer.ok) open(answer.checkoutUrl);
    else setPhase({ code: answer.code });
  };
  return (
    <div className="checkout-instalment">
      <h3>{t('payment.instalment.title')}</h3>
      <InstalmentTerms offer={offer} price={price} />
      {typeof phase === 'object' ? (
        <p className="checkout-widget__status checkout-widget__status--error" role="alert">
          {errorsT(phase.code, { defaultValue: errorsT('SERVICE_UNAVAILABLE') })}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        aria-disabled={phase === 'sending'}
        onClick={() => {
          if (phase !== 'sending') void send();
        }}
      >
        {phase === 'sending' ? t('payment.instalment.sending') : t('payment.instalment.continue')}
      </button>
    </div>
  );
}
