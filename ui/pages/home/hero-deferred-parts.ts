import { deferSection } from '../../components/deferred/deferred-section';

// On phones the hero's headline and benefits fill the first screen; the timeline and the form
// below them (with the validation code: valibot, neverthrow, error codes) hydrate when they come
// near, or when the form is focused. On wide screens they are visible and hydrate at once.

/** The compact webinar timeline of the hero. */
export const HeroTimelinePart = deferSection(() =>
  import('./hero-interactive-parts').then((module) => module.HeroCompactTimeline),
);

/** The hero's registration form. */
export const HeroFormPart = deferSection(() =>
  import('./hero-interactive-parts').then((module) => module.HeroRegistrationForm),
);

/** The cohort countdown: its prerendered boxes keep their place until the clock arrives. */
export const HeroCountdownPart = deferSection(() =>
  import('../../features/course/hero-cohort-countdown').then(
    (module) => module.HeroCohortCountdown,
  ),
);
