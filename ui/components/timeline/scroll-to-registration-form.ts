/** The anchor of the section wrapping the webinar form (docs/webinar.md "Timeline"). */
export const REGISTRATION_FORM_ID = 'registration-form';

/** The parts of `document`/`window` the scroll needs; narrow so tests can pass stand-ins. */
export interface ScrollTarget {
  getElementById(id: string): HTMLElement | null;
  scrollToTop(behavior: ScrollBehavior): void;
}

/**
 * Scrolls smoothly to the registration form and puts the cursor in its first field (timeline items,
 * final CTA); when the form is absent it scrolls to the top (docs/webinar.md "Timeline").
 * Returns whether the form was found.
 */
export function scrollToRegistrationForm(target: ScrollTarget, reduceMotion: boolean): boolean {
  const behavior: ScrollBehavior = reduceMotion ? 'auto' : 'smooth';
  const section = target.getElementById(REGISTRATION_FORM_ID);
  if (!section) {
    target.scrollToTop(behavior);
    return false;
  }
  section.scrollIntoView({ behavior, block: 'start' });
  // Not the form's hidden fields (its source and campaign tags): they cannot take the cursor.
  const field = section.querySelector<HTMLElement>(
    'input:not([disabled]):not([type="hidden"]), button:not([disabled])',
  );
  field?.focus({ preventScroll: true });
  return true;
}

/** The browser's document and window as a scroll target. */
export function browserScrollTarget(): ScrollTarget {
  return {
    getElementById: (id) => document.getElementById(id),
    scrollToTop: (behavior) => window.scrollTo({ top: 0, behavior }),
  };
}
