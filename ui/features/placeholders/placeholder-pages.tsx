import { IntroPage } from './intro-page';

/** `/{lang}/webinar` until the webinar issue lands. */
export function WebinarIntroPage() {
  return <IntroPage ns="webinar" prefix="intro" links={['webinar-registration', 'home']} />;
}

/** `/{lang}/webinar-registration` until the registration form lands. */
export function WebinarRegistrationIntroPage() {
  return <IntroPage ns="webinar" prefix="registrationIntro" links={['webinar', 'home']} />;
}

/** `/{lang}/investment-calculator` until the calculator issue lands. */
export function CalculatorIntroPage() {
  return <IntroPage ns="calculator" prefix="intro" links={['webinar', 'home']} />;
}
