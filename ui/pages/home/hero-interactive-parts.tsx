import { WebinarTimeline } from '../../components/timeline/webinar-timeline';
import { WebinarRegistrationForm } from '../../features/registration/webinar-registration-form';

/** The hero's compact webinar timeline (its own chunk, see hero-deferred-parts.ts). */
export function HeroCompactTimeline() {
  return <WebinarTimeline variant="compact" />;
}

/** The hero's registration form (its own chunk, see hero-deferred-parts.ts). */
export function HeroRegistrationForm() {
  return <WebinarRegistrationForm source="hero_registration_form" />;
}
