import { useTranslation } from 'react-i18next';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../../core/checkout/checkout-steps';

/**
 * The step indicator (docs/purchase.md "Checkout": contact, payment, finish): an ordered list, the current step
 * marked with `aria-current="step"`, finished steps labelled as done for screen readers.
 */
export function CheckoutSteps({ current }: { readonly current: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="checkout-steps">
        {CHECKOUT_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={step}
              className="checkout-steps__item"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="checkout-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="checkout-steps__name">{t(`steps.${step}`)}</span>
              {state === 'done' ? (
                <span className="visually-hidden"> ({t('steps.done')})</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
