import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { CheckoutEvent, CheckoutInitiation } from '../../../core/checkout/checkout-steps';
import { useToast } from '../../components/toast/toast-context';
import { useLanguage } from '../../lib/i18n/use-language';
import { paymentResultPath, type WidgetOutcome } from './flitt-widget';
import { PaymentStep } from './payment-step';

/** Props of the running checkout's payment step: the order and the machine's `send`. */
export interface CheckoutPaymentProps {
  readonly initiation: CheckoutInitiation;
  readonly send: (event: CheckoutEvent) => void;
}

/**
 * The payment step as the running checkout shows it: the widget's outcome sends the visitor to the
 * result route, and a widget that cannot load says so. It comes with the machine's bridge, since
 * only a running machine reaches this step.
 */
export function CheckoutPayment({ initiation, send }: CheckoutPaymentProps) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const [, navigate] = useLocation();
  const toast = useToast();
  const finish = (outcome: WidgetOutcome) => {
    if (outcome.orderStatus === 'approved') send({ type: 'widget.succeed' });
    navigate(paymentResultPath(language, outcome, initiation.orderToken));
  };
  const widgetFailed = () => {
    send({ type: 'widget.fail', code: 'PAYMENT_FORM_LOAD_FAILED' });
    toast.show({
      tone: 'error',
      title: t('toast.paymentErrorTitle'),
      description: t('toast.paymentErrorBody'),
    });
  };
  return (
    <PaymentStep
      initiation={initiation}
      onOutcome={finish}
      onLoadFailed={widgetFailed}
      onBack={() => send({ type: 'payment.back' })}
    />
  );
}
