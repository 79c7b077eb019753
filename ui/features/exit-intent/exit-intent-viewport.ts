/**
 * The popup opens only on viewports wider than this (no mouse exit on phones and tablets;
 * docs/webinar.md "Leads and exit intent"). A module of its own: the site shell reads it to decide
 * whether to load the watcher at all, without the rest of the rules.
 */
export const EXIT_INTENT_MIN_VIEWPORT_PX = 768;
