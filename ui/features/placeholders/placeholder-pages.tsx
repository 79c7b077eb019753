import { SITE_INFO } from '../../../core/site/site-info';
import { IntroPage } from './intro-page';

/** `/{lang}/webinar` until the webinar issue lands. */
export function WebinarIntroPage() {
  return <IntroPage ns="webinar" prefix="intro" links={['webinar-registration', 'home']} />;
}

/** `/{lang}/webinar-registration` until the registration form lands. */
export function WebinarRegistrationIntroPage() {
  return <IntroPage ns="webinar" prefix="registrationIntro" links={['webinar', 'home']} />;
}

/** `/{lang}/checkout` until the checkout issue lands. */
export function CheckoutIntroPage() {
  return <IntroPage ns="checkout" prefix="intro" links={['refund-policy', 'home']} />;
}

/** `/{lang}/payment-success` until the payment result issue lands. */
export function PaymentResultIntroPage() {
  return (
    <IntroPage
      ns="payment"
      prefix="intro"
      links={['home', 'checkout']}
      values={{ email: SITE_INFO.supportEmail }}
    />
  );
}
