import { WebinarRegistrationForm } from '../registration/webinar-registration-form';
import { WebinarTimeline } from '../timeline/webinar-timeline';

/** The hero's compact webinar timeline (its own chunk, see hero-deferred-parts.ts). */
export function HeroCompactTimeline() {
  return <WebinarTimeline variant="compact" />;
}

/** The hero's registration form (its own chunk, see hero-deferred-parts.ts). */
export function HeroRegistrationForm() {
  return <WebinarRegistrationForm source="hero_registration_form" />;
}
