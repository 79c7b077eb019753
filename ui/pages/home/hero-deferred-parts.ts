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
