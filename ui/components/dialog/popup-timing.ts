/**
 * Every timing and distance the popup family depends on, kept in one place so the CSS fade, the
 * unmount timer and the later scheduling modal / exit-intent popup cannot drift apart.
 */

/** How long the close fade plays before the dialog is closed and removed (docs/site.md "Popup demo page"). */
export const POPUP_CLOSE_DELAY_MS = 200;

/** How long the opening fade plays; the spec names only the close fade, so it mirrors it. */
export const POPUP_OPEN_FADE_MS = POPUP_CLOSE_DELAY_MS;

/** A downward swipe longer than this closes the popup (docs/webinar.md "Booking modal"). */
export const SWIPE_CLOSE_THRESHOLD_PX = 100;
