import { useMachine } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { checkoutMachine, checkoutViewOf } from '../../../core/checkout/checkout-machine';
import {
  type CheckoutEvent,
  type CheckoutInitiation,
  type CheckoutInput,
  type CheckoutView,
  contactExpired,
} from '../../../core/checkout/checkout-steps';
import type { CheckoutContact } from '../../../core/checkout/stored-contact';
import type { Language } from '../../../core/language/languages';
import { type ToastApi, useToast } from '../../components/toast/toast-context';
import { ApiRefusal } from '../../lib/api/api-refusal';
import { rememberFirstTouch } from '../../lib/campaign/first-touch-campaign';
import { forgetCheckoutContact, saveCheckoutOrder } from '../../lib/checkout/checkout-storage';
import { useLanguage } from '../../lib/i18n/use-language';
import type { MachineBridgeProps } from '../../lib/machines/use-deferred-machine';
import { trackEvent } from '../../lib/tracking/track-event';
import { initiateCheckout } from './checkout-request';
import { paymentResultPath } from './flitt-widget';

export { CheckoutPayment } from './checkout-payment';

/** What the initiation actor needs from the page: its language, texts and toasts. */
interface CheckoutPage {
  readonly language: Language;
  readonly t: TFunction<'checkout'>;
  readonly errorsT: TFunction<'errors'>;
  readonly toast: ToastApi;
}

/**
 * The checkout machine's `initiateCheckout` actor: `POST /api/checkout` with the page's utm tags.
 * On success it keeps the order for the result page, confirms with a toast and sends
 * `begin_checkout`; on a refusal it shows the code's message (or the generic one, docs/purchase.md)
 * and rejects with the code and the refused fields.
 */
async function startCheckout(contact: CheckoutContact, page: CheckoutPage) {
  const { language, t, errorsT, toast } = page;
  // The session's first-touch tags (docs/webinar.md "Campaign tags"), as the lead gets them.
  const utm = rememberFirstTouch(window.location.search);
  const result = await initiateCheckout(contact, language, utm);
  if (result.ok) {
    saveCheckoutOrder(result.initiation);
    toast.show({
      tone: 'success',
      title: t('toast.savedTitle'),
      description: t('toast.savedBody'),
    });
    trackEvent('begin_checkout', { value: result.initiation.amountTetri / 100, num_items: 1 });
    return result.initiation;
  }
  const description = errorsT(result.code, { defaultValue: errorsT('CHECKOUT_INITIATION_FAILED') });
  toast.show({ tone: 'error', title: t('toast.errorTitle'), description });
  throw new ApiRefusal(result.code, result.issues);
}

/**
 * The order whose seat reservation ran out while its card form was open: the payment step's 30
 * minutes ended (the machine's timer) between the previous view and this one.
 */
function expiredOrderToken(previous: CheckoutView, next: CheckoutView): string | undefined {
  const initiation = previous.context.initiation;
  return previous.state === 'payment' && contactExpired(next) ? initiation?.orderToken : undefined;
}

/** The bridge's props: the deferred-machine contract. */
export type CheckoutBridgeProps = MachineBridgeProps<CheckoutView, CheckoutEvent, CheckoutInput>;

/**
 * The checkout machine, run with @xstate/react once the visitor shows intent (loaded by
 * `useDeferredMachine`); the initiation request is its `initiateCheckout` actor. Renders nothing.
 * When the reservation runs out on the payment step, the buyer is taken to the result page's
 * expired view (docs/purchase.md "Payment result page"): a page that says so, not a notice.
 */
export default function CheckoutMachineBridge({ input, onView, onReady }: CheckoutBridgeProps) {
  const { t } = useTranslation('checkout');
  const { t: errorsT } = useTranslation('errors');
  const language = useLanguage();
  const toast = useToast();
  const page = useRef<CheckoutPage>({ language, t, errorsT, toast });
  page.current = { language, t, errorsT, toast };
  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        initiateCheckout: fromPromise<CheckoutInitiation, CheckoutContact>(({ input: contact }) =>
          startCheckout(contact, page.current),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  const [, navigate] = useLocation();
  const shown = useRef<CheckoutView>(undefined);
  useLayoutEffect(() => {
    // Events queued while this code loaded go first; then the saved contact meets the page's clock,
    // as again whenever the tab is shown (its timers may have slept meanwhile).
    onReady(send);
    const check = () => send({ type: 'contact.check', now: Date.now() });
    check();
    const checkWhenShown = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', checkWhenShown);
    return () => document.removeEventListener('visibilitychange', checkWhenShown);
  }, [onReady, send]);
  useLayoutEffect(() => {
    const view = checkoutViewOf(snapshot);
    const expired = shown.current && expiredOrderToken(shown.current, view);
    shown.current = view;
    onView(view);
    if (expired) {
      // The page leaves with the buyer, before its own effect could drop the expired contact.
      forgetCheckoutContact();
      navigate(paymentResultPath(language, { orderStatus: 'expired' }, expired));
    }
  }, [onView, snapshot, language, navigate]);
  return null;
}
